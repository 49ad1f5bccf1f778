import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * SQL of the supplier's statistics: the consultations table (written by modules/consultations: 'consult' for a
 * sheet page seen, 'preview' for the PDF opened in the browser, 'download' for the PDF saved) read per product and
 * language (every version of a sheet counts for it) and per calendar month (UTC).
 */
export interface MonthlyHitsRow {
  iddc: string;
  product_name: string;
  language: string;
  month: string;
  consultations: number;
  downloads: number;
}

export async function monthlyHits(db: Db, supplierId: number, since: Date): Promise<MonthlyHitsRow[]> {
  const { rows } = await sql<MonthlyHitsRow>`
    WITH hits AS (
      SELECT d.product_key, d.language, to_char(date_trunc('month', c.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
        count(*) FILTER (WHERE c.kind IN ('consult', 'preview'))::int AS consultations,
        count(*) FILTER (WHERE c.kind = 'download')::int AS downloads
      FROM documents d JOIN consultations c ON c.document_id = d.id
      WHERE d.supplier_id = ${supplierId} AND d.uploaded_by IS NULL AND c.created_at >= ${since}
      GROUP BY 1, 2, 3)
    SELECT l.iddc, l.product_name, h.language, h.month, h.consultations, h.downloads
    FROM hits h
    CROSS JOIN LATERAL (
      SELECT iddc, product_name FROM documents l
      WHERE l.supplier_id = ${supplierId} AND l.product_key = h.product_key AND l.language = h.language AND l.uploaded_by IS NULL
      ORDER BY l.is_latest DESC, l.id DESC LIMIT 1) l
    ORDER BY h.month DESC, h.consultations + h.downloads DESC, l.product_name
    LIMIT 5000`.execute(db);
  return rows;
}
