import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The stored matches of some sheets (vigi_document_matches): which component position is on which list. */
export async function matchesOfSheets(db: Db, documentIds: number[]): Promise<{ document_id: number; position: number; list_code: string }[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql<{ document_id: number; position: number; list_code: string }>`
    SELECT DISTINCT document_id, position, list_code FROM vigi_document_matches
    WHERE document_id = ANY(${documentIds}::bigint[]) ORDER BY document_id, position, list_code`.execute(db);
  return rows.map((r) => ({ ...r, document_id: Number(r.document_id), position: Number(r.position) }));
}
