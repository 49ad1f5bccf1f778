import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A sheet's stored reading (document_extractions), null when it was never read. */
export async function readingOf(db: Db, documentId: number): Promise<{ status: string; reading: unknown } | null> {
  const row = await db.selectFrom('document_extractions').select(['status', 'reading']).where('document_id', '=', documentId).executeTakeFirst();
  return row ? { status: row.status, reading: row.reading } : null;
}

/** Which of these sheet codes are in the user's my-FDS space (user_documents, read only: the my-fds module writes it). */
export async function codesInSpace(db: Db, userId: number, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_documents as u')
    .innerJoin('documents as d', 'd.id', 'u.document_id')
    .select('d.iddc')
    .where('u.user_id', '=', userId)
    .where('d.iddc', 'in', codes)
    .execute();
  return new Set(rows.map((r) => r.iddc));
}

/** True when the sheet is one the user uploaded to their space (kept secret from everyone else). */
export async function isOwnUpload(db: Db, documentId: number, userId: number): Promise<boolean> {
  // documents.uploaded_by (the my-fds uploads' column) is not in the typed schema: plain SQL, read only.
  const { rows } = await sql<{ id: number }>`SELECT id FROM documents WHERE id = ${documentId} AND uploaded_by = ${userId}`.execute(db);
  return rows.length > 0;
}
