import { parse } from 'csv-parse/sync';
import { ZodError } from 'zod';
import { DELIVERIES_MAX_ROWS, DeliveryInput } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { customerCodeIds, insertDeliveries, knownProductCodes, type DeliveryRow } from './deliveries.repository.ts';

/** One line of an import with where it came from: its CSV line (the header is line 1) or its index in the JSON list. */
interface NumberedRow {
  at: number;
  values: unknown;
}

type Issue = ConstructorParameters<typeof ZodError>[0][number];

/**
 * Reads a deliveries CSV (csv-parse, as the substance lists' importers): a header row naming the columns, `,` or `;`
 * as separator (what spreadsheet software writes in French locales), a UTF-8 BOM tolerated. A file csv-parse cannot
 * read (unclosed quote, ragged line) is one field error on `csv` with its line.
 */
export function parseDeliveriesCsv(text: string): NumberedRow[] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    const records = parse(text, {
      bom: true,
      delimiter,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return records.map((r) => ({ at: r.info.lines, values: r.record }));
  } catch (cause) {
    const line = (cause as { lines?: number }).lines;
    throw new AppError('validation', { field: line ? `csv.line_${line}` : 'csv', messageKey: 'wrong_pattern', cause });
  }
}

/**
 * Imports deliveries for the caller's supplier. Every line is checked first (its fields, a customer code that is the
 * supplier's, a product code one of its sheets carries); any bad line refuses the whole import with one field error
 * per line (`deliveries.<line>.<field>`), so nothing is stored half-done. The rows then go in in one transaction.
 */
export async function importDeliveries(ctx: Pick<AppContext, 'db'>, supplierId: number, rows: NumberedRow[]): Promise<{ received: number; added: number }> {
  if (rows.length > DELIVERIES_MAX_ROWS) throw new AppError('validation', { field: 'deliveries', messageKey: 'too_long' });
  const issues: Issue[] = [];
  const valid: { at: number; value: DeliveryInput }[] = [];
  for (const row of rows) {
    const parsed = DeliveryInput.safeParse(withoutBlanks(row.values));
    if (parsed.success) valid.push({ at: row.at, value: parsed.data });
    else for (const issue of parsed.error.issues) issues.push({ ...issue, path: ['deliveries', row.at, ...issue.path] } as Issue);
  }
  const codes = await customerCodeIds(ctx.db, supplierId, [...new Set(valid.map((v) => v.value.customer_code).filter(Boolean))]);
  const products = await knownProductCodes(ctx.db, supplierId, [...new Set(valid.map((v) => v.value.product_code))]);
  for (const { at, value } of valid) {
    if (value.customer_code && !codes.has(value.customer_code)) issues.push(issue(at, 'customer_code', 'delivery_unknown_customer_code'));
    if (!products.has(value.product_code)) issues.push(issue(at, 'product_code', 'delivery_unknown_product'));
  }
  if (issues.length > 0) throw new ZodError(issues);
  const deliveryRows: DeliveryRow[] = valid.map(({ value }) => ({
    supplierId,
    customerCodeId: value.customer_code ? codes.get(value.customer_code)! : null,
    email: value.email,
    productCode: value.product_code,
    deliveredOn: value.delivered_on,
  }));
  const added = await ctx.db.transaction().execute((tx) => insertDeliveries(tx, deliveryRows));
  return { received: rows.length, added };
}

function issue(at: number, field: string, message: string): Issue {
  return { code: 'custom', path: ['deliveries', at, field], message, input: undefined } as Issue;
}

/** A CSV cell left empty is an absent value (the `email` of a line that gives a customer code). */
function withoutBlanks(values: unknown): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  return Object.fromEntries(Object.entries(values as Record<string, unknown>).filter(([, v]) => v !== '' && v !== null));
}

export const deliveriesFromJson = (list: unknown[]): NumberedRow[] => list.map((values, index) => ({ at: index, values }));
export type { NumberedRow };
