import type pg from 'pg';

/**
 * A query as a named (prepared) statement, one name per SQL text: PostgreSQL keeps its plan on each connection,
 * so a repeated search pays no parsing and planning (for the search queries, planning cost about as much as
 * running them on a warm cache: 1-9 ms in EXPLAIN ANALYZE against under 1 ms for an exact lookup).
 * `keep: false` sends it unnamed instead (parsed and planned for this call only): for shapes that must not pile up
 * on the connection (keepsPlan).
 */
export function namedQuery(prefix: string, text: string, values: unknown[], keep = true): pg.QueryConfig {
  return keep ? { name: `${prefix}_${shapeHash(text)}`, text, values } : { text, values };
}

/** Page sizes whose search statements are kept prepared: the site's 15, the API's maximum and the usual sizes. */
const KEPT_PAGE_SIZES = new Set([10, 15, 20, 25, 50, 100]);

/**
 * Whether a search statement written for this page may be kept prepared on its connection. The page's size and
 * position shape the SQL text (searchByWords reads `offset + limit` rows and ranks within them), so every distinct
 * (limit, offset) was one more prepared statement, kept for the connection's life: 2,000 searches with distinct
 * offsets grew PostgreSQL's memory by 650 MB (about 325 KB each, 3,000,000 sheets). A usual page size, at a page
 * boundary, within the first `within` rows (what a ranked search reads) is kept: a bounded set of shapes. Any
 * other page is still answered, planned for that call only (a few ms more).
 */
export function keepsPlan(page: { limit: number; offset: number }, within: number): boolean {
  return KEPT_PAGE_SIZES.has(page.limit) && page.offset % page.limit === 0 && page.offset + page.limit <= within;
}

function shapeHash(sql: string): string {
  let h = 5381;
  for (let i = 0; i < sql.length; i++) h = (Math.imul(h, 33) ^ sql.charCodeAt(i)) >>> 0;
  return h.toString(36);
}
