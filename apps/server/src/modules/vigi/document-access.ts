import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isAdmin } from '../../plugins/session.ts';

export interface WatchedDocument {
  id: number;
  iddc: string;
  product_name: string;
  supplier_name: string;
  supplier_code: string;
  language: string;
  revision_date: string | null;
  revision_version: string | null;
}

/**
 * Loads a sheet by its code if the request may read it, else answers 605 (the same answer as a missing sheet,
 * so a private sheet's existence does not leak). The substance watch's data is as protected as the file:
 *   - public sheets of public/mixed suppliers: everyone;
 *   - private sheets, or any sheet of a private supplier: users holding a customer code of that supplier
 *     (on the account, or proved in this session), the users who keep the sheet, admins;
 *   - secret sheets: the users who keep the sheet (received/uploaded) and admins.
 * TODO(catalogue): replace by the catalogue's access-rule function once branch catalogue is merged.
 */
export async function loadReadableDocument(db: Db, request: FastifyRequest, code: string): Promise<WatchedDocument> {
  const row = await db
    .selectFrom('documents as d')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .select([
      'd.id', 'd.iddc', 'd.product_name', 'd.language', 'd.access', 'd.deleted_at', 'd.supplier_id',
      sql<string | null>`d.revision_date::text`.as('revision_date'), 'd.revision_version',
      's.name as supplier_name', 's.code as supplier_code', 's.access_level',
    ])
    .where('d.iddc', '=', code)
    .executeTakeFirst();
  if (!row || row.deleted_at) throw new AppError('documentNotFound');
  const doc: WatchedDocument = {
    id: row.id, iddc: row.iddc, product_name: row.product_name, supplier_name: row.supplier_name,
    supplier_code: row.supplier_code, language: row.language, revision_date: row.revision_date,
    revision_version: row.revision_version,
  };
  const restricted = row.access !== 'public' || row.access_level === 'private';
  if (!restricted || isAdmin(request.user)) return doc;
  const userId = request.user?.id ?? null;
  if (userId !== null) {
    const kept = await db
      .selectFrom('user_documents')
      .select('document_id')
      .where('user_id', '=', userId)
      .where('document_id', '=', row.id)
      .executeTakeFirst();
    if (kept) return doc;
  }
  if (row.access === 'secret') throw new AppError('documentNotFound');
  if (userId !== null) {
    const code = await db
      .selectFrom('user_customer_codes as u')
      .innerJoin('customer_codes as c', 'c.id', 'u.customer_code_id')
      .select('c.id')
      .where('u.user_id', '=', userId)
      .where('c.supplier_id', '=', row.supplier_id)
      .executeTakeFirst();
    if (code) return doc;
  }
  if (sessionProvedSupplier(request, row.supplier_id, row.supplier_code)) return doc;
  throw new AppError('documentNotFound');
}

/** Customer codes a visitor proved are kept in the session data (`customer_codes`: [{supplier_id|supplier_code}]). */
function sessionProvedSupplier(request: FastifyRequest, supplierId: number, supplierCode: string): boolean {
  const proved = request.session?.data?.customer_codes;
  if (!Array.isArray(proved)) return false;
  return proved.some((p) => {
    const entry = p as { supplier_id?: unknown; supplier_code?: unknown };
    return Number(entry.supplier_id) === supplierId || entry.supplier_code === supplierCode;
  });
}
