import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';

/** Issue #22 item 12: product_name=_ (or %, \) listed the whole catalogue. */
describe('a product name of no letters or digits', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const s = await addSupplier(t, { code: 'WILD', name: 'Wild Card' });
    await addSheet(t, s, { productName: 'Acetone', language: 'en' });
    await addSheet(t, s, { productName: 'Ethanol', language: 'en' });
  }, 60_000);
  afterAll(async () => t?.close());

  for (const value of ['_', '%', '\\', '%_%', ' - ', '*']) {
    it(`finds nothing for ${JSON.stringify(value)}`, async () => {
      for (const param of ['product_name', 'search_value']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents?${param}=${encodeURIComponent(value)}&language=en` });
        expect(res.statusCode, `${param}=${value}: ${res.body.slice(0, 200)}`).toBe(404);
        expect(res.json().collection.errors[0].code).toBe(587);
      }
    });
  }

  it('still finds a real name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/documents?product_name=acetone&language=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().collection.items.map((i: { product_name: string }) => i.product_name)).toEqual(['Acetone']);
  });
});
