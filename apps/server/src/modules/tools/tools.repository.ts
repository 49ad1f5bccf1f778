import type { Db } from '../../db/database.ts';

/** A sheet's stored reading (document_extractions), null when it was never read. */
export async function readingOf(db: Db, documentId: number): Promise<{ status: string; reading: unknown } | null> {
  const row = await db.selectFrom('document_extractions').select(['status', 'reading']).where('document_id', '=', documentId).executeTakeFirst();
  return row ? { status: row.status, reading: row.reading } : null;
}
