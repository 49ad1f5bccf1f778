import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { iddcFromNumber } from '../document-code.ts';
import { loadSyntheticCatalogue } from './load-synthetic-catalogue.ts';

// Issue #22 item 12: the bulk loader of the demo and benchmark catalogues numbered its sheets from the sequence, so
// a code could be computed and the catalogue listed without searching. Its codes are drawn at random now.
describe('the bulk loader gives random sheet codes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await loadSyntheticCatalogue(t.pool, { suppliers: 3, sheets: 300, seed: 7 });
  });
  afterAll(async () => t?.close());

  it('in the 7-5-5-6 shape, all different, none computable from the row or its rank', async () => {
    const rows = await t.db.selectFrom('documents').select(['id', 'iddc']).orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const codes = rows.map((r) => r.iddc);
    expect(codes.every((c) => /^\d{7}-\d{5}-\d{5}-\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    // Neither the sequence formula on the id or the rank, nor consecutive first groups (a counter).
    expect(rows.filter((r, i) => r.iddc === iddcFromNumber(r.id) || r.iddc === iddcFromNumber(i + 1))).toEqual([]);
    const firstGroups = codes.map((c) => Number(c.slice(0, 7)));
    const consecutive = firstGroups.filter((g, i) => i > 0 && g === firstGroups[i - 1] + 1).length;
    expect(consecutive).toBeLessThan(3);
  });

  it('not the same codes on a second load of the same seed (drawn, not derived from the seed)', async () => {
    const other = await createTestContext();
    try {
      await loadSyntheticCatalogue(other.pool, { suppliers: 3, sheets: 300, seed: 7 });
      const mine = new Set((await t.db.selectFrom('documents').select('iddc').execute()).map((r) => r.iddc));
      const theirs = (await other.db.selectFrom('documents').select('iddc').execute()).map((r) => r.iddc);
      expect(theirs.filter((c) => mine.has(c))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
