import type pg from 'pg';
import { ALL_LANGUAGES, fallbackLanguages, type DocumentsQuery, type SearchPageStats, type SearchResultRow } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Caller, LoadedSession } from '../../plugins/session.ts';
import { loadViewer } from '../../catalogue/document-access.ts';
import { currentSheetByCode } from '../../catalogue/sheets.repository.ts';
import { checkCustomerCodeAmong, rememberCustomerCode } from '../customer-codes/index.ts';
import { searchTokens } from '../../catalogue/fold-text.ts';
import {
  countByLanguage,
  countSheets,
  COUNT_CAP,
  estimateByName,
  findSheets,
  languageVersions,
  rowFlags,
  MAX_WORDS,
  searchByName,
  SIMILAR_MIN_LENGTH,
  similarWords,
  supplierByCode,
  suppliersByName,
  TEXT_CAP,
  wordStatus,
  type SearchFilters,
  type SheetRow,
  type TextMatch,
} from './search.repository.ts';
import { canSearchByWords, searchByWords } from './word-search.repository.ts';
import { classifySearchValue, exactQuery, MIN_PREFIX, prefixQuery, tolerantQuery } from './search-terms.ts';

export interface SearchResult extends SearchPageStats {
  rows: SearchResultRow[];
}

function textMatch(tokens: string[], complete: ReadonlySet<string>, matchQuery?: string, words?: string[]): TextMatch {
  const typed = prefixQuery(tokens, complete);
  return { phrase: tokens.join(' '), matchQuery: matchQuery ?? typed, exactQuery: exactQuery(tokens), prefixQuery: typed, words };
}

/** The catalogue words a single typed word stands for: itself when whole, or the few words it begins. */
function typedWords(tokens: string[], complete: ReadonlySet<string>, starts: ReadonlyMap<string, string[]>): string[] | undefined {
  if (tokens.length !== 1 || tokens[0].length < MIN_PREFIX) return undefined;
  const [token] = tokens;
  if (complete.has(token)) return [token];
  const begun = starts.get(token);
  return begun && begun.length <= MAX_WORDS ? begun : undefined;
}

/** The same with spelling alternatives (tolerantQuery): the whole word or nothing (it begins no word), plus them. */
function tolerantWords(tokens: string[], complete: ReadonlySet<string>, unknown: ReadonlySet<string>, alts: Map<string, string[]>): string[] | undefined {
  if (tokens.length !== 1 || tokens[0].length < MIN_PREFIX) return undefined;
  const [token] = tokens;
  const words = complete.has(token) ? [token, ...(alts.get(token) ?? [])] : unknown.has(token) ? (alts.get(token) ?? []) : [];
  return words.length > 0 && words.length <= MAX_WORDS ? words : undefined;
}

/**
 * GET /documents: resolves the filters, walks the language fallback chain (product-spec §9: German, then
 * English, then French; otherwise the language, French, English; finally every language), then tolerates
 * a typo when nothing matched as typed. No match at all: 587.
 */
export async function searchDocuments(
  ctx: AppContext,
  /** Connections for the statements written for generic plans (search-pool.ts). */
  searchPool: pg.Pool,
  caller: Caller,
  /** The caller's session, created (for a visitor) when there is none yet: a proven customer code is kept in it. */
  ensureSession: () => Promise<LoadedSession>,
  query: DocumentsQuery,
): Promise<SearchResult> {
  const base: SearchFilters = { supplierIds: null, language: null, provenSupplierIds: [] };

  if (query.supplier) {
    const supplier = await supplierByCode(ctx.pool, query.supplier);
    if (!supplier) throw new AppError('missingRecord');
    base.supplierIds = [supplier.id];
  }
  if (query.supplier_name) {
    const ids = await suppliersByName(ctx.pool, query.supplier_name);
    if (ids.length === 0) throw new AppError('missingRecord');
    base.supplierIds = base.supplierIds ? base.supplierIds.filter((id) => ids.includes(id)) : ids;
  }
  // A customer code given with the search is checked (567 when wrong) against the supplier(s) the search names
  // (supplier code, or the suppliers supplier_name matches) and remembered like a verified one. Without a supplier
  // it is refused (595 on supplier): one guess must not be tried against every supplier at once.
  let session = caller.session;
  if (query.customer_code) {
    if (!base.supplierIds) throw new AppError('validation', { field: 'supplier', messageKey: 'params_required' });
    for (const verified of await checkCustomerCodeAmong(ctx, base.supplierIds, query.customer_code, { ip: caller.ip, userId: caller.user?.id ?? null })) {
      session = await ensureSession();
      await rememberCustomerCode(ctx, { session, userId: caller.user?.id ?? null }, verified);
    }
  }
  const viewer = await loadViewer(ctx.db, { user: caller.user, session });
  base.provenSupplierIds = [...viewer.provenSupplierIds];
  Object.assign(base, {
    productCode: query.product_code,
    ean: query.ean?.replace(/\s+/g, ''),
    cpro: query.cpro,
    family: query.family,
    brand: query.brand_name ?? query.brand,
    type: query.product_type ?? query.document_type,
    range: query.range,
    regulation: query.regulation,
    zone: query.zone,
    country: query.country,
  });

  // The free search value: an identifier is matched exactly, a product code first, a name otherwise.
  let name = query.product_name;
  const alternatives: SearchFilters[] = [];
  if (query.search_value) {
    const kind = classifySearchValue(query.search_value);
    if (kind.kind === 'iddc') {
      // The code of any version finds the product's latest version, as the permanent link /fds/{code} does.
      const current = await currentSheetByCode(ctx.pool, kind.value);
      alternatives.push({ ...base, iddc: current?.iddc ?? kind.value });
    } else if (kind.kind === 'ean') alternatives.push({ ...base, ean: kind.value });
    else if (kind.kind === 'ufi') alternatives.push({ ...base, ufi: kind.value });
    else if (kind.kind === 'code_or_name') {
      alternatives.push({ ...base, productCode: kind.value });
      name = name ?? kind.value;
    } else name = name ?? kind.value;
  }
  const tokens = name ? searchTokens(name) : [];
  const requested = query.language ?? caller.language;
  // language=all (issue #16, the results page's "all languages"): every language at once, no fallback chain.
  const languages: (string | null)[] = requested === ALL_LANGUAGES ? [null] : [...fallbackLanguages(requested), null];

  const page = { limit: query.limit, offset: query.offset, sort: query.sort_by, direction: query.sort_direction };
  const userId = caller.user?.id ?? null;
  type Found = { f: SearchFilters; count: number; cap: number; rows: SheetRow[] | null; estimated?: boolean };

  // Exact identifiers: few rows, one grouped count covers the whole language chain.
  const byIdentifier = async (filters: SearchFilters): Promise<Found | null> => {
    const counts = await countByLanguage(ctx.pool, filters);
    for (const language of languages) {
      const count = language ? (counts.get(language) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
      if (count > 0) return { f: { ...filters, language }, count, cap: COUNT_CAP, rows: null };
    }
    return null;
  };
  // Browsing a supplier (or filters only): index-only counts per language of the chain.
  const browse = async (filters: SearchFilters): Promise<Found | null> => {
    for (const language of languages) {
      const f = { ...filters, language };
      const count = await countSheets(ctx.pool, f);
      if (count > 0) return { f, count, cap: COUNT_CAP, rows: null };
    }
    return null;
  };
  // Product names: count and page in one query per language of the chain.
  const byName = async (filters: SearchFilters, text: TextMatch): Promise<Found | null> => {
    const cap = Math.min(Math.max(TEXT_CAP, page.offset + page.limit), COUNT_CAP);
    for (const language of languages) {
      const f = { ...filters, language };
      const result = canSearchByWords(f, text, page)
        ? await searchByWords(searchPool, f, text, page, userId)
        : await searchByName(searchPool, f, text, page, userId);
      if (result.total > cap) {
        // Broad search: more matches than read; the count becomes the planner's estimate ("about N").
        const estimate = await estimateByName(ctx.pool, f, text);
        return { f, count: Math.max(result.total, Math.min(estimate, COUNT_CAP)), cap: COUNT_CAP, rows: result.rows, estimated: true };
      }
      if (result.total > 0) return { f, count: result.total, cap, rows: result.rows };
    }
    return null;
  };

  let found: Found | null = null;
  for (const filters of alternatives) {
    found = await byIdentifier(filters);
    if (found) break;
  }
  let tolerant = false;
  if (!found && (alternatives.length === 0 || tokens.length > 0)) {
    const identified = !!(base.productCode || base.ean || base.cpro);
    // A name of no letters or digits ("_", "%", "\\") finds nothing: it is not "no name" (issue #22: it listed the
    // whole catalogue).
    const nameGiven = !!name?.trim();
    if (tokens.length === 0) found = nameGiven ? null : identified ? await byIdentifier(base) : await browse(base);
    else {
      const { complete, unknown, starts, similar } = await wordStatus(searchPool, tokens);
      // Words shorter than MIN_PREFIX are not in the words table: only longer ones can be declared unknown.
      const hopeless = tokens.some((t) => t.length >= MIN_PREFIX && unknown.has(t));
      if (!hopeless) found = await byName(base, textMatch(tokens, complete, undefined, typedWords(tokens, complete, starts)));
      if (!found) {
        // Nothing as typed: allow one spelling slip per word (words of 4 letters or more).
        const alts = new Map<string, string[]>();
        // An unknown word's alternatives came with its status; the others' are asked now.
        for (const token of tokens) if (token.length >= SIMILAR_MIN_LENGTH) alts.set(token, similar.get(token) ?? (await similarWords(searchPool, token)));
        if ([...alts.values()].some((a) => a.length > 0)) {
          const words = tolerantWords(tokens, complete, unknown, alts);
          found = await byName(base, textMatch(tokens, complete, tolerantQuery(tokens, alts, complete), words));
          tolerant = !!found;
        }
      }
    }
  }
  if (!found) throw new AppError('missingRecord');

  const sheets = found.rows ?? (await findSheets(ctx.pool, found.f, page, userId));
  const rows = sheets.map(toResultRow);
  const itemsCount = Math.min(found.count, found.cap);
  return {
    rows,
    itemsCount,
    itemsCountExact: !found.estimated && found.count <= found.cap,
    pagesCount: Math.ceil(itemsCount / query.limit),
    pageCurrent: Math.floor(query.offset / query.limit) + 1,
    language: found.f.language,
    tolerant,
  };
}

/** A result row of product-spec §3.4 from a search row that carries its languages and flags. */
export function toResultRow(s: SheetRow): SearchResultRow {
  return resultRow(s, s.my_fds, s.conformity ?? [], s.languages ?? []);
}

/**
 * One object literal with every field, extras included: spreading a row of the sheet's fields into a literal with
 * the extras cost 3.9 us a row, eight times this (a page of 15 rows: 0.058 against 0.007 ms of the server's CPU per
 * search; issue #24).
 */
function resultRow(
  s: Omit<SheetRow, 'languages' | 'conformity' | 'my_fds'>,
  myFDS: boolean,
  conformity: string[],
  languages: { lang: string; iddc: string }[],
): SearchResultRow {
  return {
    iddc: s.iddc,
    product_code: s.product_code,
    product_name: s.product_name,
    product_name_slug: s.product_name_slug,
    supplier_name: s.supplier_name,
    supplier_name_slug: s.supplier_slug,
    supplier_code: s.supplier_code,
    revision_date: s.revision_date,
    revision_version: s.revision_version,
    language: s.language,
    type: s.type,
    ufi: s.ufi,
    ufi_consult: s.ufi !== null,
    // "rel_ufi" is named by the spec without a meaning; we give the UFI a poison centre would be asked about.
    rel_ufi: s.ufi,
    last_update: new Date(s.last_update).toISOString(),
    access: s.access,
    myFDS,
    conformity,
    documents_languages: languages,
  };
}

/** Result rows of product-spec §3.4 for rows read without their extras (product-code lookup of a supplier). */
export async function toResultRows(
  ctx: AppContext,
  sheets: Omit<SheetRow, 'languages' | 'conformity' | 'my_fds'>[],
  provenSupplierIds: number[],
  userId: number | null,
): Promise<SearchResultRow[]> {
  const groups = [...new Set(sheets.map((s) => s.language_group_id).filter((g): g is number => g !== null))];
  const [versions, flags] = await Promise.all([
    languageVersions(ctx.pool, groups, provenSupplierIds),
    rowFlags(
      ctx.pool,
      sheets.map((s) => s.id),
      userId,
    ),
  ]);
  return sheets.map((s) =>
    resultRow(
      s,
      flags.myFds.has(Number(s.id)),
      flags.conformity.get(Number(s.id)) ?? [],
      versions
        .filter((v) => s.language_group_id !== null && Number(v.language_group_id) === Number(s.language_group_id))
        .map((v) => ({ lang: v.language, iddc: v.iddc })),
    ),
  );
}
