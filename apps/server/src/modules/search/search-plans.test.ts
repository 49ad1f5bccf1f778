import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { searchByName, type SearchFilters, type TextMatch } from './search.repository.ts';
import { searchByWords } from './word-search.repository.ts';
import { exactQuery, prefixQuery } from './search-terms.ts';

/**
 * Which index a product-name search reads its matches from, in the generic plan the search connections run
 * (search-pool.ts). Sequential scans are turned off: on a test catalogue of a few rows the planner would rightly
 * read the table, and the question here is which of the words indexes the statement lets it use (issue #24).
 */
describe('product-name search plans', () => {
  let t: TestContext;
  let supplier: number;
  beforeAll(async () => {
    t = await createTestContext();
    supplier = await addSupplier(t, { code: 'PLAN', name: 'Plans et Cie' });
    const other = await addSupplier(t, { code: 'OTHER', name: 'Autre Chimie' });
    for (const [id, name] of [
      [supplier, 'Vernis incolore mat'],
      [supplier, 'Vernis incolore brillant'],
      [supplier, 'Diluant pour vernis'],
      [other, 'Vernis incolore satiné'],
    ] as const) {
      await addSheet(t, id, { productName: name });
    }
    // A catalogue large enough for the planner to choose as it does on 3,000,000 sheets: 40 suppliers, 3 languages,
    // 24,000 names of two or three words among 300.
    const others: number[] = [];
    for (let i = 0; i < 40; i++) others.push(await addSupplier(t, { code: `S${i}`, name: `Fournisseur ${i}` }));
    await t.pool.query(
      `INSERT INTO documents (supplier_id, product_key, product_name, product_name_slug, language, iddc)
       SELECT ($1::int[])[1 + i % 40], 'K' || i, 'mot' || (i * 7 % 300) || ' mot' || (i * 13 % 300) || ' mot' || (i % 300), 'k-' || i,
              (ARRAY['fr', 'en', 'de'])[1 + i % 3], lpad(i::text, 7, '0') || '-00000-00000-000000'
       FROM generate_series(1, 24000) i`,
      [others],
    );
    await t.pool.query('ANALYZE documents');
  });
  afterAll(async () => t?.close());

  type Page = { limit: number; offset: number; sort: 'relevance'; direction: 'asc' };
  const firstPage: Page = { limit: 15, offset: 0, sort: 'relevance', direction: 'asc' };

  /**
   * The generic plan of the statement searchByName (or searchByWords, for `catalogueWords`) sends, and its rows as
   * run with the same values. `analyze`: the plan as run, with its row counts and loops.
   */
  async function planOf(
    f: SearchFilters,
    words: string[],
    options: { page?: Page; analyze?: boolean; catalogueWords?: string[] } = {},
  ): Promise<{ plan: string; names: string[] }> {
    const text: TextMatch = {
      phrase: words.join(' '),
      matchQuery: prefixQuery(words),
      exactQuery: exactQuery(words),
      prefixQuery: prefixQuery(words),
      words: options.catalogueWords,
    };
    const client = await t.pool.connect();
    let plan = '';
    try {
      await client.query('SET plan_cache_mode = force_generic_plan; SET max_parallel_workers_per_gather = 0');
      const explaining = {
        async query(q: { text: string; values: unknown[] }) {
          // PREPARE and EXECUTE in SQL: EXPLAIN shows the generic plan of the statement these values then run.
          await client.query('DEALLOCATE ALL');
          await client.query(`PREPARE planned AS ${q.text}`);
          const literal = (v: unknown) => (v === null ? 'NULL' : client.escapeLiteral(Array.isArray(v) ? `{${v.join(',')}}` : String(v)));
          const args = q.values.map(literal).join(', ');
          const how = options.analyze ? 'ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF' : 'COSTS OFF';
          const explained = await client.query(`EXPLAIN (${how}) EXECUTE planned(${args})`);
          plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
          return client.query(`EXECUTE planned(${args})`);
        },
      } as unknown as pg.Pool;
      const page = options.page ?? firstPage;
      const found = options.catalogueWords ? await searchByWords(explaining, f, text, page) : await searchByName(explaining, f, text, page);
      return { plan, names: found.rows.map((r) => r.product_name) };
    } finally {
      await client.query('RESET ALL; DEALLOCATE ALL');
      client.release();
    }
  }

  it("reads one supplier's two-word matches from that supplier's words, not from the supplier's every sheet", async () => {
    const { plan, names } = await planOf({ supplierIds: [supplier], language: 'fr', provenSupplierIds: [] }, ['vernis', 'incolore']);
    expect(plan).toContain('documents_search_supplier_tsv_idx');
    // The supplier's entry of the plain supplier index (every sheet and revision it has) is not ANDed in.
    expect(plan).not.toMatch(/Bitmap Index Scan on documents_supplier_idx/);
    expect(names.sort()).toEqual(['Vernis incolore brillant', 'Vernis incolore mat']);
  });

  it("reads a language's two-word matches from the language's words", async () => {
    const { plan, names } = await planOf({ supplierIds: null, language: 'fr', provenSupplierIds: [] }, ['vernis', 'incolore']);
    expect(plan).toContain('documents_search_lang_tsv_idx');
    expect(plan).not.toContain('documents_search_supplier_tsv_idx');
    expect(names.sort()).toEqual(['Vernis incolore brillant', 'Vernis incolore mat', 'Vernis incolore satiné']);
  });

  /** How many times the plan looks a supplier up by its key: once per result row joined for its columns. */
  const supplierLookups = (plan: string) => Number(/suppliers_pkey on suppliers s \(actual rows=[\d.]+ loops=(\d+)\)/.exec(plan)?.[1]);

  it("numbers only the page's rows and joins only them for their columns (issue #24)", async () => {
    // 'mot7' is in 240 names, most of them of the same length: dozens tie for the fifth place of the first page.
    const page: Page = { limit: 5, offset: 5, sort: 'relevance', direction: 'asc' };
    const byWords = await planOf({ supplierIds: null, language: 'fr', provenSupplierIds: [] }, ['mot7'], { page, analyze: true, catalogueWords: ['mot7'] });
    expect(byWords.names).toHaveLength(5);
    // The ties are ordered by name among themselves, but the page's 5 rows alone are joined to their supplier.
    expect(supplierLookups(byWords.plan)).toBe(5);
    const byName = await planOf({ supplierIds: null, language: 'fr', provenSupplierIds: [] }, ['mot7', 'mot1'], { page, analyze: true });
    expect(byName.names).toHaveLength(5);
    expect(supplierLookups(byName.plan)).toBe(5);
    // The page is a top-N sort of the candidates, not a number given to each of them and sorted again.
    expect(byName.plan).not.toContain('WindowAgg');
    expect(byName.plan).toContain('top-N heapsort');
  });

  it('drops the names that begin with the typed words already among the matches through a hash, not a loop over the matches', async () => {
    const { plan, names } = await planOf({ supplierIds: [supplier], language: 'fr', provenSupplierIds: [] }, ['vernis', 'incolore']);
    expect(plan).toContain('hashed SubPlan');
    expect(plan).not.toContain('Anti Join');
    // Each sheet once, though both tiers found it.
    expect(names.sort()).toEqual(['Vernis incolore brillant', 'Vernis incolore mat']);
  });
});
