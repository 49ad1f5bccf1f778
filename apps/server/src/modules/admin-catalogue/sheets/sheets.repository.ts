import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** SQL of the back office's sheet screens (reads; the changes are the catalogue's: staff-catalogue.repository.ts). */

export const SHEET_PAGE = 50;
const IDDC = /^\d{7}-\d{5}-\d{5}-\d{6}$/;

export interface StaffSheetRow {
  id: number;
  iddc: string;
  product_name: string;
  product_code: string | null;
  language: string;
  revision_date: string | null;
  supplier_code: string;
  supplier_name: string;
  access: 'public' | 'private' | 'secret';
  is_latest: boolean;
  deleted_at: Date | null;
  file_pages: number | null;
  extraction_status: string | null;
  extraction_error: string | null;
}

const columns = sql`d.id::int AS id, d.iddc, d.product_name, d.product_code, d.language, d.revision_date::text AS revision_date,
  s.code AS supplier_code, s.name AS supplier_name, d.access, d.is_latest, d.deleted_at, d.file_pages,
  e.status AS extraction_status, e.error AS extraction_error`;

export interface StaffSheetFilter {
  q?: string;
  supplier?: string;
  access?: 'public' | 'private' | 'secret';
  state: 'live' | 'deleted' | 'all';
  offset: number;
}

/**
 * Any sheet (every version, secret and deleted ones included), a page of SHEET_PAGE: by its code exactly, else by
 * the start of its folded product name or its product code (migration 0830's indexes), by name. Deleted sheets alone
 * and without a text come newest deletion first.
 */
export async function findStaffSheets(db: Db, filter: StaffSheetFilter): Promise<StaffSheetRow[]> {
  const where: RawBuilder<unknown>[] = [];
  const q = filter.q?.trim();
  if (q && IDDC.test(q)) where.push(sql`d.iddc = ${q}`);
  else if (q) {
    const prefix = `${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(sql`(d.name_fold LIKE f_fold(${prefix}) OR upper(d.product_code) = upper(${q}))`);
  }
  if (filter.supplier) where.push(sql`(s.code = ${filter.supplier} OR s.slug = ${filter.supplier})`);
  if (filter.access) where.push(sql`d.access = ${filter.access}`);
  if (filter.state === 'live') where.push(sql`d.deleted_at IS NULL`);
  if (filter.state === 'deleted') where.push(sql`d.deleted_at IS NOT NULL`);
  const conditions = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const order = filter.state === 'deleted' && !q ? sql`d.deleted_at DESC, d.id` : sql`d.name_fold, d.id`;
  const { rows } = await sql<StaffSheetRow>`
    SELECT ${columns}
    FROM documents d JOIN suppliers s ON s.id = d.supplier_id LEFT JOIN document_extractions e ON e.document_id = d.id
    ${conditions}
    ORDER BY ${order} LIMIT ${SHEET_PAGE} OFFSET ${filter.offset}`.execute(db);
  return rows;
}

/** One sheet by its code, whatever its state, with the reader's stored output. */
export async function staffSheetByCode(db: Db, iddc: string) {
  const { rows } = await sql<StaffSheetRow & { reader_version: string | null; reading: unknown; supplier_id: number }>`
    SELECT ${columns}, d.supplier_id, e.reader_version, e.reading
    FROM documents d JOIN suppliers s ON s.id = d.supplier_id LEFT JOIN document_extractions e ON e.document_id = d.id
    WHERE d.iddc = ${iddc}`.execute(db);
  return rows[0];
}

/** The ids of the sheets with these codes (those that exist). */
export async function sheetIdsByCodes(db: Db, iddcs: string[]): Promise<{ id: number; iddc: string }[]> {
  const { rows } = await sql<{ id: number; iddc: string }>`SELECT id::int AS id, iddc FROM documents WHERE iddc = ANY(${iddcs}::text[]) ORDER BY id`.execute(
    db,
  );
  return rows;
}
