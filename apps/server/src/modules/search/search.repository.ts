import type pg from 'pg';

/**
 * SQL of the public sheet search. Every query keeps the literal predicate of the partial search indexes
 * (is_latest AND deleted_at IS NULL AND access <> 'secret') so the planner can use them, and bounds its work:
 * counts stop at COUNT_CAP, ranking looks at a bounded set of candidates. Measured plans: bench/README.md.
 */
export const COUNT_CAP = 10_000;
/** Rows ranked for a product-name search; broad queries rank the first candidates found plus every name that
 * starts with the typed text (which are the best matches anyway). */
const CANDIDATES = 3_000;
const PREFIX_CANDIDATES = 300;

export const VISIBLE = `d.is_latest AND d.deleted_at IS NULL AND d.access <> 'secret'`;

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
}

export type SortField = 'relevance' | 'product_name' | 'revision_date' | 'supplier_name' | 'language';

/** Collects positional parameters while a WHERE clause is built. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function whereClause(p: Params, f: SearchFilters): string {
  const parts = [VISIBLE, `(d.access = 'public' OR d.supplier_id = ANY(${p.add(f.provenSupplierIds)}::int[]))`];
  if (f.supplierIds) parts.push(`d.supplier_id = ANY(${p.add(f.supplierIds)}::int[])`);
  if (f.language) parts.push(`d.language = ${p.add(f.language)}`);
  if (f.productCode) parts.push(`upper(d.product_code) = upper(${p.add(f.productCode)}) AND d.product_code IS NOT NULL`);
  if (f.ean) parts.push(`d.ean @> ARRAY[${p.add(f.ean)}::text]`);
  if (f.ufi) parts.push(`d.ufi = ${p.add(f.ufi)} AND d.ufi IS NOT NULL`);
  if (f.iddc) parts.push(`d.iddc = ${p.add(f.iddc)}`);
  if (f.cpro) parts.push(`d.cpro = ${p.add(f.cpro)} AND d.cpro IS NOT NULL`);
  const exact: [keyof SearchFilters, string][] = [
    ['family', 'family'], ['brand', 'brand'], ['type', 'type'], ['range', 'range'],
    ['regulation', 'regulation'], ['zone', 'zone'], ['country', 'country'],
  ];
  for (const [key, column] of exact) {
    const value = f[key];
    if (value) parts.push(`d.${column} = ${p.add(value)}`);
  }
  return parts.join(' AND ');
}

/** Number of matching sheets, exact up to COUNT_CAP (then COUNT_CAP + 1 means "more"). */
export async function countSheets(pool: pg.Pool, f: SearchFilters, text: TextMatch | null): Promise<number> {
  const p = new Params();
  let where = whereClause(p, f);
  if (text) where += ` AND d.name_tsv @@ to_tsquery('simple', ${p.add(text.matchQuery)})`;
  const sql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM documents d WHERE ${where} LIMIT ${COUNT_CAP + 1}) x`;
  const { rows } = await pool.query(sql, p.values);
  return rows[0].n as number;
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
}

const ROW_COLUMNS = `d.id, d.iddc, d.supplier_id, d.product_code, d.product_name, d.product_name_slug, s.name AS supplier_name,
  s.slug AS supplier_slug, s.code AS supplier_code, d.revision_date, d.revision_version, d.language, d.type, d.ufi,
  d.last_update, d.access, d.language_group_id`;

function orderBy(sort: SortField, direction: 'asc' | 'desc', ranked: string[]): string {
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
  text: TextMatch | null,
  page: { limit: number; offset: number; sort: SortField; direction: 'asc' | 'desc' },
): Promise<SheetRow[]> {
  const p = new Params();
  const where = whereClause(p, f);
  const limit = p.add(page.limit);
  const offset = p.add(page.offset);
  if (!text) {
    // Browsing (a supplier's sheets, or filters only): name order straight from an index.
    const sql = `SELECT ${ROW_COLUMNS} FROM documents d JOIN suppliers s ON s.id = d.supplier_id
      WHERE ${where} ORDER BY ${orderBy(page.sort, page.direction, ['d.name_fold'])} LIMIT ${limit} OFFSET ${offset}`;
    return (await pool.query(sql, p.values)).rows;
  }
  const phrase = p.add(text.phrase);
  const prefixLike = p.add(`${text.phrase}%`);
  const matchQ = p.add(text.matchQuery);
  const exactQ = p.add(text.exactQuery);
  const typedQ = p.add(text.prefixQuery);
  const candidates = Math.max(CANDIDATES, page.offset + page.limit);
  const ranked = [
    `(d.name_tsv @@ to_tsquery('simple', ${typedQ})) DESC`,
    `(d.name_fold = ${phrase}) DESC`,
    `(d.name_fold LIKE ${prefixLike}) DESC`,
    `(d.name_tsv @@ to_tsquery('simple', ${exactQ})) DESC`,
    'length(d.name_fold)',
    'd.name_fold',
  ];
  const sql = `WITH cand AS (
      (SELECT d.id FROM documents d WHERE ${where} AND d.name_fold LIKE ${prefixLike}
        ORDER BY d.name_fold LIMIT ${PREFIX_CANDIDATES})
      UNION
      (SELECT d.id FROM documents d WHERE ${where} AND d.name_tsv @@ to_tsquery('simple', ${matchQ}) LIMIT ${candidates})
    )
    SELECT ${ROW_COLUMNS} FROM cand JOIN documents d ON d.id = cand.id JOIN suppliers s ON s.id = d.supplier_id
    ORDER BY ${orderBy(page.sort, page.direction, ranked)} LIMIT ${limit} OFFSET ${offset}`;
  return (await pool.query(sql, p.values)).rows;
}

/** Spelling alternatives of a word from the distinct words of the catalogue (trigram GIN index). */
export async function similarWords(pool: pg.Pool, word: string, max = 4): Promise<string[]> {
  const { rows } = await pool.query(
    `SELECT word FROM search_words WHERE word % $1 AND word <> $1 AND abs(length(word) - length($1)) <= 2
     ORDER BY word <-> $1 LIMIT $2`,
    [word, max],
  );
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
  const c = await pool.query(
    `SELECT document_id, conformity FROM document_extractions WHERE document_id = ANY($1::bigint[])`,
    [documentIds],
  );
  for (const row of c.rows) conformity.set(Number(row.document_id), row.conformity ?? []);
  if (userId) {
    const m = await pool.query(
      `SELECT document_id FROM user_documents WHERE user_id = $1 AND document_id = ANY($2::bigint[])`,
      [userId, documentIds],
    );
    for (const row of m.rows) myFds.add(Number(row.document_id));
  }
  return { myFds, conformity };
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

export async function supplierByCode(pool: pg.Pool, code: string): Promise<{ id: number } | null> {
  const { rows } = await pool.query(`SELECT id FROM suppliers WHERE code = $1 OR slug = $1 LIMIT 1`, [code]);
  return rows[0] ?? null;
}
