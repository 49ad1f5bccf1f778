import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentsTable } from '../db/core-tables.ts';
import type pg from 'pg';

/** The sheets anyone may find: the current version, not deleted, not secret (the access rule then applies). */
export const VISIBLE = `d.is_latest AND d.deleted_at IS NULL AND d.access <> 'secret'`;

/** A stored sheet with its supplier, as the sheet page and the file routes need it. */
export type SheetRecord = Omit<Selectable<DocumentsTable>, 'created_at' | 'superseded_by'> & {
  supplier_code: string;
  supplier_name: string;
  supplier_slug: string;
  supplier_contact: Record<string, unknown>;
  /** The user who uploaded it to their my-FDS space (a secret sheet only they open), else null. */
  uploaded_by: number | string | null;
};

const SHEET_COLUMNS = `d.id, d.iddc, d.supplier_id, s.code AS supplier_code, s.name AS supplier_name, s.slug AS supplier_slug,
  s.contact AS supplier_contact, d.product_key, d.product_name, d.product_name_slug, d.product_code, d.revision_date,
  d.revision_version, d.language, d.type, d.ufi, d.ean, d.brand, d.range, d.regulation, d.zone, d.country, d.cpro,
  d.family, d.access, d.language_group_id, d.is_latest, d.deleted_at, d.file_key, d.file_size, d.file_pages,
  d.file_sha256, d.last_update, d.uploaded_by`;

export async function sheetByCode(pool: pg.Pool, iddc: string): Promise<SheetRecord | null> {
  const { rows } = await pool.query(`SELECT ${SHEET_COLUMNS} FROM documents d JOIN suppliers s ON s.id = d.supplier_id WHERE d.iddc = $1`, [iddc]);
  return rows[0] ?? null;
}

/** A sheet by its id, whatever its version or state (the one source of a sheet's file starts from ids). */
export async function sheetById(pool: pg.Pool, id: number): Promise<SheetRecord | null> {
  const { rows } = await pool.query(`SELECT ${SHEET_COLUMNS} FROM documents d JOIN suppliers s ON s.id = d.supplier_id WHERE d.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The supplier name a user typed for their upload (my-FDS's user_documents, read only): uploads of a supplier the
 * catalogue does not know hang on a placeholder supplier, whose name must never stand for the user's own. */
export async function uploadSupplierName(pool: pg.Pool, documentId: number, userId: number): Promise<string | null> {
  const { rows } = await pool.query<{ name: string | null }>(
    `SELECT upload_supplier_name AS name FROM user_documents WHERE document_id = $1 AND user_id = $2`,
    [documentId, userId],
  );
  return rows[0]?.name ?? null;
}

/** The current version of a product in a language (the permanent link always resolves to it). */
export async function latestVersionOf(pool: pg.Pool, sheet: Pick<SheetRecord, 'supplier_id' | 'product_key' | 'language'>): Promise<SheetRecord | null> {
  const { rows } = await pool.query(
    `SELECT ${SHEET_COLUMNS} FROM documents d JOIN suppliers s ON s.id = d.supplier_id
     WHERE d.supplier_id = $1 AND d.product_key = $2 AND d.language = $3 AND d.is_latest AND d.deleted_at IS NULL`,
    [sheet.supplier_id, sheet.product_key, sheet.language],
  );
  return rows[0] ?? null;
}

/**
 * The version a document code leads to (the permanent link): the sheet itself when it is current, else the current
 * version of its product in its language; null for an unknown code or a product with no current version.
 */
export async function currentSheetByCode(pool: pg.Pool, iddc: string): Promise<SheetRecord | null> {
  const found = await sheetByCode(pool, iddc);
  if (!found) return null;
  return found.is_latest && !found.deleted_at ? found : latestVersionOf(pool, found);
}

/** Latest sheets of a supplier with this product code, every language. */
/** A supplier's latest sheets of one product code, the reader's language (then its fallbacks) first. */
export async function sheetsByProductCode(pool: pg.Pool, supplierId: number, productCode: string, provenSupplierIds: number[], languages: string[]) {
  const { rows } = await pool.query(
    `SELECT d.id, d.iddc, d.supplier_id, d.product_code, d.product_name, d.product_name_slug, s.name AS supplier_name,
       s.slug AS supplier_slug, s.code AS supplier_code, d.revision_date, d.revision_version, d.language, d.type, d.ufi,
       d.last_update, d.access, d.language_group_id
     FROM documents d JOIN suppliers s ON s.id = d.supplier_id
     WHERE ${VISIBLE} AND d.supplier_id = $1 AND upper(d.product_code) = upper($2) AND d.product_code IS NOT NULL
       AND (d.access = 'public' OR d.supplier_id = ANY($3::int[]))
     ORDER BY array_position($4::text[], d.language::text) NULLS LAST, d.language LIMIT 100`,
    [supplierId, productCode, provenSupplierIds, languages],
  );
  return rows;
}

/** Other visible sheets of the same supplier, most recently updated first (sheet page). */
export async function otherSheetsOfSupplier(pool: pg.Pool, sheet: SheetRecord, provenSupplierIds: number[], limit = 8) {
  const { rows } = await pool.query(
    `SELECT d.iddc, d.product_name, d.product_name_slug, d.language, d.revision_date
     FROM documents d WHERE ${VISIBLE} AND d.supplier_id = $1 AND d.id <> $2
       AND (d.access = 'public' OR d.supplier_id = ANY($3::int[]))
       AND (d.language_group_id IS DISTINCT FROM $4::bigint)
     ORDER BY d.last_update DESC LIMIT $5`,
    [sheet.supplier_id, sheet.id, provenSupplierIds, sheet.language_group_id, limit],
  );
  return rows as { iddc: string; product_name: string; product_name_slug: string; language: string; revision_date: string | null }[];
}

export async function recordFile(pool: pg.Pool, id: number, file: { key: string; size: number; pages: number | null; sha256: string }) {
  await pool.query(`UPDATE documents SET file_key = $2, file_size = $3, file_pages = $4, file_sha256 = $5 WHERE id = $1`, [
    id,
    file.key,
    file.size,
    file.pages,
    file.sha256,
  ]);
}

/** Figures of the statistics bar (GET /landing_page), from the per-supplier counts the catalogue keeps. */
export async function landingFigures(pool: pg.Pool) {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*) FROM suppliers WHERE member)::int AS suppliers,
            (SELECT coalesce(sum(document_count), 0) FROM suppliers)::bigint AS sheets,
            (SELECT count(DISTINCT value) FROM supplier_facets WHERE field = 'language')::int AS languages,
            (SELECT count(DISTINCT value) FROM supplier_facets WHERE field = 'country')::int AS countries`,
  );
  return rows[0] as { suppliers: number; sheets: number; languages: number; countries: number };
}

/**
 * Marks a document's extraction as running (the reader job, as it starts: the sheet is then "being read"). A sheet
 * that already has data keeps showing it (status extracted) until the new reading replaces it; with `onlyNew` (a
 * reading asked for, "queued"), a new row is written and an existing row is left alone entirely.
 */
export async function markInProgress(db: Db | Transaction<Database>, documentId: number, options: { onlyNew?: boolean } = {}): Promise<void> {
  await db
    .insertInto('document_extractions')
    .values({ document_id: documentId, status: 'in_progress', updated_at: sql<Date>`now()`, started_at: options.onlyNew ? null : sql<Date>`now()` })
    .onConflict((oc) =>
      options.onlyNew
        ? oc.column('document_id').doNothing()
        : oc
            .column('document_id')
            .doUpdateSet({ status: 'in_progress', updated_at: sql<Date>`now()`, started_at: sql<Date>`now()` })
            .where('document_extractions.status', '!=', 'extracted'),
    )
    .execute();
}

export interface RecordedFile {
  file_key: string;
  file_size: number;
  file_pages: number | null;
  file_sha256: string;
}

/**
 * Runs `render` under a per-sheet lock (one transaction): it gets the file recorded meanwhile by another caller, or
 * null, and the file it returns is recorded before the lock is released (issue #11: concurrent first opens rendered
 * a sheet twice and left an orphan file).
 */
export async function withSheetFileLock<T extends RecordedFile>(
  pool: pg.Pool,
  sheetId: number,
  render: (recorded: RecordedFile | null) => Promise<T & { again: boolean }>,
): Promise<T & { again: boolean }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(727275, $1::int)`, [Number(sheetId) % 2_147_483_647]);
    const { rows } = await client.query(`SELECT file_key, file_size, file_pages, file_sha256 FROM documents WHERE id = $1`, [sheetId]);
    const recorded = rows[0]?.file_key ? (rows[0] as RecordedFile) : null;
    const file = await render(recorded);
    if (!recorded) {
      await client.query(`UPDATE documents SET file_key = $2, file_size = $3, file_pages = $4, file_sha256 = $5 WHERE id = $1`, [
        sheetId,
        file.file_key,
        file.file_size,
        file.file_pages,
        file.file_sha256,
      ]);
    }
    await client.query('COMMIT');
    return file;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A supplier's access level (public, private or mixed). */
export async function supplierAccessLevel(db: Db, supplierId: number): Promise<string | undefined> {
  const row = await db.selectFrom('suppliers').select('access_level').where('id', '=', supplierId).executeTakeFirst();
  return row?.access_level;
}

/** Marks a sheet's extraction in progress inside the publisher's transaction (a pg client). */
export async function markInProgressWith(client: pg.ClientBase, documentId: number): Promise<void> {
  await client.query(`INSERT INTO document_extractions (document_id, status) VALUES ($1, 'in_progress') ON CONFLICT DO NOTHING`, [documentId]);
}

/**
 * What a latest sheet lacks (issue #11): a file never read (no extraction row), and update mails never sent
 * (subscriptions of its product still on an older version, after a superseded predecessor).
 */
export async function sheetNeeds(client: pg.ClientBase, documentId: number): Promise<{ needs_extraction: boolean; needs_mails: boolean } | undefined> {
  const { rows } = await client.query(
    `SELECT d.file_key IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM document_extractions e WHERE e.document_id = d.id) AS needs_extraction,
            d.access <> 'secret' AND EXISTS (SELECT 1 FROM documents p WHERE p.superseded_by = d.id)
              AND EXISTS (SELECT 1 FROM update_subscriptions s WHERE s.supplier_id = d.supplier_id AND s.product_key = d.product_key
                            AND s.language = d.language AND s.stopped_at IS NULL AND s.expires_at > now() AND s.document_id <> d.id)
              AS needs_mails
     FROM documents d WHERE d.id = $1 AND d.is_latest AND d.deleted_at IS NULL`,
    [documentId],
  );
  return rows[0];
}

/** The latest version of a sheet's product (access and deletion), for a superseded revision. */
export async function latestOfProduct(db: Db, sheet: { supplier_id: number; product_key: string; language: string }) {
  return db
    .selectFrom('documents')
    .select(['access', 'deleted_at'])
    .where('supplier_id', '=', sheet.supplier_id)
    .where('product_key', '=', sheet.product_key)
    .where('language', '=', sheet.language)
    .where('is_latest', '=', true)
    .executeTakeFirst();
}

/** Up to `limit` current public sheets of a supplier, the oldest first (the demo seeders' pick of its sheets). */
export async function firstPublicSheets(db: Db, supplierId: number, limit: number): Promise<{ id: number; product: string }[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'product_code', 'product_key'])
    .where('supplier_id', '=', supplierId)
    .where('is_latest', '=', true)
    .where('deleted_at', 'is', null)
    .where('access', '=', 'public')
    .orderBy('id')
    .limit(limit)
    .execute();
  // product: the code the supplier's deliveries name (its product code, else its key).
  return rows.map((r) => ({ id: Number(r.id), product: r.product_code ?? r.product_key }));
}
