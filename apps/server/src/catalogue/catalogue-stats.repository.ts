import type pg from 'pg';

/** SQL of the per-supplier catalogue figures (sheet counts, result filter values). */

const FACETS = ['brand', 'range', 'regulation', 'zone', 'country', 'type', 'language'] as const;

/**
 * Refreshes what the catalogue keeps per supplier: the count of latest visible sheets (statistics bar,
 * autocomplete order) and the values of the result filters. One scan with GROUPING SETS; all suppliers, or
 * only the given ones after an import.
 */
export async function refreshCatalogueStats(client: pg.ClientBase | pg.Pool, supplierIds: number[] | null = null): Promise<void> {
  const only = supplierIds ? 'AND d.supplier_id = ANY($1::int[])' : '';
  const params = supplierIds ? [supplierIds] : [];
  const visible = `d.is_latest AND d.deleted_at IS NULL AND d.access <> 'secret'`;
  await client.query(
    `UPDATE suppliers s SET document_count = (SELECT count(*)::int FROM documents d WHERE d.supplier_id = s.id AND ${visible})
     ${supplierIds ? 'WHERE s.id = ANY($1::int[])' : ''}`,
    params,
  );
  await client.query(`DELETE FROM supplier_facets ${supplierIds ? 'WHERE supplier_id = ANY($1::int[])' : ''}`, params);
  const sets = FACETS.map((f) => `(d.supplier_id, d.${f})`).join(', ');
  const pick = FACETS.map((f) => `WHEN GROUPING(d.${f}) = 0 THEN '${f}'`).join(' ');
  const value = FACETS.map((f) => `WHEN GROUPING(d.${f}) = 0 THEN d.${f}`).join(' ');
  await client.query(
    `INSERT INTO supplier_facets (supplier_id, field, value, documents)
     SELECT supplier_id, field, value, n FROM (
       SELECT d.supplier_id, CASE ${pick} END AS field, CASE ${value} END AS value, count(*)::int AS n
       FROM documents d WHERE ${visible} ${only}
       GROUP BY GROUPING SETS (${sets})
     ) g WHERE value IS NOT NULL`,
    params,
  );
}
