import { parseString } from 'fast-csv';
import { CUSTOMER_CODE_FORBIDDEN, INTERFACE_LANGUAGES } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { updateCustomerCodeTexts } from '../../catalogue/supplier-sheets.repository.ts';
import * as repo from './supplier-codes.repository.ts';

/**
 * A supplier's own customer codes (issue #27): list, add, import a CSV, revoke, and the texts of the customer-code
 * stage of the staged search. Used by the supplier's space and by the back office (staff editing a supplier): the
 * supplier id always comes from the caller (the route's `supplier`, or the supplier the staff route names).
 */

export interface SupplierCode {
  id: number;
  code: string;
  customer: string | null;
  created_at: string;
  /** Accounts holding the code. */
  holders: number;
}

const view = (r: repo.SupplierCodeRow): SupplierCode => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() });

export async function listSupplierCodes(ctx: Pick<AppContext, 'db'>, supplierId: number, query: { q?: string; limit: number; offset: number }) {
  const rows = await repo.supplierCodes(ctx.db, supplierId, query);
  return { items: rows.map(({ total: _total, ...r }) => view(r)), total: rows[0]?.total ?? 0 };
}

/** Adds one code; 766 when the supplier already gave it. */
export async function addSupplierCode(
  ctx: Pick<AppContext, 'db'>,
  supplierId: number,
  values: { code: string; customer: string | null },
): Promise<SupplierCode> {
  try {
    return view(await ctx.db.transaction().execute((trx) => repo.insertCode(trx, supplierId, values.code, values.customer)));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('customerCodeExists', { field: 'code', cause: error });
    throw error;
  }
}

/** Revokes one of the supplier's codes: the accounts holding it lose access to its private sheets. */
export async function revokeSupplierCode(ctx: Pick<AppContext, 'db'>, supplierId: number, id: number): Promise<void> {
  const deleted = await ctx.db.transaction().execute((trx) => repo.deleteCode(trx, supplierId, id));
  if (!deleted) throw new AppError('notFound');
}

export const MAX_IMPORTED_CODES = 10_000;

export interface CodesImportReport {
  added: number;
  unchanged: number;
  errors: { line: number; value: string; reason: string }[];
}

/** CSV rows as arrays; `;` is the separator when the first line has one and no comma (a spreadsheet saved in French). */
function csvRows(text: string): Promise<string[][]> {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString(text, { delimiter, trim: true, ignoreEmpty: true, maxRows: MAX_IMPORTED_CODES + 1 })
      .on('error', reject)
      .on('data', (row: string[]) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}

/**
 * Imports codes from a CSV: a header naming a `code` column (and optionally `customer`), or one code per line.
 * Bad codes are reported with their line (the importer's rule for a code); the good ones are added in one
 * transaction, codes already there are left unchanged.
 */
export async function importSupplierCodes(ctx: Pick<AppContext, 'db'>, supplierId: number, csv: string): Promise<CodesImportReport> {
  let rows: string[][];
  try {
    rows = await csvRows(csv);
  } catch (error) {
    throw new AppError('validation', { field: 'csv', messageKey: 'wrong_pattern', cause: error });
  }
  const header = rows[0]?.map((h) => h.toLowerCase()) ?? [];
  const codeAt = header.indexOf('code');
  const hasHeader = codeAt >= 0;
  const customerAt = hasHeader ? header.indexOf('customer') : 1;
  const report: CodesImportReport = { added: 0, unchanged: 0, errors: [] };
  const codes = new Map<string, string | null>();
  rows.slice(hasHeader ? 1 : 0).forEach((row, i) => {
    const line = i + (hasHeader ? 2 : 1);
    const code = (row[hasHeader ? codeAt : 0] ?? '').trim();
    if (!code || code.length > 240 || CUSTOMER_CODE_FORBIDDEN.test(code)) {
      report.errors.push({ line, value: code.slice(0, 60), reason: 'bad_customer_code' });
      return;
    }
    const customer = customerAt >= 0 ? (row[customerAt] ?? '').trim().slice(0, 200) || null : null;
    codes.set(code, customer);
  });
  if (codes.size === 0 && report.errors.length === 0) throw new AppError('validation', { field: 'csv', messageKey: 'params_required' });
  const list = [...codes].map(([code, customer]) => ({ code, customer }));
  report.added = await ctx.db.transaction().execute(async (trx) => {
    let added = 0;
    for (let i = 0; i < list.length; i += 1000) added += await repo.insertCodes(trx, supplierId, list.slice(i, i + 1000));
    return added;
  });
  report.unchanged = list.length - report.added;
  return report;
}

/** The stage texts per interface language (null: none, the staged search shows its default). */
export interface CustomerCodeTexts {
  description: Record<string, string | null>;
  help: Record<string, string | null>;
}

export async function customerCodeTexts(ctx: Pick<AppContext, 'db'>, supplierId: number): Promise<CustomerCodeTexts> {
  const row = await repo.codeTexts(ctx.db, supplierId);
  const pick = (texts: Record<string, string> | undefined) => Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, texts?.[l] ?? null]));
  return { description: pick(row?.customer_code_description as Record<string, string>), help: pick(row?.customer_code_help as Record<string, string>) };
}

/** Sets the customer-code stage texts (empty languages are dropped: the staged search then uses its own default). */
export async function setCustomerCodeTexts(ctx: Pick<AppContext, 'pool' | 'db'>, supplierId: number, texts: CustomerCodeTexts) {
  const clean = (values: Record<string, string | null>) => Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => !!e[1]));
  await updateCustomerCodeTexts(ctx.pool, supplierId, { description: clean(texts.description), help: clean(texts.help) });
  return customerCodeTexts(ctx, supplierId);
}

export async function customersHoldingCodes(ctx: Pick<AppContext, 'db'>, supplierId: number): Promise<number> {
  return repo.customersHoldingCodes(ctx.db, supplierId);
}
