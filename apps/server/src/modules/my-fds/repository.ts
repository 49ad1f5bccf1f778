import { sql, type Transaction } from 'kysely';
import type { MyFdsCollection, MyFdsEntryUpdate, MyFdsListQuery, MyFdsSource, SelectInfReg } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import './tables.ts';

/** SQL of the personal space (issue #12). No rules here: the service decides. */

export type Tx = Db | Transaction<Database>;

/** The supplier filter's code of an upload's supplier (issue #23): the prefix, then the name the user gave. */
export const UPLOAD_FILTER_PREFIX = 'upload:';

export interface SpaceRow {
  document_id: number;
  iddc: string;
  product_name: string;
  product_name_slug: string;
  supplier_name: string;
  supplier_name_slug: string;
  supplier_code: string | null;
  revision_date: string | null;
  revision_version: string | null;
  language: string;
  has_file: boolean;
  language_group_id: number | null;
  source: MyFdsSource;
  added_at: Date;
  in_space: boolean;
  newer_revision_code: string | null;
  extraction_status: string;
  /** The stored extraction status (null: never asked for), whether a reader started, and the stored reason. */
  reading_status: string | null;
  reading_started: boolean;
  reading_error: string | null;
  conformity: string[];
  internal_reference: string | null;
  site: string | null;
  storage_location: string | null;
  note: string | null;
  tools: { extraction: string; watch_lists: string[] } | null;
  total: number;
}

/** Sort of the consultation history tab (its rows are not kept sheets: the keys come from the sheet). */
const HISTORY_SORT_COLUMNS: Record<MyFdsListQuery['sort_by'], string> = {
  product_name: 'lower(d.product_name)',
  supplier_name: 'lower(coalesce(u.upload_supplier_name, s.name))',
  revision_date: 'd.revision_date',
  added_at: 'u.added_at',
  language: 'd.language',
  source: 'u.source',
};

/**
 * Sort of the space's tabs: the copies of the same keys a kept sheet carries (migration 0560, kept right by
 * triggers), one index each, so a page is read from an index instead of sorting the whole space.
 */
const SPACE_SORT_COLUMNS: Record<MyFdsListQuery['sort_by'], string> = {
  product_name: 'u.sort_product_name',
  supplier_name: 'u.sort_supplier_name',
  revision_date: 'u.sort_revision_date',
  added_at: 'u.added_at',
  language: 'u.sort_language',
  source: 'u.source',
};

const COLLECTION_SOURCES: Partial<Record<MyFdsCollection, MyFdsSource>> = {
  favourites: 'favourite',
  uploads: 'upload',
  received: 'received',
};

/**
 * The newer revision a kept sheet has: for a catalogue sheet, the current version of its product when the kept
 * one is no longer it; for an upload, the catalogue sheet it matches when that one is more recent. Only a sheet the
 * user may open is named (issue #22: an upload naming a private supplier's product gave that private sheet's code
 * to someone without its customer code): public, or private of a supplier whose code the account holds.
 */
function newerRevision(userId: number) {
  const mayOpen = sql`(l.access = 'public' OR (l.access = 'private' AND l.supplier_id IN (SELECT cc.supplier_id FROM user_customer_codes ucc
      JOIN customer_codes cc ON cc.id = ucc.customer_code_id WHERE ucc.user_id = ${userId})))`;
  return sql`CASE
  WHEN d.uploaded_by IS NOT NULL THEN (
    SELECT l.iddc FROM documents c JOIN documents l
      ON l.supplier_id = c.supplier_id AND l.product_key = c.product_key AND l.language = c.language AND l.is_latest AND l.deleted_at IS NULL
    WHERE c.id = u.catalogue_document_id AND l.revision_date > coalesce(d.revision_date, '-infinity'::date) AND ${mayOpen} LIMIT 1)
  WHEN NOT d.is_latest THEN (
    SELECT l.iddc FROM documents l
    WHERE l.supplier_id = d.supplier_id AND l.product_key = d.product_key AND l.language = d.language
      AND l.is_latest AND l.deleted_at IS NULL AND ${mayOpen} AND l.id <> d.id LIMIT 1)
  END`;
}

const ROW_COLUMNS = sql`d.id AS document_id, d.iddc, d.product_name, d.product_name_slug,
  coalesce(u.upload_supplier_name, s.name) AS supplier_name, s.slug AS supplier_name_slug,
  CASE WHEN d.uploaded_by IS NULL THEN s.code END AS supplier_code,
  d.revision_date::text AS revision_date, d.revision_version, d.language, d.file_key IS NOT NULL AS has_file,
  d.language_group_id, coalesce(e.status, 'not_extracted') AS extraction_status, coalesce(e.conformity, '{}') AS conformity,
  e.status AS reading_status, e.started_at IS NOT NULL AS reading_started, e.error AS reading_error`;

/** One page of the space (or of the consultation history tab), with the total count of the filtered rows. */
export async function listSpace(db: Db, userId: number, query: MyFdsListQuery, historySince: Date, orderedIds: number[] = []): Promise<SpaceRow[]> {
  const filters = [];
  if (query.product_name) filters.push(sql`d.name_fold LIKE '%' || f_fold(${query.product_name}) || '%'`);
  if (query.supplier_code?.startsWith(UPLOAD_FILTER_PREFIX)) {
    filters.push(sql`d.uploaded_by IS NOT NULL AND u.upload_supplier_name = ${query.supplier_code.slice(UPLOAD_FILTER_PREFIX.length)}`);
  } else if (query.supplier_code) filters.push(sql`s.code = ${query.supplier_code}`);
  const where = filters.length ? sql`AND ${sql.join(filters, sql` AND `)}` : sql``;
  const direction = query.sort_direction === 'asc' ? sql`ASC` : sql`DESC`;
  if (query.document_col === 'history') {
    const sort = sql.raw(HISTORY_SORT_COLUMNS[query.sort_by]);
    // The consultation history: the sheets the user opened in the last 24 months, latest consultation first.
    const { rows } = await sql<SpaceRow>`
      WITH seen AS (
        SELECT document_id, max(created_at) AS added_at FROM consultations
        WHERE user_id = ${userId} AND created_at >= ${historySince} GROUP BY document_id)
      SELECT ${ROW_COLUMNS}, 'consultation' AS source, v.added_at,
        ku.user_id IS NOT NULL AS in_space, ${newerRevision(userId)} AS newer_revision_code,
        ku.internal_reference, ku.site, ku.storage_location, ku.note, ku.tools, count(*) OVER () AS total
      FROM seen v
      JOIN documents d ON d.id = v.document_id
      JOIN suppliers s ON s.id = d.supplier_id
      LEFT JOIN user_documents ku ON ku.user_id = ${userId} AND ku.document_id = d.id
      CROSS JOIN LATERAL (SELECT NULL::text AS upload_supplier_name, NULL::bigint AS catalogue_document_id, v.added_at, 'consultation'::text AS source) u
      LEFT JOIN document_extractions e ON e.document_id = d.id
      WHERE d.deleted_at IS NULL AND d.access <> 'secret' ${where}
      ORDER BY ${sort} ${direction}, d.id ${direction}
      LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db);
    return rows;
  }
  const source = COLLECTION_SOURCES[query.document_col];
  // Orders: the sheets of the space a paid order's credits were spent on (the entitlement service gives their ids).
  const collection = query.document_col === 'orders' ? sql`AND u.document_id = ANY(${orderedIds}::bigint[])` : source ? sql`AND u.source = ${source}` : sql``;
  const sort = sql.raw(SPACE_SORT_COLUMNS[query.sort_by]);
  // Two steps: the page's ids are read in the order of the kept sheets' own sort keys (an index of
  // user_documents), then only those rows are joined to their sheet and get the per-row work (newer revision
  // lookup, extraction state). Without a filter the page comes straight from the index and the count from
  // another; a filter on the product name or supplier joins the sheets of the space to test it.
  const filtered = filters.length > 0;
  const page = filtered
    ? sql`SELECT u.document_id, count(*) OVER () AS total
      FROM user_documents u
      JOIN documents d ON d.id = u.document_id
      JOIN suppliers s ON s.id = d.supplier_id
      WHERE u.user_id = ${userId} AND NOT u.sheet_deleted ${collection} ${where}
      ORDER BY ${sort} ${direction}, u.document_id ${direction}
      LIMIT ${query.limit} OFFSET ${query.offset}`
    : sql`SELECT u.document_id, (SELECT count(*) FROM user_documents u WHERE u.user_id = ${userId} AND NOT u.sheet_deleted ${collection}) AS total
      FROM user_documents u
      WHERE u.user_id = ${userId} AND NOT u.sheet_deleted ${collection}
      ORDER BY ${sort} ${direction}, u.document_id ${direction}
      LIMIT ${query.limit} OFFSET ${query.offset}`;
  const { rows } = await sql<SpaceRow>`
    WITH page AS (${page})
    SELECT ${ROW_COLUMNS}, u.source, u.added_at, true AS in_space, ${newerRevision(userId)} AS newer_revision_code,
      u.internal_reference, u.site, u.storage_location, u.note, u.tools, p.total
    FROM page p
    -- Each of the page's rows by its key (OFFSET 0 keeps the lookup per row: a hash join would read the whole space).
    CROSS JOIN LATERAL (SELECT * FROM user_documents u WHERE u.user_id = ${userId} AND u.document_id = p.document_id OFFSET 0) u
    JOIN documents d ON d.id = u.document_id
    JOIN suppliers s ON s.id = d.supplier_id
    LEFT JOIN document_extractions e ON e.document_id = d.id
    ORDER BY ${sort} ${direction}, u.document_id ${direction}`.execute(db);
  return rows;
}

/** Count of a filtered list when the requested page is past its end (the window count is then unknown). */
export async function countSpace(db: Db, userId: number, query: MyFdsListQuery, historySince: Date, orderedIds: number[] = []): Promise<number> {
  const rows = await listSpace(db, userId, { ...query, limit: 1, offset: 0 }, historySince, orderedIds);
  return rows[0]?.total ?? 0;
}

/** The other languages of the sheets of one page (documents_languages). */
export async function languagesOf(db: Db, groupIds: number[]): Promise<{ language_group_id: number; language: string; iddc: string }[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await sql<{ language_group_id: number; language: string; iddc: string }>`
    SELECT language_group_id, language, iddc FROM documents
    WHERE language_group_id = ANY(${groupIds}::bigint[]) AND is_latest AND deleted_at IS NULL AND access <> 'secret'
    ORDER BY language`.execute(db);
  return rows;
}

/** One kept sheet by code. */
export async function entryByCode(db: Tx, userId: number, iddc: string): Promise<SpaceRow | undefined> {
  const { rows } = await sql<SpaceRow>`
    SELECT ${ROW_COLUMNS}, u.source, u.added_at, true AS in_space, ${newerRevision(userId)} AS newer_revision_code,
      u.internal_reference, u.site, u.storage_location, u.note, u.tools, 1 AS total
    FROM user_documents u
    JOIN documents d ON d.id = u.document_id
    JOIN suppliers s ON s.id = d.supplier_id
    LEFT JOIN document_extractions e ON e.document_id = d.id
    WHERE u.user_id = ${userId} AND d.iddc = ${iddc} AND d.deleted_at IS NULL`.execute(db);
  return rows[0];
}

export interface CatalogueSheet {
  id: number;
  iddc: string;
  access: 'public' | 'private' | 'secret';
  supplier_id: number;
  uploaded_by: number | null;
  is_latest: boolean;
}

/** Catalogue sheets by code (deleted ones left out). */
export async function sheetsByCodes(db: Tx, codes: string[]): Promise<CatalogueSheet[]> {
  if (codes.length === 0) return [];
  const { rows } = await sql<CatalogueSheet>`
    SELECT id, iddc, access, supplier_id, uploaded_by, is_latest FROM documents
    WHERE iddc = ANY(${codes}::text[]) AND deleted_at IS NULL`.execute(db);
  return rows;
}

/** Suppliers for which the user proved a customer code (kept on the account). */
export async function provenSupplierIds(db: Tx, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('user_customer_codes')
    .innerJoin('customer_codes', 'customer_codes.id', 'user_customer_codes.customer_code_id')
    .select('customer_codes.supplier_id')
    .where('user_customer_codes.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.supplier_id));
}

/** Puts sheets into a space; a sheet already there keeps its source and date. Returns the ids newly added. */
export async function insertEntries(
  db: Tx,
  userId: number,
  documentIds: number[],
  source: MyFdsSource,
  extra: { uploadSupplierName?: string | null; catalogueDocumentId?: number | null; addedAt?: Date } = {},
): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql<{ document_id: number }>`
    INSERT INTO user_documents (user_id, document_id, source, added_at, upload_supplier_name, catalogue_document_id)
    SELECT ${userId}, id, ${source}, ${extra.addedAt ?? new Date()}, ${extra.uploadSupplierName ?? null}, ${extra.catalogueDocumentId ?? null}
    FROM unnest(${documentIds}::bigint[]) AS id
    ON CONFLICT (user_id, document_id) DO NOTHING
    RETURNING document_id`.execute(db);
  return rows.map((r) => Number(r.document_id));
}

/** Removes sheets (all when ids is null); returns the removed document ids. */
export async function deleteEntries(db: Tx, userId: number, documentIds: number[] | null): Promise<number[]> {
  let query = db.deleteFrom('user_documents').where('user_id', '=', userId);
  if (documentIds) query = query.where('document_id', 'in', documentIds.length ? documentIds : [-1]);
  const rows = await query.returning('document_id').execute();
  return rows.map((r) => Number(r.document_id));
}

/**
 * Bytes of the user's live uploads (the storage quota counts them). A supplier's drafts are not the user's my-FDS
 * uploads (issue #27): the supplier space bounds and expires them (supplier-space/draft-files.ts).
 */
export async function uploadedBytes(db: Tx, userId: number): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`SELECT coalesce(sum(file_size), 0)::text AS bytes FROM documents d
    WHERE d.uploaded_by = ${userId} AND d.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM supplier_drafts r WHERE r.document_id = d.id)`.execute(db);
  return Number(rows[0].bytes);
}

/** True when a sheet that is not deleted still has this file (uploads of the same bytes share one key). */
export async function fileKeyInUse(db: Tx, fileKey: string): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`SELECT EXISTS (SELECT 1 FROM documents WHERE file_key = ${fileKey} AND deleted_at IS NULL) AS used`.execute(db);
  return rows[0].used;
}

export async function updateEntry(db: Tx, userId: number, documentId: number, fields: MyFdsEntryUpdate): Promise<void> {
  await sql`UPDATE user_documents SET internal_reference = ${fields.internal_reference}, site = ${fields.site},
      storage_location = ${fields.storage_location}, note = ${fields.note}, updated_at = now()
    WHERE user_id = ${userId} AND document_id = ${documentId}`.execute(db);
}

export async function updateTools(db: Tx, userId: number, documentId: number, tools: SelectInfReg): Promise<void> {
  await sql`UPDATE user_documents SET tools = ${JSON.stringify(tools)}::jsonb, updated_at = now()
    WHERE user_id = ${userId} AND document_id = ${documentId}`.execute(db);
}

/** Suppliers present in the space (the supplier filter). */
export async function spaceSuppliers(db: Db, userId: number): Promise<{ supplier_code: string; supplier_name: string; documents: number }[]> {
  const { rows } = await sql<{ supplier_code: string; supplier_name: string; documents: number }>`
    SELECT s.code AS supplier_code, s.name AS supplier_name, count(*)::int AS documents
    FROM user_documents u JOIN documents d ON d.id = u.document_id JOIN suppliers s ON s.id = d.supplier_id
    WHERE u.user_id = ${userId} AND d.deleted_at IS NULL AND d.uploaded_by IS NULL
    GROUP BY s.code, s.name
    UNION ALL
    -- Issue #23: the suppliers named on the user's uploads too (their code is the name, marked as an upload's).
    SELECT ${UPLOAD_FILTER_PREFIX}::text || u.upload_supplier_name, u.upload_supplier_name, count(*)::int
    FROM user_documents u JOIN documents d ON d.id = u.document_id
    WHERE u.user_id = ${userId} AND d.deleted_at IS NULL AND d.uploaded_by IS NOT NULL AND u.upload_supplier_name IS NOT NULL
    GROUP BY u.upload_supplier_name
    ORDER BY 2`.execute(db);
  return rows.sort((a, b) => a.supplier_name.localeCompare(b.supplier_name));
}

/** Catalogue sheets the user consulted since a date, with the latest consultation of each. */
export async function consultedSheets(db: Tx, userId: number, since: Date): Promise<{ document_id: number; consulted_at: Date; in_space: boolean }[]> {
  const { rows } = await sql<{ document_id: number; consulted_at: Date; in_space: boolean }>`
    SELECT c.document_id, max(c.created_at) AS consulted_at,
      EXISTS (SELECT 1 FROM user_documents u WHERE u.user_id = ${userId} AND u.document_id = c.document_id) AS in_space
    FROM consultations c JOIN documents d ON d.id = c.document_id
    WHERE c.user_id = ${userId} AND c.created_at >= ${since} AND d.deleted_at IS NULL AND d.access <> 'secret'
    GROUP BY c.document_id ORDER BY max(c.created_at) DESC`.execute(db);
  return rows.map((r) => ({ ...r, document_id: Number(r.document_id) }));
}

/** Hazard statements, pictograms, signal word and components of a read sheet (null when it was not read). */
export async function extractedSummary(db: Tx, documentId: number) {
  const { rows } = await sql<{
    status: string;
    reading: { hazards?: { hStatements?: string[]; euhStatements?: string[]; pictograms?: string[]; signalWord?: string | null } } | null;
  }>`
    SELECT status, reading FROM document_extractions WHERE document_id = ${documentId}`.execute(db);
  const row = rows[0];
  if (!row || row.status !== 'extracted' || !row.reading) return null;
  const { rows: components } = await sql<{ name: string | null; cas: string | null; ec: string | null; concentration: string | null }>`
    SELECT name, cas, ec, conc_raw AS concentration FROM document_components WHERE document_id = ${documentId} ORDER BY position`.execute(db);
  const h = row.reading.hazards ?? {};
  return {
    h_statements: [...(h.hStatements ?? []), ...(h.euhStatements ?? [])],
    pictograms: h.pictograms ?? [],
    signal_word: h.signalWord ?? null,
    components,
  };
}

export async function uploadFileOf(db: Tx, userId: number, iddc: string) {
  return db
    .selectFrom('user_documents')
    .innerJoin('documents', 'documents.id', 'user_documents.document_id')
    .select(['documents.file_key', 'documents.product_name_slug'])
    .where('user_documents.user_id', '=', userId)
    .where('documents.iddc', '=', iddc)
    .where('documents.deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface HistoryRow {
  document_code: string;
  product_name: string;
  supplier_name: string;
  revision_date: string | null;
  language: string;
  consulted_at: string;
  consultations: number;
  myFDS: boolean;
}

export async function consultationHistory(db: Tx, userId: number, start: Date, end: Date): Promise<HistoryRow[]> {
  const { rows } = await sql<HistoryRow>`
    SELECT d.iddc AS document_code, d.product_name, s.name AS supplier_name, d.revision_date::text AS revision_date,
      d.language, max(c.created_at) AS consulted_at, count(*)::int AS consultations,
      EXISTS (SELECT 1 FROM user_documents u WHERE u.user_id = ${userId} AND u.document_id = d.id) AS "myFDS"
    FROM consultations c JOIN documents d ON d.id = c.document_id JOIN suppliers s ON s.id = d.supplier_id
    WHERE c.user_id = ${userId} AND c.created_at >= ${start} AND c.created_at <= ${end}
      AND d.deleted_at IS NULL AND d.access <> 'secret'
    GROUP BY d.id, s.name ORDER BY max(c.created_at) DESC LIMIT 5000`.execute(db);
  return rows;
}

/** Moves an entry's date to a later consultation; answers 1 when it changed. */
export async function redateEntry(tx: Tx, userId: number, documentId: number, at: Date): Promise<number> {
  const res = await sql`UPDATE user_documents SET added_at = ${at}, updated_at = now()
    WHERE user_id = ${userId} AND document_id = ${documentId} AND added_at < ${at}`.execute(tx);
  return Number(res.numAffectedRows ?? 0);
}

export async function accountCustomerCodes(db: Tx, userId: number) {
  return db
    .selectFrom('user_customer_codes as u')
    .innerJoin('customer_codes as c', 'c.id', 'u.customer_code_id')
    .innerJoin('suppliers as s', 's.id', 'c.supplier_id')
    .select(['s.name as supplier_name', 's.code as supplier_code', 'c.code as customer_code', 'u.added_at'])
    .where('u.user_id', '=', userId)
    .orderBy('s.name')
    .execute();
}

export async function readingsOf(db: Tx, ids: number[]) {
  const { rows } = await sql<{ document_id: number; reading: unknown }>`
    SELECT document_id, reading FROM document_extractions WHERE document_id = ANY(${ids}::bigint[])`.execute(db);
  return rows;
}

export async function componentsOfSheets(db: Tx, ids: number[]) {
  const { rows } = await sql<{
    document_id: number;
    position: number;
    name: string | null;
    cas: string | null;
    ec: string | null;
    reach_number: string | null;
    conc_raw: string | null;
    h_statements: string[];
  }>`
    SELECT document_id, position, name, cas, ec, reach_number, conc_raw, h_statements FROM document_components
    WHERE document_id = ANY(${ids}::bigint[]) ORDER BY document_id, position`.execute(db);
  return rows;
}
