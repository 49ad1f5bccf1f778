import { INTERFACE_LANGUAGES } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { updateCustomerCodeTexts } from '../../catalogue/supplier-sheets.repository.ts';
import * as repo from './supplier-codes.repository.ts';
import { addIssuedCode, countIssuedCodes, importIssuedCodes, listIssuedCodes, revokeIssuedCode, type IssuedCodeRow } from './issued-codes.service.ts';

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

const view = (r: IssuedCodeRow): SupplierCode => ({
  id: Number(r.id),
  code: r.code,
  customer: r.customer,
  created_at: new Date(r.created_at).toISOString(),
  holders: r.holders,
});

// The codes themselves are issued-codes.service.ts's (one implementation with the back office): these functions open
// the supplier space's transaction around them and give the space's reply shapes.

export async function listSupplierCodes(ctx: Pick<AppContext, 'db'>, supplierId: number, query: { q?: string; limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    listIssuedCodes(ctx.db, supplierId, { search: query.q, limit: query.limit, offset: query.offset }),
    query.q ? Promise.resolve(null) : countIssuedCodes(ctx.db, supplierId),
  ]);
  // With a search, the total is that of the matching codes on this page's terms (the list is newest first).
  return { items: rows.map(view), total: total ?? rows.length + query.offset };
}

/** Adds one code; 758 when the supplier already gave it. */
export async function addSupplierCode(
  ctx: Pick<AppContext, 'db'>,
  supplierId: number,
  values: { code: string; customer: string | null },
): Promise<SupplierCode> {
  const row = await ctx.db.transaction().execute((trx) => addIssuedCode(trx, supplierId, values));
  return view({ ...row, holders: 0 });
}

/** Revokes one of the supplier's codes: the accounts holding it lose access to its private sheets. */
export async function revokeSupplierCode(ctx: Pick<AppContext, 'db'>, supplierId: number, id: number): Promise<void> {
  await ctx.db.transaction().execute((trx) => revokeIssuedCode(trx, supplierId, id));
}

export interface CodesImportReport {
  added: number;
  unchanged: number;
  errors: { line: number; value: string; reason: string }[];
}

/**
 * Imports codes from a CSV (a `code` column, optionally `customer`, or one code per line): bad lines are reported with
 * their number, the good codes are added in one transaction, codes already there are left unchanged.
 */
export async function importSupplierCodes(ctx: Pick<AppContext, 'db'>, supplierId: number, csv: string): Promise<CodesImportReport> {
  const outcome = await ctx.db.transaction().execute((trx) => importIssuedCodes(trx, supplierId, csv));
  if (outcome.added.length === 0 && outcome.already_present === 0 && outcome.rejected.length === 0) {
    throw new AppError('validation', { field: 'csv', messageKey: 'params_required' });
  }
  return {
    added: outcome.added.length,
    unchanged: outcome.already_present,
    errors: outcome.rejected.map((r) => ({ line: r.line, value: r.value, reason: 'bad_customer_code' })),
  };
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
