import { sql } from 'kysely';
import type { ChangelogRow } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { Tx } from './repository.ts';
import './tables.ts';

/** SQL of the change log, the sheet history and the digests of the personal spaces (rules in changes.service.ts). */

export interface ReadingShape {
  hazards?: { hStatements?: string[]; euhStatements?: string[]; pictograms?: string[]; signalWord?: string | null };
}

export async function sheetState(db: Tx, documentId: number) {
  const { rows } = await sql<{ revision_date: string | null; revision_version: string | null; status: string | null; reading: ReadingShape | null }>`
    SELECT d.revision_date::text AS revision_date, d.revision_version, e.status, e.reading
    FROM documents d LEFT JOIN document_extractions e ON e.document_id = d.id WHERE d.id = ${documentId}`.execute(db);
  return rows[0];
}

export async function componentsOf(db: Tx, documentId: number) {
  const { rows } = await sql<{ name: string | null; cas: string | null; ec: string | null }>`
    SELECT name, cas, ec FROM document_components WHERE document_id = ${documentId} ORDER BY position`.execute(db);
  return rows;
}

export async function sheetVersion(db: Tx, documentId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'supplier_id', 'product_key', 'language', 'is_latest', 'access', 'deleted_at'])
    .where('id', '=', documentId)
    .executeTakeFirst();
}

/** Spaces holding an older catalogue version of the product of `latest` (locked for the move). */
export async function holdersOfOlderVersions(
  tx: Tx,
  latest: { id: number; supplier_id: number; product_key: string; language: string },
): Promise<{ user_id: number; document_id: number }[]> {
  const { rows } = await sql<{ user_id: number; document_id: number }>`
    SELECT u.user_id, u.document_id FROM user_documents u JOIN documents d ON d.id = u.document_id
    WHERE d.supplier_id = ${latest.supplier_id} AND d.product_key = ${latest.product_key} AND d.language = ${latest.language}
      AND d.id <> ${latest.id} AND NOT d.is_latest AND d.uploaded_by IS NULL
    FOR UPDATE OF u`.execute(tx);
  return rows;
}

/** Moves one space entry onto the new revision, keeping the old one in the sheet's history. */
export async function moveEntry(tx: Tx, userId: number, fromId: number, toId: number): Promise<void> {
  await sql`INSERT INTO my_fds_replaced (user_id, document_id, replaced_by) VALUES (${userId}, ${fromId}, ${toId})
    ON CONFLICT (user_id, document_id) DO UPDATE SET replaced_by = EXCLUDED.replaced_by`.execute(tx);
  const holdsNew = await sql`SELECT 1 FROM user_documents WHERE user_id = ${userId} AND document_id = ${toId}`.execute(tx);
  if (holdsNew.rows.length > 0) {
    await sql`DELETE FROM user_documents WHERE user_id = ${userId} AND document_id = ${fromId}`.execute(tx);
  } else {
    await sql`UPDATE user_documents SET document_id = ${toId}, updated_at = now() WHERE user_id = ${userId} AND document_id = ${fromId}`.execute(tx);
  }
}

export async function replacedBy(db: Tx, documentId: number): Promise<{ user_id: number; document_id: number }[]> {
  const { rows } = await sql<{ user_id: number; document_id: number }>`
    SELECT user_id, document_id FROM my_fds_replaced WHERE replaced_by = ${documentId}`.execute(db);
  return rows;
}

export async function insertChanges(
  db: Tx,
  userId: number,
  documentId: number,
  previousId: number,
  changes: { section: string; label: string; field: string; old_value: string | null; new_value: string | null }[],
): Promise<void> {
  await sql`INSERT INTO my_fds_changes (user_id, document_id, previous_document_id, section, label, field, old_value, new_value)
    SELECT ${userId}, ${documentId}, ${previousId}, c.section, c.label, c.field, c.old_value, c.new_value
    FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) AS c(section text, label text, field text, old_value text, new_value text)
    ON CONFLICT DO NOTHING`.execute(db);
}

/** Users with changes not yet mailed and no digest on that day. */
export async function usersToNotify(db: Tx, day: string): Promise<number[]> {
  const { rows } = await sql<{ user_id: number }>`
    SELECT DISTINCT c.user_id FROM my_fds_changes c
    WHERE c.notified_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM my_fds_digests g WHERE g.user_id = c.user_id AND g.day = ${day}::date)`.execute(db);
  return rows.map((r) => Number(r.user_id));
}

/** Takes the day's digest of a user; false when it was taken already. */
export async function takeDigest(tx: Tx, userId: number, day: string, at: Date): Promise<boolean> {
  const taken = await sql`INSERT INTO my_fds_digests (user_id, day, sent_at) VALUES (${userId}, ${day}::date, ${at})
    ON CONFLICT DO NOTHING RETURNING user_id`.execute(tx);
  return taken.rows.length > 0;
}

/** Marks a user's pending changes notified and answers them with their sheet. */
export async function markNotified(tx: Tx, userId: number, at: Date) {
  const { rows } = await sql<{ iddc: string; product_name: string; revision_date: string | null }>`
    UPDATE my_fds_changes c SET notified_at = ${at} FROM documents d
    WHERE c.user_id = ${userId} AND c.notified_at IS NULL AND d.id = c.document_id
    RETURNING d.iddc, d.product_name, d.revision_date::text AS revision_date`.execute(tx);
  return rows;
}

export async function recipient(tx: Tx, userId: number) {
  return tx.selectFrom('users').select(['email', 'language', 'status']).where('id', '=', userId).executeTakeFirst();
}

/** The change-log rows of a user, each with the id of its (new) sheet for the FDS-Extract gating. */
export async function changelogRows(db: Db, userId: number, start: Date, end: Date): Promise<(ChangelogRow & { document_id: number })[]> {
  const { rows } = await sql<ChangelogRow & { document_id: number }>`
    SELECT d.id AS document_id, d.iddc AS document_code, p.iddc AS previous_document_code, d.product_name, s.name AS supplier_name,
      c.section, c.label, c.created_at AS creation_date, c.modified_at AS modification_date, c.field AS modified_field,
      c.old_value, c.new_value
    FROM my_fds_changes c JOIN documents d ON d.id = c.document_id JOIN documents p ON p.id = c.previous_document_id
    JOIN suppliers s ON s.id = d.supplier_id
    WHERE c.user_id = ${userId} AND c.created_at >= ${start} AND c.created_at <= ${end}
    ORDER BY c.created_at DESC, c.id LIMIT 10000`.execute(db);
  return rows;
}
