import type pg from 'pg';
import { namedQuery } from './named-query.ts';
import { TtlMemo } from './ttl-memo.ts';
import { VISIBLE } from '../../catalogue/sheets.repository.ts';
import { supplierByCodeOrSlug } from '../../catalogue/suppliers.repository.ts';

/**
 * SQL of the public sheet search. Every query keeps the literal predicate of the partial search indexes
 * (is_latest AND deleted_at IS NULL AND access <> 'secret') so the planner can use them, and bounds its work:
 * counts stop at COUNT_CAP, ranking looks at a bounded set of candidates. Measured plans: bench/README.md.
 */
export const COUNT_CAP = 10_000;
/** Matches read, counted and ranked by a product-name search (one bitmap scan; see searchByName). */
export const TEXT_CAP = 300;
export const PREFIX_CANDIDATES = 100;
/** Most catalogue words a one-word search is read for from search_word_sheets (one ranked scan each). */
export const MAX_WORDS = 5;

export { VISIBLE };

export interface SearchFilters {
  supplierIds: number[] | null;
  /** Sheet language, or null for every language. */
  language: string | null;
  provenSupplierIds: number[];
  productCode?: string;
  ean?: string;
  ufi?: string;
  iddc?: string;
  cpro?: string;
  family?: string;
  brand?: string;
  type?: string;
  range?: string;
  regulation?: string;
  zone?: string;
  country?: string;
}

export interface TextMatch {
  /** Folded words joined by one space (for "name starts with"). */
  phrase: string;
  /** tsquery text used to find the rows. */
  matchQuery: string;
  /** tsquery text of the words as typed, complete words (ranking). */
  exactQuery: string;
  /** tsquery text of the words as typed, as prefixes (ranking typo-expanded searches). */
  prefixQuery: string;
  /** The few catalogue words a one-word search stands for (the word when whole, the words it begins, or its
   * spelling alternatives): their sheets are read from search_word_sheets in rank order instead of the GIN index. */
  words?: string[];
}

export type SortField = 'relevance' | 'product_name' | 'revision_date' | 'supplier_name' | 'language';

/** Collects positional parameters while a WHERE clause is built. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Whether the words index of one supplier's language (supplierWords) finds the rows: see whereClause. */
function supplierWords(f: SearchFilters): boolean {
  return f.supplierIds?.length === 1 && !!f.language;
}

function whereClause(p: Params, f: SearchFilters, opts: { supplierOnRow?: boolean } = {}): string {
  const parts = [VISIBLE, `(d.access = 'public' OR d.supplier_id = ANY(${p.add(f.provenSupplierIds)}::int[]))`];
  // One supplier as a plain equality, so its (supplier_id, language, name_fold) index also gives the name order.
  // supplierOnRow: the rows come from the supplier-words index (0940), which holds that supplier's rows only; as a
  // plain equality the generic plan also read the supplier's whole entry of documents_supplier_idx (every sheet
  // and revision of a large supplier, ~100,000 entries, 2 ms) to AND it with bitmaps that already held only its
  // rows. "+ 0" keeps the check on each row without offering that index.
  if (f.supplierIds?.length === 1 && opts.supplierOnRow) parts.push(`d.supplier_id + 0 = ${p.add(f.supplierIds[0])}::int`);
  else if (f.supplierIds?.length === 1) parts.push(`d.supplier_id = ${p.add(f.supplierIds[0])}::int`);
  else if (f.supplierIds) parts.push(`d.supplier_id = ANY(${p.add(f.supplierIds)}::int[])`);
  if (f.language) parts.push(`d.language = ${p.add(f.language)}`);
  if (f.productCode) parts.push(`upper(d.product_code) = upper(${p.add(f.productCode)}) AND d.product_code IS NOT NULL`);
  if (f.ean) parts.push(`d.ean @> ARRAY[${p.add(f.ean)}::text]`);
  if (f.ufi) parts.push(`d.ufi = ${p.add(f.ufi)} AND d.ufi IS NOT NULL`);
  if (f.iddc) parts.push(`d.iddc = ${p.add(f.iddc)}`);
  if (f.cpro) parts.push(`d.cpro = ${p.add(f.cpro)} AND d.cpro IS NOT NULL`);
  const exact: [keyof SearchFilters, string][] = [
    ['family', 'family'],
    ['brand', 'brand'],
    ['type', 'type'],
    ['range', 'range'],
    ['regulation', 'regulation'],
    ['zone', 'zone'],
    ['country', 'country'],
  ];
  for (const [key, column] of exact) {
    const value = f[key];
    if (value) parts.push(`d.${column} = ${p.add(value)}`);
  }
  return parts.join(' AND ');
}

/**
 * The words condition of a product-name search. In one language it goes through the per-language words index of
 * 0110 ('fr:nettoyant'): a frequent word's postings in that language only, instead of every language's postings
 * filtered afterwards (about 3.5 times fewer for French, more for the other languages). Every language: 0100's index.
 */
function wordsMatch(p: Params, f: SearchFilters, queryParam: string, bySupplier = supplierWords(f)): string {
  if (!f.language) return `d.name_tsv @@ to_tsquery('simple', ${queryParam})`;
  // Within one supplier: that supplier's postings in that language only ('17.fr:nettoyant', 0940). A two-word search
  // in a large supplier read the language's postings of both words (~800) and ANDed them with the supplier's
  // bitmap; now the postings it needs (issue #24: 7.3 -> 3.4 ms, generic plan, 3,000,000 sheets).
  if (bySupplier) {
    const key = p.add(`${f.supplierIds![0]}.${f.language}`);
    return `f_lang_words(d.supplier_id::text || '.' || d.language, d.name_tsv) @@ f_lang_query(${key}, to_tsquery('simple', ${queryParam}))`;
  }
  return `f_lang_words(d.language, d.name_tsv) @@ f_lang_query(${p.add(f.language)}, to_tsquery('simple', ${queryParam}))`;
}

/** Number of sheets browsed (no text), exact up to COUNT_CAP (then COUNT_CAP + 1 means "more"); an index-only
 * scan for a supplier's list. */
export async function countSheets(pool: pg.Pool, f: SearchFilters): Promise<number> {
  const p = new Params();
  const where = whereClause(p, f);
  const sql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM documents d WHERE ${where} LIMIT ${COUNT_CAP + 1}) x`;
  const { rows } = await pool.query(namedQuery('count_sheets', sql, p.values));
  return rows[0].n as number;
}

/** Matching sheets per language (exact identifier lookups: few rows, one query for the whole fallback chain). */
export async function countByLanguage(pool: pg.Pool, f: SearchFilters): Promise<Map<string, number>> {
  const p = new Params();
  const where = whereClause(p, { ...f, language: null });
  const { rows } = await pool.query(
    namedQuery(
      'count_by_language',
      `SELECT language, count(*)::int AS n FROM (SELECT d.language FROM documents d WHERE ${where} LIMIT ${COUNT_CAP + 1}) x GROUP BY language`,
      p.values,
    ),
  );
  return new Map(rows.map((r) => [r.language as string, r.n as number]));
}

export interface SheetRow {
  id: number;
  iddc: string;
  supplier_id: number;
  product_code: string | null;
  product_name: string;
  product_name_slug: string;
  supplier_name: string;
  supplier_slug: string;
  supplier_code: string;
  revision_date: string | null;
  revision_version: string | null;
  language: string;
  type: string;
  ufi: string | null;
  last_update: Date;
  access: 'public' | 'private';
  language_group_id: number | null;
  /** Other visible language versions [{lang, iddc}], conformity flags, and whether the user keeps it. */
  languages: { lang: string; iddc: string }[] | null;
  conformity: string[] | null;
  my_fds: boolean;
}

/** Columns of a result row; the per-row extras are small indexed subqueries, so a page is one round trip.
 * $1 is the proven supplier ids (whereClause adds it first), `userParam` the user id or null. */
export function rowColumns(userParam: string): string {
  return `d.id, d.iddc, d.supplier_id, d.product_code, d.product_name, d.product_name_slug, s.name AS supplier_name,
  s.slug AS supplier_slug, s.code AS supplier_code, d.revision_date, d.revision_version, d.language, d.type, d.ufi,
  d.last_update, d.access, d.language_group_id,
  (SELECT json_agg(json_build_object('lang', o.language, 'iddc', o.iddc) ORDER BY o.language) FROM documents o
     WHERE o.language_group_id = d.language_group_id AND o.is_latest AND o.deleted_at IS NULL AND o.access <> 'secret'
       AND (o.access = 'public' OR o.supplier_id = ANY($1::int[]))) AS languages,
  (SELECT e.conformity FROM document_extractions e WHERE e.document_id = d.id) AS conformity,
  EXISTS (SELECT 1 FROM user_documents u WHERE u.user_id = ${userParam}::bigint AND u.document_id = d.id) AS my_fds`;
}

function orderBy(sort: SortField, direction: 'asc' | 'desc', ranked: string[]): string {
  // (browsing order; searchByName orders its candidates itself)
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  const byField: Record<Exclude<SortField, 'relevance'>, string> = {
    product_name: `d.name_fold ${dir}`,
    revision_date: `d.revision_date ${dir} NULLS LAST`,
    supplier_name: `s.name ${dir}`,
    language: `d.language ${dir}`,
  };
  const keys = sort === 'relevance' ? ranked : [byField[sort], ...ranked];
  return [...keys, 'd.id'].join(', ');
}

/** One page of sheets. With a text, the best match first: whole name, name start, whole words, shorter names. */
export async function findSheets(
  pool: pg.Pool,
  f: SearchFilters,
  page: { limit: number; offset: number; sort: SortField; direction: 'asc' | 'desc' },
  userId: number | null = null,
): Promise<SheetRow[]> {
  // Browsing (a supplier's sheets, or filters only): name order straight from an index.
  const p = new Params();
  const where = whereClause(p, f);
  const columns = rowColumns(p.add(userId));
  const sql = `SELECT ${columns} FROM documents d JOIN suppliers s ON s.id = d.supplier_id
    WHERE ${where} ORDER BY ${orderBy(page.sort, page.direction, ['d.name_fold'])}
    LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`;
  return (await pool.query(namedQuery('find_sheets', sql, p.values))).rows;
}

/**
 * A product-name search in one round trip: the matching rows are read once (GIN bitmap on the words, at most
 * TEXT_CAP + 1 of them), counted, ranked best match first together with the names that start with the typed text
 * (prefix index), and only the page's rows are joined for their columns. Ranking: every word as typed (not a
 * spelling alternative), whole name, name start, whole words, then shorter names. Beyond TEXT_CAP matches the
 * count is "more than" and the order is best-effort among the rows read (the UI asks to refine).
 */
export async function searchByName(
  pool: pg.Pool,
  f: SearchFilters,
  text: TextMatch,
  page: { limit: number; offset: number; sort: SortField; direction: 'asc' | 'desc' },
  userId: number | null = null,
): Promise<{ total: number; rows: SheetRow[] }> {
  const p = new Params();
  const where = whereClause(p, f);
  const columns = rowColumns(p.add(userId));
  const phrase = p.add(text.phrase);
  const prefixLike = p.add(`${text.phrase.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const exactQ = p.add(text.exactQuery);
  const typedQ = p.add(text.prefixQuery);
  const cap = Math.min(Math.max(TEXT_CAP, page.offset + page.limit), COUNT_CAP);
  // The ranking queries as sub-selects: in the generic plan to_tsquery of a parameter is not folded to a constant,
  // so it parsed both queries again for each of the 300-400 candidates; a sub-select is computed once (an InitPlan).
  // 20-30 % of a two-word search (issue #24).
  const rankColumns = `d.id, d.supplier_id, d.name_fold, d.revision_date, d.language,
    (d.name_tsv @@ (SELECT to_tsquery('simple', ${typedQ}))) AS r_typed, (d.name_fold = ${phrase}) AS r_name,
    (d.name_fold LIKE ${prefixLike}) AS r_start, (d.name_tsv @@ (SELECT to_tsquery('simple', ${exactQ}))) AS r_words`;
  const dir = page.direction === 'desc' ? 'DESC' : 'ASC';
  const byField: Record<SortField, string> = {
    relevance: '',
    product_name: `c.name_fold ${dir}, `,
    revision_date: `c.revision_date ${dir} NULLS LAST, `,
    supplier_name: `s.name ${dir}, `,
    language: `c.language ${dir}, `,
  };
  // The suppliers only for the supplier-name order: joined for every search, they were a hash of all 900 suppliers
  // built for 300-400 candidates (0.2 ms of a 3.5 ms two-word search; issue #24).
  const bySupplierName = page.sort === 'supplier_name' ? 'JOIN suppliers s ON s.id = c.supplier_id' : '';
  const order = `${byField[page.sort]}c.r_typed DESC, c.r_name DESC, c.r_start DESC, c.r_words DESC, length(c.name_fold), c.name_fold, c.id`;
  // Names starting with the typed text come from the (language, name_fold) index: only with a language (the
  // last fallback, every language, relies on the words alone rather than scan the table). Ordered by that index's
  // own operator (text_pattern_ops, ~<~): ORDER BY name_fold alone could not use it, and a brand name that begins
  // 12,000 names of a language was read whole and sorted (38 ms) for these 100. Within one supplier the
  // (supplier_id, language, name_fold) index gives the plain name order instead.
  // The prefix is also given as a range of two parameters: a LIKE pattern becomes an index range only when the
  // planner sees its text, and the named statement's generic plan does not (it read a supplier's whole language,
  // 30,000 rows, for these 100). Byte order: the catalogue database is created with the C collation, so the
  // supplier index's plain order and text_pattern_ops agree. The range alone is the test (issue #24): in byte order,
  // phrase <= name < phrase || U+10FFFF holds exactly for the names that begin with the phrase. A LIKE filter next
  // to it made the generic plan guess 0.5 % of 0.5 % of a language, fewer rows than the LIMIT, so it read every
  // name of the range into a bitmap and sorted them (563 rows, 2 ms of a 5.5 ms two-word search) instead of the
  // first 100 in index order (0.3 ms).
  const oneSupplier = f.supplierIds?.length === 1;
  const [from, below] = oneSupplier ? ['>=', '<'] : ['~>=~', '~<~'];
  // Its names already among the matches are dropped by id (a hashed list of the matches' ids): UNION compared whole
  // rows, name included, in a hash of all of them, and NOT EXISTS became a nested loop over the matches in the
  // generic plan (24,000 comparisons for 100 names; issue #24).
  const startTier = f.language
    ? `UNION ALL SELECT * FROM (SELECT ${rankColumns} FROM documents d WHERE ${where}
        AND d.name_fold ${from} ${phrase} AND d.name_fold ${below} ${p.add(`${text.phrase}\u{10FFFF}`)}
        ORDER BY d.name_fold${oneSupplier ? '' : ' USING ~<~'} LIMIT ${PREFIX_CANDIDATES}) n WHERE n.id NOT IN (SELECT m.id FROM m)`
    : '';
  // A few words in one language (with filters or another sort than searchByWords serves): their sheets in rank
  // order from search_word_sheets (0111, 0112), stopping after cap + 1 visible
  // ones per word; otherwise the words index (every posting decoded into a bitmap, then cap + 1 rows read).
  let candidates: string;
  if (text.words?.length && f.language) {
    const bySupplier = f.supplierIds?.length === 1 ? `AND ws.supplier_id = ${p.add(f.supplierIds[0])}::int` : '';
    // The ranking columns come with the word's rows (each sheet read once, visibility checked on the same row).
    const ranked = (word: string) => `SELECT ${rankColumns}, ws.name_len AS w_len FROM search_word_sheets ws JOIN documents d ON d.id = ws.document_id
       WHERE ws.language = ${p.add(f.language)} AND ws.word = ${word} ${bySupplier} AND ${where}
       ORDER BY ws.name_len, ws.document_id LIMIT ${cap + 1}`;
    const names = 'id, supplier_id, name_fold, revision_date, language, r_typed, r_name, r_start, r_words';
    candidates =
      text.words.length === 1
        ? `SELECT ${names} FROM (${ranked(p.add(text.words[0]))}) w`
        : `SELECT ${names} FROM (
           SELECT DISTINCT x.* FROM unnest(${p.add(text.words)}::text[]) u(word) CROSS JOIN LATERAL (${ranked('u.word')}) x
         ) w ORDER BY w_len, id LIMIT ${cap + 1}`;
  } else {
    const rowsWhere = supplierWords(f) ? whereClause(p, f, { supplierOnRow: true }) : where;
    candidates = `SELECT ${rankColumns} FROM documents d WHERE ${rowsWhere} AND ${wordsMatch(p, f, p.add(text.matchQuery))} LIMIT ${cap + 1}`;
  }
  const sql = `WITH m AS MATERIALIZED (
      ${candidates}
    ), c AS (
      SELECT * FROM m
      ${startTier}
    ), top AS (
      -- The page's ids in rank order, numbered: a top-N sort of the candidates (a window over all of them sorted
      -- every candidate, then sorted them again by their number; 0.2 ms of a two-word search, issue #24).
      SELECT t.id, t.rn FROM unnest(ARRAY(
        SELECT c.id FROM c ${bySupplierName} ORDER BY ${order} LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}
      )) WITH ORDINALITY t(id, rn)
    )
    SELECT (SELECT count(*)::int FROM m) AS total, r.* FROM (SELECT 1) one LEFT JOIN LATERAL (
      SELECT top.rn, ${columns} FROM top JOIN documents d ON d.id = top.id JOIN suppliers s ON s.id = d.supplier_id
    ) r ON true ORDER BY r.rn`;
  // A named statement per query shape (namedQuery): planning this CTE costs about as much as running it.
  // Its page is a parameter, but beyond TEXT_CAP the rows it reads (`cap`) are in the text: such deep pages are
  // planned per call rather than kept as one prepared statement per depth (see keepsPlan).
  const { rows } = await pool.query(namedQuery('search_by_name', sql, p.values, page.offset + page.limit <= TEXT_CAP));
  const total = rows[0]?.total ?? 0;
  return { total, rows: rows.filter((r) => r.id !== null) };
}

/**
 * The planner's estimate of the matches of a broad product-name search (more than TEXT_CAP): counting them
 * exactly would read every matching row from the heap; the estimate comes from the word statistics.
 */
export async function estimateByName(pool: pg.Pool, f: SearchFilters, text: TextMatch): Promise<number> {
  const p = new Params();
  const where = whereClause(p, f);
  // The language's words even within one supplier: the supplier-words index has too many distinct words for its
  // statistics to know one (an estimate of 12,540 for 248 matches; issue #24, 3,000,000 sheets).
  const sql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM documents d WHERE ${where} AND ${wordsMatch(p, f, p.add(text.matchQuery), false)}`;
  // The estimate only changes with the table statistics: planning it again on every broad search cost a round trip
  // and a planning (a few ms) for the same "about N".
  const key = `${sql}\u0000${JSON.stringify(p.values)}`;
  const known = estimates.get(key);
  if (known !== undefined) return known;
  const { rows } = await pool.query(sql, p.values);
  const estimate = Number(rows[0]['QUERY PLAN'][0].Plan['Plan Rows']) || 0;
  estimates.set(key, estimate);
  return estimate;
}
const estimates = new TtlMemo<number>(60_000);

/** What the catalogue's words say about the typed words (wordStatus). */
export interface WordStatus {
  complete: Set<string>;
  /** Words that begin no catalogue word: they cannot match in any language. */
  unknown: Set<string>;
  /** For a word that is not whole: the first MAX_WORDS + 1 catalogue words it begins. */
  starts: Map<string, string[]>;
  /** For an unknown word of SIMILAR_MIN_LENGTH letters or more: its spelling alternatives (similarWords). */
  similar: Map<string, string[]>;
}

/** Words shorter than this get no spelling alternatives (one slip in three letters is another word). */
export const SIMILAR_MIN_LENGTH = 4;
/** Spelling alternatives read per word. */
const SIMILAR_MAX = 4;
/** The spelling alternatives of the word `word` (an SQL expression): trigram GIN index of search_words. */
const similarSql = (word: string, max: string) =>
  `SELECT w.word FROM search_words w WHERE w.word % ${word} AND w.word <> ${word} AND abs(length(w.word) - length(${word})) <= 2
     ORDER BY w.word <-> ${word} LIMIT ${max}`;

/**
 * What the catalogue's words say about the typed words: which exist whole, which begin no word at all (such a
 * word cannot match in any language, so the search goes straight to the spelling alternatives), and for those the
 * alternatives themselves, in the same statement: a misspelt word was three round trips (status, alternatives,
 * search), now two (issue #24).
 */
export async function wordStatus(pool: pg.Pool, words: string[]): Promise<WordStatus> {
  const status: WordStatus = { complete: new Set(), unknown: new Set(), starts: new Map(), similar: new Map() };
  // Words are only ever added to search_words, so "is a whole catalogue word" stays true: such answers are kept a
  // few minutes. Anything else is asked every time (an import may add a word).
  const ask = words.filter((t) => {
    if (!knownWords.get(t)) return true;
    status.complete.add(t);
    return false;
  });
  if (ask.length === 0) return status;
  const { rows } = await pool.query(
    namedQuery(
      'word_status',
      `SELECT t, k.complete, k.starts,
            CASE WHEN NOT k.complete AND cardinality(k.starts) = 0 AND length(t) >= ${SIMILAR_MIN_LENGTH}
              THEN ARRAY(${similarSql('t', String(SIMILAR_MAX))}) END AS similar
     FROM unnest($1::text[]) t CROSS JOIN LATERAL (
       -- (OFFSET 0: kept as one sub-select, else the planner copies its two lookups into each use of k.complete and k.starts)
       SELECT EXISTS (SELECT 1 FROM search_words w WHERE w.word = t) AS complete,
         ARRAY(SELECT w.word FROM search_words w WHERE w.word >= t AND w.word < t || chr(1114111) ORDER BY w.word LIMIT ${MAX_WORDS + 1}) AS starts
       OFFSET 0
     ) k`,
      [ask],
    ),
  );
  for (const row of rows) {
    if (row.complete) {
      status.complete.add(row.t);
      knownWords.set(row.t, true);
    } else if (row.starts.length === 0) status.unknown.add(row.t);
    else status.starts.set(row.t, row.starts);
    if (row.similar) status.similar.set(row.t, row.similar);
  }
  return status;
}
/** Typed words known to be whole catalogue words. */
const knownWords = new TtlMemo<boolean>(300_000);

/** Spelling alternatives of a word from the distinct words of the catalogue (trigram GIN index). */
export async function similarWords(pool: pg.Pool, word: string, max = SIMILAR_MAX): Promise<string[]> {
  const { rows } = await pool.query(namedQuery('similar_words', similarSql('$1', '$2'), [word, max]));
  return rows.map((r) => r.word as string);
}

/** The other visible language versions of the given language groups. */
export async function languageVersions(
  pool: pg.Pool,
  groupIds: number[],
  provenSupplierIds: number[],
): Promise<{ language_group_id: number; language: string; iddc: string }[]> {
  if (groupIds.length === 0) return [];
  const { rows } = await pool.query(
    `SELECT d.language_group_id, d.language, d.iddc FROM documents d
     WHERE d.language_group_id = ANY($1::bigint[]) AND ${VISIBLE}
       AND (d.access = 'public' OR d.supplier_id = ANY($2::int[]))
     ORDER BY d.language`,
    [groupIds, provenSupplierIds],
  );
  return rows;
}

/** Per-row flags of a result page: in the user's my-FDS, conformity flags of the reader. */
export async function rowFlags(
  pool: pg.Pool,
  documentIds: number[],
  userId: number | null,
): Promise<{ myFds: Set<number>; conformity: Map<number, string[]> }> {
  const conformity = new Map<number, string[]>();
  const myFds = new Set<number>();
  if (documentIds.length === 0) return { myFds, conformity };
  const c = await pool.query(`SELECT document_id, conformity FROM document_extractions WHERE document_id = ANY($1::bigint[])`, [documentIds]);
  for (const row of c.rows) conformity.set(Number(row.document_id), row.conformity ?? []);
  if (userId) for (const id of await myFdsFlags(pool, documentIds, userId)) myFds.add(id);
  return { myFds, conformity };
}

/** Which of these sheets are in the user's my-FDS (the myFDS flag of a result row and of the sheet page). */
export async function myFdsFlags(pool: pg.Pool, documentIds: number[], userId: number): Promise<Set<number>> {
  const m = await pool.query(`SELECT document_id FROM user_documents WHERE user_id = $1 AND document_id = ANY($2::bigint[])`, [userId, documentIds]);
  return new Set(m.rows.map((row) => Number(row.document_id)));
}

/** Suppliers whose folded name equals, or else starts with, the given name (the supplier_name filter). */
export async function suppliersByName(pool: pg.Pool, name: string): Promise<number[]> {
  const { rows } = await pool.query(
    `SELECT id, f_fold(name) = f_fold($1) AS exact FROM suppliers
     WHERE f_fold(name) LIKE f_fold($2) || '%' OR code = $1 ORDER BY 2 DESC LIMIT 50`,
    [name, name.replace(/[%_\\]/g, (c) => `\\${c}`)],
  );
  const exact = rows.filter((r) => r.exact);
  return (exact.length ? exact : rows).map((r) => r.id as number);
}

// Supplier codes never change their id: a small cache saves a round trip on every supplier-scoped search.
const supplierIds = new Map<string, { id: number; at: number }>();
const SUPPLIER_CACHE_MS = 300_000;

/** A supplier's id by code or slug (the catalogue's lookup), cached: supplier-scoped searches skip a round trip. */
export async function supplierByCode(pool: pg.Pool, code: string): Promise<{ id: number } | null> {
  const cached = supplierIds.get(code);
  if (cached && Date.now() - cached.at < SUPPLIER_CACHE_MS) return { id: cached.id };
  const supplier = await supplierByCodeOrSlug(pool, code);
  if (!supplier) return null;
  if (supplierIds.size > 5_000) supplierIds.clear();
  supplierIds.set(code, { id: supplier.id, at: Date.now() });
  return { id: supplier.id };
}
