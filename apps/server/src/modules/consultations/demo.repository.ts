import { sql } from 'kysely';
import { firstPublicSheets } from '../../catalogue/sheets.repository.ts';
import type { Db } from '../../db/database.ts';

/** SQL of the consultations' demo data (demo.seeder.ts). No rules here. */

/** The supplier whose administrator `login` is (supplier-space's membership table, read only), or null. */
export async function supplierAdministeredBy(db: Db, login: string): Promise<number | null> {
  const { rows } = await sql<{ supplier_id: number }>`
    SELECT m.supplier_id FROM supplier_members m JOIN users u ON u.id = m.user_id
    WHERE u.login = ${login} AND m.role = 'admin' ORDER BY m.supplier_id LIMIT 1`.execute(db);
  return rows[0] ? Number(rows[0].supplier_id) : null;
}

/** Whether any sheet of the supplier was ever consulted (the demo data is then left alone). */
export async function supplierConsulted(db: Db, supplierId: number): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    SELECT 1 AS one FROM consultations c JOIN documents d ON d.id = c.document_id WHERE d.supplier_id = ${supplierId} LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** Up to `limit` current public sheets of the supplier, the oldest first. */
export async function publicSheets(db: Db, supplierId: number, limit: number): Promise<number[]> {
  return (await firstPublicSheets(db, supplierId, limit)).map((s) => s.id);
}

export async function insertConsultations(db: Db, rows: { document_id: number; kind: 'consult' | 'preview' | 'download'; created_at: Date }[]) {
  if (rows.length === 0) return;
  await db.transaction().execute((tx) => tx.insertInto('consultations').values(rows).execute());
}
