import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { ExtractionState, NOT_READ_STATE } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ComponentRow } from './component-rows.ts';

/** SQL of the extraction feature (document_extractions, document_components). No business rules here. */

export interface DocumentToRead {
  id: number;
  iddc: string;
  language: string;
  fileKey: string | null;
  deleted: boolean;
}

export async function findDocumentToRead(db: Db, documentId: number): Promise<DocumentToRead | null> {
  const row = await db.selectFrom('documents').select(['id', 'iddc', 'language', 'file_key', 'deleted_at']).where('id', '=', documentId).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, iddc: row.iddc, language: row.language, fileKey: row.file_key, deleted: row.deleted_at !== null };
}

export interface StoredExtraction {
  /** Every state but `not_read`, which is only answered (visitor-readings.ts). */
  status: Exclude<ExtractionState, typeof NOT_READ_STATE>;
  readerVersion: string | null;
  reading: unknown | null;
  conformity: string[];
  error: string | null;
}

/** Inserts or replaces the extraction row of a document. */
export async function saveExtraction(db: Db | Transaction<Database>, documentId: number, value: StoredExtraction): Promise<void> {
  const row = {
    status: value.status,
    reader_version: value.readerVersion,
    reading: value.reading === null ? null : JSON.stringify(value.reading),
    conformity: value.conformity,
    error: value.error,
    extracted_at: value.reading === null ? null : sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto('document_extractions')
    .values({ document_id: documentId, ...row })
    .onConflict((oc) => oc.column('document_id').doUpdateSet(row))
    .execute();
}

// Queuing a sheet's reading is the catalogue core's (the publisher and other modules queue it too).
export { markInProgress } from '../../catalogue/sheets.repository.ts';

/** Replaces all component rows of a document. */
export async function replaceComponents(trx: Transaction<Database>, documentId: number, rows: ComponentRow[]): Promise<void> {
  await trx.deleteFrom('document_components').where('document_id', '=', documentId).execute();
  // Inserted in chunks: a 300-component sheet stays far below PostgreSQL's bind-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('document_components')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export interface ExtractionView {
  status: ExtractionState | null;
  readerVersion: string | null;
  reading: unknown | null;
  conformity: string[];
  extractedAt: Date | null;
}

/** The stored extraction of a sheet, null when it was never queued. */
export async function findExtraction(db: Db, documentId: number): Promise<ExtractionView | null> {
  const row = await db
    .selectFrom('document_extractions')
    .select(['status', 'reader_version', 'reading', 'conformity', 'extracted_at'])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    status: row.status,
    readerVersion: row.reader_version,
    reading: row.reading ?? null,
    conformity: row.conformity ?? [],
    extractedAt: row.extracted_at ? new Date(row.extracted_at) : null,
  };
}

/**
 * Sheets whose stored reading comes from another reader version than `currentVersion` (or that were never read),
 * in id order after `afterId`; with `all`, every sheet with a file. Keyset paging keeps each call cheap on
 * millions of rows.
 */
export async function findSheetsToReextract(db: Db, options: { currentVersion: string; all: boolean; afterId: number; limit: number }): Promise<number[]> {
  let query = db
    .selectFrom('documents as d')
    .leftJoin('document_extractions as e', 'e.document_id', 'd.id')
    .select('d.id')
    .where('d.file_key', 'is not', null)
    .where('d.deleted_at', 'is', null)
    .where('d.id', '>', options.afterId)
    .orderBy('d.id')
    .limit(options.limit);
  if (!options.all) {
    // A sheet whose reader broke (issue #22) has no verdict yet: read again whatever the version.
    query = query.where((eb) =>
      eb.or([eb('e.reader_version', 'is', null), eb('e.reader_version', '!=', options.currentVersion), eb('e.status', '=', 'reader_failed')]),
    );
  }
  return (await query.execute()).map((r) => r.id);
}

/** How many sheets findSheetsToReextract would walk through, for the progress bar. */
export async function countSheetsToReextract(db: Db, options: { currentVersion: string; all: boolean }): Promise<number> {
  let query = db
    .selectFrom('documents as d')
    .leftJoin('document_extractions as e', 'e.document_id', 'd.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('d.file_key', 'is not', null)
    .where('d.deleted_at', 'is', null);
  if (!options.all) {
    // A sheet whose reader broke (issue #22) has no verdict yet: read again whatever the version.
    query = query.where((eb) =>
      eb.or([eb('e.reader_version', 'is', null), eb('e.reader_version', '!=', options.currentVersion), eb('e.status', '=', 'reader_failed')]),
    );
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sheets (document ids, after `afterId`, in id order) with a stored component whose CAS is one of `cas`. */
export async function sheetsWithComponentCas(db: Db, cas: string[], afterId: number, limit: number): Promise<number[]> {
  if (cas.length === 0) return [];
  const rows = await db
    .selectFrom('document_components')
    .select('document_id')
    .distinct()
    .where('cas', 'in', cas)
    .where('document_id', '>', afterId)
    .orderBy('document_id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.document_id));
}

/**
 * The parts of the stored readings (Annex II check, revision date, composition, sections) of some sheets that are
 * extracted and carry an Annex II check, locked until the caller's
 * transaction ends (a reading stored meanwhile by the reader waits, and is never overwritten by an older one).
 */
export async function lockReadingsWithAnnexII(trx: Transaction<Database>, documentIds: number[]): Promise<{ documentId: number; reading: unknown }[]> {
  if (documentIds.length === 0) return [];
  const rows = await trx
    .selectFrom('document_extractions')
    // Only the parts the Annex II list findings are made from (the whole reading, with its evidence, is bigger); the
    // server still reads each whole reading, so this saves transfer and parsing, not disk (bench/annex-ii-refresh).
    .select([
      'document_id',
      sql<unknown>`jsonb_build_object(
        'annexII', reading->'annexII',
        'identification', jsonb_build_object('revisionDate', reading->'identification'->'revisionDate'),
        'composition', reading->'composition',
        'sections', reading->'sections'
      )`.as('reading'),
    ])
    .where('document_id', 'in', documentIds)
    .where('status', '=', 'extracted')
    .where(sql<boolean>`reading ? 'annexII'`)
    .orderBy('document_id')
    .forUpdate()
    .execute();
  return rows.map((r) => ({ documentId: Number(r.document_id), reading: r.reading }));
}

/** Replaces the Annex II check inside a stored reading (the rest of the reading untouched). */
export async function saveAnnexII(trx: Transaction<Database>, documentId: number, annexII: unknown): Promise<void> {
  await trx
    .updateTable('document_extractions')
    .set({ reading: sql`jsonb_set(reading, '{annexII}', ${JSON.stringify(annexII)}::jsonb)`, updated_at: sql<Date>`now()` })
    .where('document_id', '=', documentId)
    .execute();
}

/**
 * Copies a finished reading (its row and components) from one sheet to another holding the same file, inside the
 * caller's pg transaction: a published draft keeps the reading of its draft instead of being read again (issue #27).
 * False when the source has no finished reading (nothing copied: the caller queues a reading as usual).
 */
export async function copyReading(client: pg.ClientBase, fromDocumentId: number, toDocumentId: number): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO document_extractions (document_id, status, reader_version, reading, conformity, error, extracted_at, started_at, updated_at)
     SELECT $2, status, reader_version, reading, conformity, error, extracted_at, started_at, now()
     FROM document_extractions WHERE document_id = $1 AND status <> 'in_progress'
     ON CONFLICT (document_id) DO UPDATE SET status = EXCLUDED.status, reader_version = EXCLUDED.reader_version, reading = EXCLUDED.reading,
       conformity = EXCLUDED.conformity, error = EXCLUDED.error, extracted_at = EXCLUDED.extracted_at, started_at = EXCLUDED.started_at,
       updated_at = now()`,
    [fromDocumentId, toDocumentId],
  );
  if (!rowCount) return false;
  await client.query(`DELETE FROM document_components WHERE document_id = $1`, [toDocumentId]);
  await client.query(
    `INSERT INTO document_components (document_id, position, name, cas, ec, index_number, reach_number, cas_valid, ec_valid, conc_min, conc_max,
       conc_unit, conc_raw, h_statements)
     SELECT $2, position, name, cas, ec, index_number, reach_number, cas_valid, ec_valid, conc_min, conc_max, conc_unit, conc_raw, h_statements
     FROM document_components WHERE document_id = $1`,
    [fromDocumentId, toDocumentId],
  );
  return true;
}
