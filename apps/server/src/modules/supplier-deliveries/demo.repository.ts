import { sql } from 'kysely';
import { firstPublicSheets } from '../../catalogue/sheets.repository.ts';
import type { Db } from '../../db/database.ts';

/** SQL of the deliveries' demo data (demo.seeder.ts). No rules here. */

/** The supplier whose administrator `login` is, and that user (supplier-space's membership table, read only), or null. */
export async function supplierAdministeredBy(db: Db, login: string): Promise<{ supplierId: number; userId: number } | null> {
  const { rows } = await sql<{ supplier_id: number; user_id: number }>`
    SELECT m.supplier_id, m.user_id FROM supplier_members m JOIN users u ON u.id = m.user_id
    WHERE u.login = ${login} AND m.role = 'admin' ORDER BY m.supplier_id LIMIT 1`.execute(db);
  return rows[0] ? { supplierId: Number(rows[0].supplier_id), userId: Number(rows[0].user_id) } : null;
}

export async function hasDeliveries(db: Db, supplierId: number): Promise<boolean> {
  const row = await db.selectFrom('supplier_deliveries').select('id').where('supplier_id', '=', supplierId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Product codes of up to `limit` current public sheets of the supplier (the codes its deliveries name). */
export async function publicProductCodes(db: Db, supplierId: number, limit: number): Promise<string[]> {
  return (await firstPublicSheets(db, supplierId, limit)).map((s) => s.product);
}

/** The current public sheet of one of the supplier's products (its code, else its key), with its catalogue fields. */
export async function currentPublicSheet(db: Db, supplierId: number, product: string) {
  return db
    .selectFrom('documents')
    .select([
      'iddc',
      'product_name',
      'product_code',
      'language',
      sql<string | null>`to_char(revision_date, 'YYYY-MM-DD')`.as('revision_date'),
      'revision_version',
      'type',
      'ufi',
      'ean',
      'brand',
      'range',
      'regulation',
      'zone',
      'country',
      'cpro',
      'family',
      'access',
    ])
    .where('supplier_id', '=', supplierId)
    .where('is_latest', '=', true)
    .where('deleted_at', 'is', null)
    .where('access', '=', 'public')
    .where((eb) => eb.or([eb('product_code', '=', product), eb.and([eb('product_code', 'is', null), eb('product_key', '=', product)])]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
