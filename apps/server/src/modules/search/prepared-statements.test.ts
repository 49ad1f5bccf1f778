import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { searchByName, type SearchFilters, type TextMatch } from './search.repository.ts';
import { exactQuery, prefixQuery } from './search-terms.ts';
import { createSearchPool } from './search-pool.ts';
import { searchByWords } from './word-search.repository.ts';

// A search statement stays prepared on its connection for the connection's life. Its page shaped its text, so each
// distinct (limit, offset) asked added one: 2,000 searches with distinct offsets grew PostgreSQL's memory by 650 MB.
// Only usual pages are kept now (named-query.ts, keepsPlan); any other page is still answered.
describe('prepared search statements', () => {
  let t: TestContext;
  const f: SearchFilters = { supplierIds: null, language: 'fr', provenSupplierIds: [] };
  const text = (words: string[], catalogueWords?: string[]): TextMatch => ({
    phrase: words.join(' '),
    matchQuery: prefixQuery(words, new Set(words)),
    exactQuery: exactQuery(words),
    prefixQuery: prefixQuery(words, new Set(words)),
    words: catalogueWords,
  });
  const page = (limit: number, offset: number) => ({ limit, offset, sort: 'relevance' as const, direction: 'asc' as const });

  beforeAll(async () => {
    t = await createTestContext();
    const supplier = await addSupplier(t, { code: 'PREP', name: 'Préparations SA' });
    for (let i = 0; i < 40; i++) await addSheet(t, supplier, { productName: `Vernis incolore ${String.fromCharCode(65 + (i % 26))}${i}`, productKey: `V${i}` });
  });
  afterAll(async () => t?.close());

  /** How many statements one search connection keeps prepared after `run`. */
  async function keptAfter(run: (pool: pg.Pool) => Promise<unknown>): Promise<number> {
    const pool = createSearchPool(t.pool, 1);
    try {
      await run(pool);
      const { rows } = await pool.query('SELECT count(*)::int AS n FROM pg_prepared_statements');
      return rows[0].n as number;
    } finally {
      await pool.end();
    }
  }

  it('keeps one statement per usual page of a one-word search, and none for odd sizes or offsets', async () => {
    const vernis = text(['vernis'], ['vernis']);
    expect(
      await keptAfter(async (pool) => {
        for (const offset of [0, 15, 30, 0, 15]) await searchByWords(pool, f, vernis, page(15, offset));
      }),
    ).toBe(3);
    expect(
      await keptAfter(async (pool) => {
        for (let offset = 1; offset <= 30; offset++) await searchByWords(pool, f, vernis, page(7, offset));
      }),
    ).toBe(0);
  });

  it('answers an odd page with the same rows as the usual pages around it', async () => {
    const vernis = text(['vernis'], ['vernis']);
    const pool = createSearchPool(t.pool, 1);
    try {
      const first = await searchByWords(pool, f, vernis, page(15, 0));
      const odd = await searchByWords(pool, f, vernis, page(7, 3));
      expect(odd.total).toBe(first.total);
      expect(odd.rows.map((r) => r.iddc)).toEqual(first.rows.slice(3, 10).map((r) => r.iddc));
    } finally {
      await pool.end();
    }
  });

  it('keeps one statement for the pages of a several-word search within the ranked rows, none for deeper ones', async () => {
    const twoWords = text(['vernis', 'incolore']);
    expect(
      await keptAfter(async (pool) => {
        for (const [limit, offset] of [
          [15, 0],
          [15, 15],
          [7, 3],
          [100, 200],
        ])
          await searchByName(pool, f, twoWords, page(limit, offset));
      }),
    ).toBe(1);
    expect(
      await keptAfter(async (pool) => {
        for (const offset of [300, 315, 330, 345]) await searchByName(pool, f, twoWords, page(15, offset));
      }),
    ).toBe(0);
  });
});
