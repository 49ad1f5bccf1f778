import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isAdmin } from '../../plugins/session.ts';

/**
 * Whether the requester may see a sheet's data. A sheet's extracted data is as protected as its file: public
 * sheets of a public or mixed supplier are open; private and secret sheets, and every sheet of a private
 * supplier, need a proven customer code of that supplier (on the account or in the visitor's session), or the
 * sheet in the user's own space (uploaded or received). Refusal looks like a missing sheet so that nothing leaks.
 * TODO(catalogue): replace by the catalogue's access-rule function once merged, so the file and its data can
 * never disagree.
 */
export async function assertSheetVisible(db: Db, request: FastifyRequest, documentId: number): Promise<void> {
  if (await canSeeSheet(db, request, documentId)) return;
  throw new AppError('documentNotFound');
}

async function canSeeSheet(db: Db, request: FastifyRequest, documentId: number): Promise<boolean> {
  const sheet = await db
    .selectFrom('documents as d')
    .innerJoin('suppliers as s', 's.id', 'd.supplier_id')
    .select(['d.access', 'd.supplier_id', 's.access_level'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  if (!sheet) return false;
  if (sheet.access === 'public' && sheet.access_level !== 'private') return true;
  const user = request.user;
  if (user && isAdmin(user)) return true;
  if (user) {
    const own = await db
      .selectFrom('user_documents')
      .select('document_id')
      .where('user_id', '=', user.id)
      .where('document_id', '=', documentId)
      .where('source', 'in', ['upload', 'received'])
      .executeTakeFirst();
    if (own) return true;
    const code = await db
      .selectFrom('user_customer_codes as u')
      .innerJoin('customer_codes as c', 'c.id', 'u.customer_code_id')
      .select('c.id')
      .where('u.user_id', '=', user.id)
      .where('c.supplier_id', '=', sheet.supplier_id)
      .executeTakeFirst();
    if (code) return true;
  }
  const sessionCodes = request.session?.data?.customerCodes;
  if (Array.isArray(sessionCodes) && sessionCodes.length > 0) {
    const ids = sessionCodes.map(Number).filter(Number.isSafeInteger);
    if (ids.length === 0) return false;
    const code = await db
      .selectFrom('customer_codes')
      .select('id')
      .where('id', 'in', ids)
      .where('supplier_id', '=', sheet.supplier_id)
      .executeTakeFirst();
    if (code) return true;
  }
  return false;
}
