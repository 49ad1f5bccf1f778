import { staffMay } from '@openfds/contract';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import type { LoadedSession, SessionUser } from '../plugins/session.ts';
import { accountCodeSupplierIds, liveCodeSupplierIds } from './customer-codes.repository.ts';
import { isSequenceIddc } from './document-code.ts';
import { supplierAccessLevel } from './sheets.repository.ts';

export { latestOfProduct } from './sheets.repository.ts';

/**
 * THE access rule of the catalogue (product-spec §6 "Supplier members", issue #3), used by every route that
 * lists a sheet or returns it or its file:
 * - public sheets: everyone;
 * - private sheets (customers only): only with a customer code of that supplier proven in the session or on
 *   the account;
 * - secret sheets: never listed, never served, except a sheet a user uploaded to their own space (my-FDS), which its
 *   uploader alone opens like a catalogue sheet (issue #23: an upload gets the same sheet page).
 * The supplier's level decides how a sheet is stored (see effectiveAccess): a private supplier's sheets are
 * all private, a mixed supplier decides per sheet, a public supplier can still hold back a secret sheet.
 */
export type SheetAccess = 'public' | 'private' | 'secret';
export type Visibility = 'visible' | 'needs_customer_code' | 'hidden';

export interface Viewer {
  /** Suppliers for which a valid customer code was proven (session and account). */
  provenSupplierIds: ReadonlySet<number>;
  /** A staff member whose role reads sheets (issue #26, `sheets.read`): every sheet is visible, private and secret ones included. */
  staff?: boolean;
  /** The signed-in user: the uploader of a private sheet (documents.uploaded_by) sees it, nobody else does. */
  userId?: number | null;
}

export function sheetVisibility(sheet: { access: SheetAccess; supplier_id: number; uploaded_by?: number | string | null }, viewer: Viewer): Visibility {
  if (viewer.staff) return 'visible';
  if (sheet.access === 'secret') return isOwnUpload(sheet, viewer) ? 'visible' : 'hidden';
  if (sheet.access === 'public') return 'visible';
  return viewer.provenSupplierIds.has(sheet.supplier_id) ? 'visible' : 'needs_customer_code';
}

/** A secret sheet this viewer uploaded (bigint ids may come back from pg as strings). */
export function isOwnUpload(sheet: { uploaded_by?: number | string | null }, viewer: Viewer): boolean {
  return sheet.uploaded_by != null && viewer.userId != null && Number(sheet.uploaded_by) === Number(viewer.userId);
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

/** The customer codes proved in a session (its data), without HTTP. */
export function codesInSession(session: { data?: Record<string, unknown> } | null | undefined): ProvenCode[] {
  const raw = session?.data?.[SESSION_CODES_KEY];
  return Array.isArray(raw) ? (raw as ProvenCode[]).filter((c) => Number.isInteger(c?.supplierId)) : [];
}

/**
 * Everything the access rule needs to know about the caller: the session's codes plus the account's codes.
 * Takes the caller (plugins/session.ts: callerOf), or anything with its user and session.
 */
export async function loadViewer(db: Db, caller: { user: SessionUser | null; session: LoadedSession | null }): Promise<Viewer> {
  // A code the supplier revoked since it was proven no longer opens its sheets (issue #27), in the session either.
  const proven = codesInSession(caller.session)
    .map((c) => Number(c.customerCodeId))
    .filter(Number.isSafeInteger);
  const ids = new Set(await liveCodeSupplierIds(db, proven));
  if (caller.user) {
    for (const id of await accountCodeSupplierIds(db, caller.user.id)) ids.add(id);
  }
  return { provenSupplierIds: ids, staff: caller.user ? staffMay(caller.user.profileTypes, 'sheets.read') : false, userId: caller.user?.id ?? null };
}

/**
 * Code 641 for a private sheet the viewer has no code for, naming the supplier to ask the code from and so offering
 * the customer-code request (issues #23 and #25), whatever the supplier's level: a sheet whose supplier is all
 * private is named too (a drum's QR code leads a worker there; the page must say whose code is needed).
 * Issue #11's rule still holds: the supplier of a private sheet is not revealed to someone who never met it. Codes are
 * 23 random digits since issue #11, so whoever holds one got it from the supplier's side (a label, a mail, a
 * colleague): they met the supplier. A code numbered from the former sequence (`iddcFromNumber`, computable by anyone
 * who knows one) proves nothing, so an all-private supplier's sheet asked by such a code stays anonymous, as before.
 * A mixed or public supplier shows itself to everyone and is always named.
 */
export async function customerCodeRequired(
  db: Db,
  sheet: { iddc?: string; supplier_id: number; supplier_code: string; supplier_name: string },
  askedCode?: string,
): Promise<AppError> {
  const level = await supplierAccessLevel(db, sheet.supplier_id);
  const guessable = [askedCode, sheet.iddc].some((code) => code !== undefined && isSequenceIddc(code));
  if (level !== 'mixed' && level !== 'public' && guessable) return new AppError('customerCodeRequired');
  return new AppError('customerCodeRequired', {
    data: [
      { name: 'supplier_code', value: sheet.supplier_code },
      { name: 'supplier_name', value: sheet.supplier_name },
    ],
  });
}

/**
 * The access rule applied to one sheet the caller asked for, the one "check and throw" of every route that returns
 * a sheet or data from it: a secret sheet is "not found" (605), a private one without a proven customer code
 * answers 641 (customerCodeRequired); otherwise it returns.
 */
export async function assertSheetVisible(
  db: Db,
  sheet: { iddc?: string; access: SheetAccess; supplier_id: number; supplier_code: string; supplier_name: string; uploaded_by?: number | string | null },
  viewer: Viewer,
  /** The code the caller asked by, when not the sheet's own (a superseded revision's code). */
  askedCode?: string,
): Promise<void> {
  const visibility = sheetVisibility(sheet, viewer);
  if (visibility === 'hidden') throw new AppError('documentNotFound');
  if (visibility === 'needs_customer_code') throw await customerCodeRequired(db, sheet, askedCode);
}
