import { sql } from 'kysely';
import type { Tx } from './repository.ts';

/** SQL of the demo space seeder. */

export async function spaceIsEmpty(db: Tx, userId: number): Promise<boolean> {
  const held = await db.selectFrom('user_documents').select('document_id').where('user_id', '=', userId).limit(1).execute();
  return held.length === 0;
}

/** Current public French sheets of the demo catalogue. */
export async function someLatestSheets(db: Tx, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM documents d
    WHERE d.is_latest AND d.deleted_at IS NULL AND d.access = 'public' AND d.uploaded_by IS NULL AND d.language = 'fr'
    ORDER BY d.id LIMIT ${count}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Older revisions of distinct products, with the current revision of each. */
export async function someSupersededSheets(db: Tx, count: number): Promise<{ id: number; latest_id: number }[]> {
  const { rows } = await sql<{ id: number; latest_id: number }>`
    SELECT DISTINCT ON (l.id) o.id, l.id AS latest_id FROM documents o
    JOIN documents l ON l.supplier_id = o.supplier_id AND l.product_key = o.product_key AND l.language = o.language AND l.is_latest
    WHERE NOT o.is_latest AND o.deleted_at IS NULL AND o.access = 'public' AND l.access = 'public' AND l.deleted_at IS NULL
    ORDER BY l.id, o.id DESC LIMIT ${count}`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), latest_id: Number(r.latest_id) }));
}

export async function addConsultations(
  db: Tx,
  rows: { document_id: number; user_id: number; kind: 'consult' | 'download'; created_at: Date }[],
): Promise<void> {
  await db.insertInto('consultations').values(rows).execute();
}

export async function setOwnFields(db: Tx, userId: number, documentId: number, fields: { internal_reference: string; site: string; storage_location: string }) {
  await sql`UPDATE user_documents SET internal_reference = ${fields.internal_reference}, site = ${fields.site},
    storage_location = ${fields.storage_location} WHERE user_id = ${userId} AND document_id = ${documentId}`.execute(db);
}
