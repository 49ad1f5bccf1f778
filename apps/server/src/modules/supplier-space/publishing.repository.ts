import type pg from 'pg';
import { sql } from 'kysely';
import type { SdsReading } from '@openfds/contract/sds-reading';
import type { Db } from '../../db/database.ts';
import './tables.ts';

/** SQL of the supplier's publishing: its drafts (with their reading), its sheets, the events of its sheets. */

export interface DraftRow {
  id: number;
  document_id: number;
  file_name: string;
  status: 'draft' | 'published' | 'discarded';
  language: string;
  file_key: string;
  file_size: number;
  file_pages: number | null;
  file_sha256: string;
  extraction_status: string | null;
  conformity: string[] | null;
  reading: SdsReading | null;
  replaces_iddc: string | null;
  published_iddc: string | null;
  created_at: Date;
}

const DRAFT = sql`SELECT r.id, r.document_id, r.file_name, r.status, d.language, d.file_key, d.file_size, d.file_pages, d.file_sha256,
    e.status AS extraction_status, e.conformity, e.reading, o.iddc AS replaces_iddc, p.iddc AS published_iddc, r.created_at
  FROM supplier_drafts r
  JOIN documents d ON d.id = r.document_id
  LEFT JOIN document_extractions e ON e.document_id = r.document_id
  LEFT JOIN documents o ON o.id = r.replaces_document_id
  LEFT JOIN documents p ON p.id = r.published_document_id`;

/** The supplier's drafts still waiting to be published, newest first. */
export async function openDrafts(db: Db, supplierId: number): Promise<DraftRow[]> {
  const { rows } =
    await sql<DraftRow>`${DRAFT} WHERE r.supplier_id = ${supplierId} AND r.status = 'draft' ORDER BY r.created_at DESC, r.id DESC LIMIT 200`.execute(db);
  return rows;
}

/** One draft of the supplier (any status): another supplier's draft is not found. */
export async function draftOf(db: Db, supplierId: number, id: number): Promise<DraftRow | undefined> {
  const { rows } = await sql<DraftRow>`${DRAFT} WHERE r.supplier_id = ${supplierId} AND r.id = ${id}`.execute(db);
  return rows[0];
}

export async function insertDraft(
  client: pg.ClientBase,
  values: { supplierId: number; documentId: number; fileName: string; replacesDocumentId: number | null; userId: number },
): Promise<number> {
  const { rows } = await client.query(
    `INSERT INTO supplier_drafts (supplier_id, document_id, file_name, replaces_document_id, uploaded_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [values.supplierId, values.documentId, values.fileName, values.replacesDocumentId, values.userId],
  );
  return Number(rows[0].id);
}

/** Closes a draft (published or discarded) if it is still open; false when another request closed it first. */
export async function closeDraft(client: pg.ClientBase, id: number, status: 'published' | 'discarded', publishedDocumentId: number | null): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE supplier_drafts SET status = $2, published_document_id = $3, updated_at = now() WHERE id = $1 AND status = 'draft'`,
    [id, status, publishedDocumentId],
  );
  return (rowCount ?? 0) > 0;
}

export async function insertSheetEvent(
  client: pg.ClientBase,
  values: { supplierId: number; documentId: number; action: 'published' | 'access' | 'withdrawn'; detail: Record<string, unknown>; userId: number | null },
): Promise<void> {
  await client.query(`INSERT INTO supplier_sheet_events (supplier_id, document_id, action, detail, user_id) VALUES ($1, $2, $3, $4, $5)`, [
    values.supplierId,
    values.documentId,
    values.action,
    JSON.stringify(values.detail),
    values.userId,
  ]);
}

/** A sheet of the supplier's catalogue (not a draft, not withdrawn) by any of its versions' codes, as the latest version. */
export interface OwnSheetRow {
  id: number;
  iddc: string;
  product_key: string;
  product_name: string;
  product_code: string | null;
  revision_date: string | null;
  revision_version: string | null;
  language: string;
  type: string;
  ufi: string | null;
  ean: string[];
  brand: string | null;
  range: string | null;
  regulation: string | null;
  zone: string | null;
  country: string | null;
  cpro: string | null;
  family: string | null;
  access: 'public' | 'private' | 'secret';
  file_key: string | null;
  file_size: number | null;
  file_pages: number | null;
  file_sha256: string | null;
}

export async function ownLatestSheet(db: Db, supplierId: number, iddc: string): Promise<OwnSheetRow | undefined> {
  const { rows } = await sql<OwnSheetRow>`
    SELECT l.id, l.iddc, l.product_key, l.product_name, l.product_code, l.revision_date::text AS revision_date, l.revision_version, l.language,
      l.type, l.ufi, l.ean, l.brand, l.range, l.regulation, l.zone, l.country, l.cpro, l.family, l.access, l.file_key, l.file_size,
      l.file_pages, l.file_sha256
    FROM documents c
    JOIN documents l ON l.supplier_id = c.supplier_id AND l.product_key = c.product_key AND l.language = c.language
      AND l.is_latest AND l.deleted_at IS NULL
    WHERE c.iddc = ${iddc} AND c.supplier_id = ${supplierId} AND c.uploaded_by IS NULL AND l.uploaded_by IS NULL
    LIMIT 1`.execute(db);
  return rows[0];
}

export interface SheetListRow {
  iddc: string;
  product_name: string;
  product_code: string | null;
  language: string;
  revision_date: string | null;
  revision_version: string | null;
  access: 'public' | 'private' | 'secret';
  last_update: Date;
  versions: number;
  total: number;
}

/** The supplier's current sheets (latest, not withdrawn, drafts apart), by name, with how many versions each has. */
export async function ownSheets(db: Db, supplierId: number, query: { q?: string; limit: number; offset: number }): Promise<SheetListRow[]> {
  const filter = query.q ? sql`AND (d.product_name ILIKE ${'%' + query.q + '%'} OR d.product_code ILIKE ${'%' + query.q + '%'} OR d.iddc = ${query.q})` : sql``;
  const { rows } = await sql<SheetListRow>`
    SELECT d.iddc, d.product_name, d.product_code, d.language, d.revision_date::text AS revision_date, d.revision_version, d.access,
      d.last_update,
      (SELECT count(*)::int FROM documents v WHERE v.supplier_id = d.supplier_id AND v.product_key = d.product_key AND v.language = d.language) AS versions,
      count(*) OVER ()::int AS total
    FROM documents d
    WHERE d.supplier_id = ${supplierId} AND d.is_latest AND d.deleted_at IS NULL AND d.uploaded_by IS NULL ${filter}
    ORDER BY d.product_name, d.language, d.id
    LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db);
  return rows;
}

export async function supplierLevel(db: Db, supplierId: number): Promise<'public' | 'private' | 'mixed'> {
  const row = await db.selectFrom('suppliers').select('access_level').where('id', '=', supplierId).executeTakeFirstOrThrow();
  return row.access_level as 'public' | 'private' | 'mixed';
}

/**
 * The file of a discarded draft when nothing else holds it: no other sheet with that file key (a published sheet, a
 * withdrawn one kept for the archive, another open draft), discarded drafts apart. Null when it must stay.
 */
export async function unusedDiscardedDraftFile(db: Db, documentId: number): Promise<string | null> {
  const { rows } = await sql<{ file_key: string }>`
    SELECT d.file_key FROM documents d
    JOIN supplier_drafts r ON r.document_id = d.id AND r.status = 'discarded'
    WHERE d.id = ${documentId} AND d.file_key IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM documents o
        WHERE o.file_sha256 = d.file_sha256 AND o.file_key = d.file_key AND o.id <> d.id
          AND NOT EXISTS (SELECT 1 FROM supplier_drafts x WHERE x.document_id = o.id AND x.status = 'discarded'))`.execute(db);
  return rows[0]?.file_key ?? null;
}

/** Open drafts uploaded before `before` (abandoned): their ids and sheets, oldest first, at most `limit`. */
export async function abandonedDrafts(db: Db, before: Date, limit: number): Promise<{ id: number; document_id: number }[]> {
  const { rows } = await sql<{ id: number; document_id: number }>`
    SELECT id, document_id FROM supplier_drafts WHERE status = 'draft' AND created_at < ${before} ORDER BY created_at LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), document_id: Number(r.document_id) }));
}
