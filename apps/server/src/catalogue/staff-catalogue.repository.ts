import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * SQL of the catalogue changes staff make from the back office (issue #26): a supplier's settings, a sheet's access,
 * a sheet's soft deletion. The catalogue owns suppliers and documents; the back office calls these inside its own
 * transaction (with its audit row). No rules here.
 */

type Conn = Db | Transaction<Database>;

export interface SupplierSettings {
  access_level: 'public' | 'private' | 'mixed';
  member: boolean;
  migrated: boolean;
  redirect_url: string | null;
  contact: Record<string, unknown>;
  customer_code_description: Record<string, string>;
  customer_code_help: Record<string, string>;
}

/** A supplier's editable settings, its row locked for the caller's transaction. */
export async function lockSupplierSettings(trx: Conn, supplierId: number) {
  return trx
    .selectFrom('suppliers')
    .select(['id', 'code', 'access_level', 'member', 'migrated', 'redirect_url', 'contact', 'customer_code_description', 'customer_code_help'])
    .where('id', '=', supplierId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSupplierSettings(trx: Conn, supplierId: number, settings: SupplierSettings): Promise<void> {
  await trx
    .updateTable('suppliers')
    .set({
      ...settings,
      contact: JSON.stringify(settings.contact),
      customer_code_description: JSON.stringify(settings.customer_code_description),
      customer_code_help: JSON.stringify(settings.customer_code_help),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', supplierId)
    .execute();
}

/** A sheet's access and deletion, its row locked for the caller's transaction. */
export async function lockSheetState(trx: Conn, iddc: string) {
  return trx.selectFrom('documents').select(['id', 'iddc', 'supplier_id', 'access', 'deleted_at']).where('iddc', '=', iddc).forUpdate().executeTakeFirst();
}

export async function setSheetAccess(trx: Conn, documentId: number, access: 'public' | 'private' | 'secret'): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ access, last_update: sql<Date>`now()` })
    .where('id', '=', documentId)
    .execute();
}

/** Soft deletion: the row, its file and its history stay (archiving: 10 years minimum); `at` null restores it. */
export async function setSheetDeleted(trx: Conn, documentId: number, at: Date | null): Promise<void> {
  await trx
    .updateTable('documents')
    .set({ deleted_at: at, last_update: sql<Date>`now()` })
    .where('id', '=', documentId)
    .execute();
}

/**
 * The live latest sheet of the same product and language as a deleted one, if any (documents_latest_key allows one):
 * a restore of the deleted sheet would make two.
 */
export async function liveSheetOfSameProduct(trx: Conn, documentId: number) {
  const { rows } = await sql<{ iddc: string; revision_date: string | null }>`
    SELECT live.iddc, live.revision_date::text AS revision_date
    FROM documents gone JOIN documents live
      ON live.supplier_id = gone.supplier_id AND live.product_key = gone.product_key AND live.language = gone.language
    WHERE gone.id = ${documentId} AND live.id <> gone.id AND live.is_latest AND live.deleted_at IS NULL
    LIMIT 1`.execute(trx);
  return rows[0];
}
