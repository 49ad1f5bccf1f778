import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { MatchComponent } from './memory-matcher.ts';

/**
 * One round trip per request (function vigi_sheet_components, migration 0301): the components of some sheets with
 * their match keys (normalised by the same SQL functions as the SQL matcher, so both give the same ties), and the
 * stamp of the lists' current versions read in the same statement (hence the same snapshot: the components are
 * matched against exactly these versions).
 */
export async function readComponents(db: Db, documentIds: number[]): Promise<{ stamp: string; components: MatchComponent[] }> {
  const { rows } = await sql<MatchComponent & { stamp: string; document_id: number | null }>`
    SELECT * FROM vigi_sheet_components(${documentIds}::bigint[])`.execute(db);
  const stamp = rows[0]?.stamp ?? '';
  return { stamp, components: rows.filter((r) => r.document_id !== null).map(({ stamp: _, ...c }) => c) };
}
