import type pg from 'pg';
import { keepsPlan, namedQuery } from './named-query.ts';
import {
  COUNT_CAP,
  Params,
  PREFIX_CANDIDATES,
  rowColumns,
  TEXT_CAP,
  type SearchFilters,
  type SheetRow,
  type SortField,
  type TextMatch,
} from './search.repository.ts';

/** Catalogue words beginning with the typed text whose names are read for the "name starts with" tier. */
const STARTING_WORDS = 20;

type Page = { limit: number; offset: number; sort: SortField; direction: 'asc' | 'desc' };

/** Filters that search_word_sheets cannot answer itself (they need the sheet's row in documents). */
const ROW_FILTERS: (keyof SearchFilters)[] = ['productCode', 'ean', 'ufi', 'iddc', 'cpro', 'family', 'brand', 'type', 'range', 'regulation', 'zone', 'country'];

/**
 * Whether a product-name search can be answered from search_word_sheets alone (migration 0112): one typed word
 * standing for a few catalogue words (`text.words`), in one language, for everyone or one supplier, in relevance
 * order. Anything else (filters on other columns, another sort order) takes searchByName.
 */
export function canSearchByWords(f: SearchFilters, text: TextMatch, page: Page): boolean {
  return (
    !!text.words?.length &&
    !!f.language &&
    page.sort === 'relevance' &&
    (f.supplierIds === null || f.supplierIds.length === 1) &&
    ROW_FILTERS.every((key) => !f[key])
  );
}

/**
 * A one-word product-name search from index-only scans of search_word_sheets, which holds only visible sheets,
 * their access class and whether the name begins with the word: for each catalogue word, its first TEXT_CAP + 1
 * sheets in rank order (shortest names first), plus the shortest names beginning with the typed text (through the
 * catalogue words it begins, so "solvant" also ranks "Solvantine" after its own matches, as the prefix index of
 * searchByName does); the ranking
 * tiers of searchByName are computed from those rows (typed word, whole name, name start, whole word, then name
 * length). documents is read only for the page's rows and the rows tied with its last one (for the name order
 * that breaks ties), instead of for every candidate (the heap fetches were most of a one-word search).
 * Same answer as searchByName; beyond TEXT_CAP matches the count is "more than", as there.
 */
export async function searchByWords(
  pool: pg.Pool,
  f: SearchFilters,
  text: TextMatch,
  page: Page,
  userId: number | null = null,
): Promise<{ total: number; rows: SheetRow[] }> {
  const p = new Params();
  // $1: the proven suppliers, as rowColumns expects.
  const proven = p.add(f.provenSupplierIds);
  const columns = rowColumns(p.add(userId));
  const language = p.add(f.language);
  // One parameter per word (ARRAY[$3, $4]): the plan then knows how many words it reads, so PostgreSQL's generic
  // plan of the named statement costs what a custom one does and is kept after the first executions (an unnest of
  // an array parameter was estimated at 10 words: every search was planned again, 3-16 ms, more than it ran).
  const words = `ARRAY[${text.words!.map((w) => p.add(w)).join(', ')}]`;
  const token = p.add(text.phrase);
  // The typed word as the ranking reads it: whole when it is a catalogue word, else as a prefix (prefixQuery).
  const typedAsPrefix = p.add(text.prefixQuery.endsWith(':*'));
  const bySupplier = f.supplierIds?.length === 1 ? `AND ws.supplier_id = ${p.add(f.supplierIds[0])}::int` : '';
  const cap = Math.min(Math.max(TEXT_CAP, page.offset + page.limit), COUNT_CAP);
  // A private sheet only for a visitor who proved a customer code of its supplier (secret sheets have no rows).
  const read = (extra: string, limit: number) => `SELECT ws.document_id AS id, ws.name_len, ws.word, ws.starts
    FROM search_word_sheets ws
    WHERE ws.language = ${language} AND ws.word = u.word ${bySupplier} ${extra}
      AND (ws.access = 'public' OR ws.supplier_id = ANY(${proven}::int[]))
    ORDER BY ws.name_len, ws.document_id LIMIT ${limit}`;
  const tiers = 'r_typed DESC, r_name DESC, r_start DESC, r_words DESC, name_len';
  // Several words: their lists merged in rank order and cut after the (cap + 1)th sheet. One word: its list is
  // already that (distinct sheets in rank order, cap + 1 at most), and the merge's de-duplication, sort and bound
  // were a third of a one-word search (0.4 of 1.3 ms; issue #24).
  const oneWord = text.words!.length === 1;
  const kept = oneWord
    ? `kept AS (SELECT * FROM hits)`
    : `last AS MATERIALIZED (
      -- The (cap + 1)th sheet in rank order over all the words (none when fewer): the rows after it are not read.
      -- (A bound, not a join with the kept ids: the generic plan joined them by nested loop, 301 x 301 comparisons.)
      SELECT name_len, id FROM (SELECT DISTINCT id, name_len FROM hits) h ORDER BY name_len, id OFFSET ${cap} LIMIT 1
    ), kept AS (
      SELECT * FROM hits WHERE NOT EXISTS (SELECT 1 FROM last WHERE (hits.name_len, hits.id) > (last.name_len, last.id))
    )`;
  // One word's sheets are distinct already: counted without sorting them (count(DISTINCT) sorts its 301 ids).
  const countKept = oneWord ? 'count(*)' : 'count(DISTINCT id)';
  // The rows ranked for the page. One word: only those that can reach it, not all of its cap + 1 sheets (grouping
  // them was most of a one-word search after reading them; issue #24). Its sheets share the word, so they differ in
  // the tiers only by whether the name begins with the typed text (`starts`: the folded name begins with the word)
  // and otherwise follow their length: the page is among its first `shown` sheets and its first `shown` whose name
  // begins with it (ties on the length included), with the starting rows as before. A sheet of starting whose row of
  // the word is left out ranks lower than it should, but only below `shown` sheets that rank above it anyway.
  const shown = page.offset + page.limit;
  const head = oneWord
    ? `head AS (
      (SELECT * FROM hits ORDER BY name_len FETCH FIRST ${shown} ROWS WITH TIES)
      UNION ALL (SELECT * FROM hits WHERE starts ORDER BY name_len FETCH FIRST ${shown} ROWS WITH TIES)
    ),`
    : '';
  const sql = `WITH hits AS MATERIALIZED (
      SELECT x.* FROM unnest(${words}::text[]) u(word) CROSS JOIN LATERAL (${read('', cap + 1)}) x
    ), ${kept}, starting AS (
      SELECT x.* FROM (
        SELECT w.word FROM search_words w WHERE w.word >= ${token} AND w.word < ${token} || chr(1114111)
        ORDER BY w.word LIMIT ${STARTING_WORDS}
      ) u CROSS JOIN LATERAL (${read('AND ws.starts', PREFIX_CANDIDATES)}) x
    ), ${head} c AS (
      SELECT id, min(name_len) AS name_len,
        bool_or(CASE WHEN ${typedAsPrefix}::boolean THEN starts_with(word, ${token}) ELSE word = ${token} END) AS r_typed,
        bool_or(word = ${token} AND starts AND name_len = length(${token})) AS r_name,
        bool_or(starts AND starts_with(word, ${token})) AS r_start,
        bool_or(word = ${token}) AS r_words
      FROM (SELECT * FROM ${oneWord ? 'head' : 'kept'} UNION ALL SELECT * FROM starting) a
      GROUP BY id
    ), top AS (
      SELECT * FROM c ORDER BY ${tiers} FETCH FIRST ${page.offset + page.limit} ROWS WITH TIES
    ), ranked AS (
      -- The page's ids in order, numbered: only they are joined for their columns (numbering every row tied for the
      -- page's last place joined documents and suppliers for 40-60 rows to show 15; issue #24).
      SELECT p.id, p.rn FROM unnest(ARRAY(
        SELECT t.id FROM top t JOIN documents d ON d.id = t.id
        ORDER BY t.r_typed DESC, t.r_name DESC, t.r_start DESC, t.r_words DESC, t.name_len, d.name_fold, t.id
        LIMIT ${page.limit} OFFSET ${page.offset}
      )) WITH ORDINALITY p(id, rn)
    )
    SELECT (SELECT ${countKept}::int FROM kept) AS total, r.* FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT ranked.rn, ${columns} FROM ranked JOIN documents d ON d.id = ranked.id JOIN suppliers s ON s.id = d.supplier_id
    ) r ON true ORDER BY r.rn`;
  const { rows } = await pool.query(namedQuery('search_by_words', sql, p.values, keepsPlan(page, TEXT_CAP)));
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((r) => r.id !== null) };
}
