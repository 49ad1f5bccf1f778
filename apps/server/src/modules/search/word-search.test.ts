import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, cookieFrom } from '../../../test/catalogue-fixtures.ts';
import { searchByName, type SearchFilters, type TextMatch } from './search.repository.ts';
import { exactQuery, prefixQuery, tolerantQuery } from './search-terms.ts';
import { canSearchByWords, searchByWords } from './word-search.repository.ts';

// The one-word search reads search_word_sheets only (migration 0112): it must follow every visibility change of
// documents through the triggers and rank exactly like the documents-based search.
describe('one-word search from the word table', () => {
  let t: TestContext;
  let pub: number;
  let mixed: number;
  const search = (query: string, cookies: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/documents?${query}`, cookies });
  const names = (res: { json(): any }) => (res.json().collection.items as { product_name: string }[]).map((i) => i.product_name);

  beforeAll(async () => {
    t = await createTestContext();
    pub = await addSupplier(t, { code: 'PUB', name: 'Chimie Durand' });
    mixed = await addSupplier(t, { code: 'MIX', name: 'Mixte Industries', access_level: 'mixed', customerCodes: ['MIX-1'] });
    await addSheet(t, mixed, { productName: 'Glycol public', productKey: 'G1', access: 'public' });
    await addSheet(t, mixed, { productName: 'Glycol client', productKey: 'G2', access: 'private' });
    await addSheet(t, mixed, { productName: 'Glycol secret', productKey: 'G3', access: 'secret' });
    const ranked = [
      'Solvant',
      'Solvant fort',
      'Super solvant',
      'Solvants divers',
      'Solvantine',
      'Dilutif solvant extra',
      'Solvant A',
      'Solvant B',
      'Solvant 12',
      'Base solvant',
      'Solvant naphta lourd',
      // Names of one length, added in the reverse of their name order: a page cut among them takes the first by
      // name, not the first added.
      ...['Kh', 'Kg', 'Kf', 'Ke', 'Kd', 'Kc', 'Kb', 'Ka'].map((k) => `${k} solvant`),
    ];
    for (const [i, name] of ranked.entries()) await addSheet(t, pub, { productName: name, productKey: `S${i}` }, null);
  });
  afterAll(async () => t?.close());

  it('shows private sheets only with a proven customer code, never secret ones', async () => {
    expect(names(await search('product_name=glycol&language=fr'))).toEqual(['Glycol public']);
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/documents/verify_customer_code', payload: { supplier_code: 'MIX', customer_code: 'MIX-1' } });
    const cookies = cookieFrom(ok);
    expect(names(await search('product_name=glycol&language=fr', cookies)).sort()).toEqual(['Glycol client', 'Glycol public']);
    expect(names(await search('product_name=glycol&language=fr&supplier=MIX', cookies)).sort()).toEqual(['Glycol client', 'Glycol public']);
  });

  it('follows access changes, deletion and restoration', async () => {
    await t.pool.query(`UPDATE documents SET access = 'private' WHERE product_name = 'Glycol public'`);
    expect((await search('product_name=glycol&language=fr')).statusCode).toBe(404);
    await t.pool.query(`UPDATE documents SET access = 'public' WHERE product_name = 'Glycol public'`);
    expect(names(await search('product_name=glycol&language=fr'))).toEqual(['Glycol public']);
    await t.pool.query(`UPDATE documents SET deleted_at = now() WHERE product_name = 'Glycol public'`);
    expect((await search('product_name=glycol&language=fr')).statusCode).toBe(404);
    await t.pool.query(`UPDATE documents SET deleted_at = NULL WHERE product_name = 'Glycol public'`);
    expect(names(await search('product_name=glycol&language=fr'))).toEqual(['Glycol public']);
  });

  it('ranks and counts exactly like the documents-based search', async () => {
    const f: SearchFilters = { supplierIds: null, language: 'fr', provenSupplierIds: [] };
    const text = (typed: string, words: string[], complete: boolean, tolerant = false): TextMatch => {
      const known = new Set(complete ? [typed] : []);
      const matchQuery = tolerant ? tolerantQuery([typed], new Map([[typed, words]]), known) : prefixQuery([typed], known);
      return { phrase: typed, matchQuery, exactQuery: exactQuery([typed]), prefixQuery: prefixQuery([typed], known), words };
    };
    const cases: [TextMatch, SearchFilters][] = [
      [text('solvant', ['solvant'], true), f],
      [text('solvant', ['solvant'], true), { ...f, supplierIds: [pub] }],
      [text('solva', ['solvant', 'solvantine', 'solvants'], false), f],
      // A typo's alternatives: the typed word is no catalogue word.
      [text('solvnat', ['solvant', 'solvants'], false, true), f],
    ];
    for (const [match, filters] of cases) {
      for (const page of [
        { limit: 5, offset: 0 },
        { limit: 5, offset: 5 },
      ]) {
        const p = { ...page, sort: 'relevance' as const, direction: 'asc' as const };
        expect(canSearchByWords(filters, match, p)).toBe(true);
        const byDocuments = await searchByName(t.pool, filters, { ...match, words: undefined }, p);
        const byWords = await searchByWords(t.pool, filters, match, p);
        expect(byWords.total).toBe(byDocuments.total);
        expect(byWords.rows.map((r) => r.product_name)).toEqual(byDocuments.rows.map((r) => r.product_name));
      }
    }
  });

  it('ranks a page deeper than the name-start tier reads like the documents-based search', async () => {
    // 120 long names beginning with "glacis" and 120 shorter ones that only contain it: the page at 105 is still
    // names beginning with the word, beyond the 100 the name-start tier reads and behind 110 shorter names.
    await t.pool.query(
      `INSERT INTO documents (supplier_id, product_key, product_name, product_name_slug, language, iddc)
       SELECT $1, 'GL' || i, CASE WHEN i <= 120 THEN 'Glacis ' || lpad(i::text, 3, '0') || ' pour bois exterieur teinte'
                                  ELSE 'Ab' || i || ' glacis' END,
              'gl-' || i, 'fr', lpad((9000000 + i)::text, 7, '0') || '-00000-00000-000000'
       FROM generate_series(1, 240) i`,
      [pub],
    );
    const f: SearchFilters = { supplierIds: null, language: 'fr', provenSupplierIds: [] };
    const match: TextMatch = {
      phrase: 'glacis',
      matchQuery: prefixQuery(['glacis'], new Set(['glacis'])),
      exactQuery: exactQuery(['glacis']),
      prefixQuery: prefixQuery(['glacis'], new Set(['glacis'])),
      words: ['glacis'],
    };
    for (const offset of [0, 95, 105, 125]) {
      const p = { limit: 5, offset, sort: 'relevance' as const, direction: 'asc' as const };
      const byDocuments = await searchByName(t.pool, f, { ...match, words: undefined }, p);
      const byWords = await searchByWords(t.pool, f, match, p);
      expect(byWords.total).toBe(240);
      expect(byWords.rows.map((r) => r.product_name)).toEqual(byDocuments.rows.map((r) => r.product_name));
    }
  });
});
