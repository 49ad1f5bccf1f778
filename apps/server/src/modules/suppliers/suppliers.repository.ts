import type pg from 'pg';

export { SUPPLIER_COLUMNS, supplierByCodeOrSlug, type SupplierRecord } from '../../catalogue/suppliers.repository.ts';
import { SUPPLIER_COLUMNS, type SupplierRecord } from '../../catalogue/suppliers.repository.ts';

/**
 * Supplier autocomplete in SQL: names starting with the typed text first (btree on the folded name), then names
 * close to it (trigram GIN), then names containing it, biggest catalogues first among equals. The routes use the
 * in-memory SupplierDirectory (same rules, microseconds instead of milliseconds); this query is its reference in
 * supplier-directory.test.ts.
 */
export async function autocompleteSuppliersSql(pool: pg.Pool, typed: string, limit: number): Promise<SupplierRecord[]> {
  const escaped = typed.replace(/[%_\\]/g, (c) => `\\${c}`);
  const { rows } = await pool.query(
    `SELECT ${SUPPLIER_COLUMNS} FROM (
       SELECT *, 0 AS tier FROM suppliers WHERE f_fold(name) LIKE f_fold($1) || '%'
       UNION ALL
       SELECT *, 1 AS tier FROM suppliers WHERE f_fold(name) % f_fold($2) AND f_fold(name) NOT LIKE f_fold($1) || '%'
       UNION ALL
       SELECT *, 2 AS tier FROM suppliers WHERE f_fold(name) LIKE '%' || f_fold($1) || '%' AND f_fold(name) NOT LIKE f_fold($1) || '%'
     ) s
     ORDER BY tier, document_count DESC, name LIMIT $3`,
    [escaped, typed, limit * 2],
  );
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true))).slice(0, limit);
}

/**
 * The supplier an account names in the migration check: its code, its slug, or its name as typed in the staged
 * search (case and accents aside), since the check runs before the supplier search.
 */
export async function supplierByAccount(pool: pg.Pool, account: string): Promise<SupplierRecord | null> {
  const { rows } = await pool.query(
    `SELECT ${SUPPLIER_COLUMNS} FROM suppliers WHERE code = $1 OR slug = $1 OR f_fold(name) = f_fold($1)
     ORDER BY (code = $1) DESC, (slug = $1) DESC, id LIMIT 1`,
    [account],
  );
  return rows[0] ?? null;
}

/**
 * Values of one result filter, for a supplier or the whole catalogue, most frequent first. The values and counts
 * of an all-private supplier count only for a viewer who proved one of its codes (issue #11).
 */
export async function facetValues(pool: pg.Pool, field: string, supplierId: number | null, limit: number, provenSupplierIds: number[] = []) {
  const { rows } = await pool.query(
    `SELECT value, sum(documents)::int AS documents FROM supplier_facets f
     WHERE field = $1 AND ($2::int IS NULL OR supplier_id = $2)
       AND (f.supplier_id = ANY($4::int[]) OR NOT EXISTS (SELECT 1 FROM suppliers s WHERE s.id = f.supplier_id AND s.access_level = 'private'))
     GROUP BY value ORDER BY 2 DESC, value LIMIT $3`,
    [field, supplierId, limit, provenSupplierIds],
  );
  return rows as { value: string; documents: number }[];
}

/**
 * A stamp of the suppliers table for the in-memory directory (supplier-directory.ts): xmin changes with every insert
 * or update of a row (renames, counts, access levels), the count with deletions.
 */
export async function suppliersStamp(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query({
    name: 'supplier_directory_stamp',
    text: `SELECT count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text || '/' || coalesce(max(updated_at)::text, '') AS stamp FROM suppliers`,
  });
  return rows[0].stamp as string;
}

/** Every supplier with its name folded as PostgreSQL folds it (f_fold), for the in-memory directory. */
export async function allSuppliersFolded(pool: pg.Pool): Promise<(SupplierRecord & { name_fold: string })[]> {
  const { rows } = await pool.query(`SELECT ${SUPPLIER_COLUMNS}, f_fold(name) AS name_fold FROM suppliers`);
  return rows;
}
