import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, guestCookie } from '../../../test/catalogue-fixtures.ts';
import { iddcFromNumber } from '../../catalogue/document-code.ts';

// Issue #11 defect 8: codes were computable from a sequence and a public constant, and 641 named the supplier of
// every private sheet.
describe('document codes', () => {
  let t: TestContext;
  let priv: number;
  let mixed: number;
  beforeAll(async () => {
    t = await createTestContext();
    priv = await addSupplier(t, { code: 'PRIV', name: 'Laboratoires Privés', access_level: 'private', customerCodes: ['P-1'] });
    mixed = await addSupplier(t, { code: 'MIX', name: 'Mixte SA', access_level: 'mixed', customerCodes: ['M-1'] });
  });
  afterAll(async () => t?.close());

  it('keeps the 7-5-5-6 digit shape and cannot be computed from the sequence', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) codes.push((await addSheet(t, priv, { productName: `Produit ${i}`, access: 'private' }, null)).iddc);
    for (const code of codes) expect(code).toMatch(/^\d{7}-\d{5}-\d{5}-\d{6}$/);
    const seq = Number((await t.pool.query(`SELECT last_value FROM document_code_seq`)).rows[0].last_value);
    const computable = new Set(Array.from({ length: seq + 50 }, (_, n) => iddcFromNumber(n)));
    expect(codes.filter((c) => computable.has(c))).toEqual([]);
    // not a counter either: the first groups of consecutive sheets are not consecutive numbers
    const firsts = codes.map((c) => Number(c.slice(0, 7)));
    expect(firsts.slice(1).filter((n, i) => n === firsts[i] + 1).length).toBeLessThan(3);
  });

  it("does not name an all-private supplier to a visitor without its code, but still names a mixed one's", async () => {
    const guest = await guestCookie(t);
    const privCode = (await addSheet(t, priv, { productName: 'Secret recipe', access: 'private' }, null)).iddc;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${privCode}`, cookies: guest });
    expect(res.json().collection.errors[0].code).toBe(641);
    expect(JSON.stringify(res.json())).not.toMatch(/PRIV|Laboratoires/);
    const mixCode = (await addSheet(t, mixed, { productName: 'Client only', access: 'private' }, null)).iddc;
    const mix = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${mixCode}`, cookies: guest });
    expect(mix.json().collection.errors[0]).toMatchObject({
      code: 641,
      data: [
        { name: 'supplier_code', value: 'MIX' },
        { name: 'supplier_name', value: 'Mixte SA' },
      ],
    });
  });
});
