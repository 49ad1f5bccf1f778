import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { accountCodeSupplierIds } from './customer-codes.repository.ts';
import { supplierAccessLevel } from './sheets.repository.ts';

export { latestOfProduct } from './sheets.repository.ts';

/**
 * THE access rule of the catalogue (product-spec §6 "Supplier members", issue #3), used by every route that
 * lists a sheet or returns it or its file:
 * - public sheets: everyone;
 * - private sheets (customers only): only with a customer code of that supplier proven in the session or on
 *   the account;
 * - secret sheets: never listed, never served.
 * The supplier's level decides how a sheet is stored (see effectiveAccess): a private supplier's sheets are
 * all private, a mixed supplier decides per sheet, a public supplier can still hold back a secret sheet.
 */
export type SheetAccess = 'public' | 'private' | 'secret';
export type Visibility = 'visible' | 'needs_customer_code' | 'hidden';

export interface Viewer {
  /** Suppliers for which a valid customer code was proven (session and account). */
  provenSupplierIds: ReadonlySet<number>;
}

export function sheetVisibility(sheet: { access: SheetAccess; supplier_id: number }, viewer: Viewer): Visibility {
  if (sheet.access === 'secret') return 'hidden';
  if (sheet.access === 'public') return 'visible';
  return viewer.provenSupplierIds.has(sheet.supplier_id) ? 'visible' : 'needs_customer_code';
}

/** The access stored on a sheet, from the supplier's level and the sheet's own setting (mixed: per sheet). */
export function effectiveAccess(supplierLevel: 'public' | 'private' | 'mixed', sheetAccess: SheetAccess | null | undefined): SheetAccess {
  if (sheetAccess === 'secret') return 'secret';
  if (supplierLevel === 'private') return 'private';
  if (supplierLevel === 'public') return 'public';
  return sheetAccess ?? 'public';
}

/** Session key holding the customer codes a visitor proved: [{ supplierId, customerCodeId }]. */
export const SESSION_CODES_KEY = 'customerCodes';

export interface ProvenCode {
  supplierId: number;
  customerCodeId: number;
}

export function sessionCodes(request: FastifyRequest): ProvenCode[] {
  return codesInSession(request.session);
}

/** The customer codes proved in a session (its data), without HTTP. */
export function codesInSession(session: { data?: Record<string, unknown> } | null | undefined): ProvenCode[] {
  const raw = session?.data?.[SESSION_CODES_KEY];
  return Array.isArray(raw) ? (raw as ProvenCode[]).filter((c) => Number.isInteger(c?.supplierId)) : [];
}

/** Everything the access rule needs to know about the caller: the session's codes plus the account's codes. */
export async function loadViewer(db: Db, request: FastifyRequest): Promise<Viewer> {
  const ids = new Set(sessionCodes(request).map((c) => c.supplierId));
  if (request.user) {
    for (const id of await accountCodeSupplierIds(db, request.user.id)) ids.add(id);
  }
  return { provenSupplierIds: ids };
}

/**
 * Code 641 for a private sheet the viewer has no code for. It names the supplier to ask the code from only when
 * that supplier shows itself to everyone (a mixed supplier with public sheets): the sheet of an all-private
 * supplier does not say whose it is to someone who never met that supplier (issue #11: 641 named the supplier of
 * every private sheet, so codes mapped the private catalogue).
 */
export async function customerCodeRequired(db: Db, sheet: { supplier_id: number; supplier_code: string; supplier_name: string }): Promise<AppError> {
  const level = await supplierAccessLevel(db, sheet.supplier_id);
  if (level !== 'mixed' && level !== 'public') return new AppError('customerCodeRequired');
  return new AppError('customerCodeRequired', {
    data: [
      { name: 'supplier_code', value: sheet.supplier_code },
      { name: 'supplier_name', value: sheet.supplier_name },
    ],
  });
}
