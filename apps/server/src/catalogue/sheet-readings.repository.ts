import { CompiledQuery, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { SqlConnection } from '../jobs/queue.ts';

/** SQL of the one source of a sheet's file and reading (sheet-source.ts). No rules here. */

/**
 * Of these sheets, those whose reading should be asked for now: never read (no extraction row), or last found
 * "not available" (the file could not be loaded or rendered then; a later try may succeed). Deleted sheets are left.
 */
export async function sheetsToRead(db: Db | Transaction<Database>, documentIds: number[]): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM documents d LEFT JOIN document_extractions e ON e.document_id = d.id
    WHERE d.id = ANY(${documentIds}::bigint[]) AND d.deleted_at IS NULL
      AND (e.document_id IS NULL OR e.status = 'not_available')
    ORDER BY d.id`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** Marks these sheets' reading as asked for ("in progress" until the reader stores its outcome). */
export async function markReadingsAsked(db: Db | Transaction<Database>, documentIds: number[]): Promise<void> {
  if (documentIds.length === 0) return;
  await sql`
    INSERT INTO document_extractions (document_id, status, updated_at, started_at)
    SELECT unnest(${documentIds}::bigint[]), 'in_progress', now(), NULL
    ON CONFLICT (document_id) DO UPDATE SET status = 'in_progress', updated_at = now(), started_at = NULL
      WHERE document_extractions.status = 'not_available'`.execute(db);
}

/** A transaction as the job queue's connection: a job queued through it exists exactly when the transaction commits. */
export function jobConnectionOf(tx: Transaction<Database>): SqlConnection {
  return {
    async query(text, values = []) {
      const result = await tx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}
