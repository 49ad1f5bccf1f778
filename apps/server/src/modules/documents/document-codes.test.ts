import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, guestCookie } from '../../../test/catalogue-fixtures.ts';
import { iddcFromNumber, isSequenceIddc } from '../../catalogue/document-code.ts';
import { makeSheet } from '../../../test/factories.ts';

// Issue #11 defect 8: codes were computable from a sequence and a public constant, and 641 named the supplier of
// every private sheet. Issues #23/#25: the restricted page names the supplier whose code is needed, an all-private
// one too, except to a caller asking by a computable code.
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

  it('names an all-private supplier to whoever holds a random code of its sheet, as a mixed one (issues #23, #25)', async () => {
    const guest = await guestCookie(t);
    const privCode = (await addSheet(t, priv, { productName: 'Secret recipe', access: 'private' }, null)).iddc;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${privCode}`, cookies: guest });
    expect(res.json().collection.errors[0]).toMatchObject({
      code: 641,
      data: [
        { name: 'supplier_code', value: 'PRIV' },
        { name: 'supplier_name', value: 'Laboratoires Privés' },
      ],
    });
    // The product itself stays closed: only whose code is needed is said.
    expect(JSON.stringify(res.json())).not.toMatch(/Secret recipe/);
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

  it('does not name an all-private supplier to a visitor asking by a code computable from the former sequence (issue #11)', async () => {
    const guest = await guestCookie(t);
    const computable = iddcFromNumber(424_242);
    expect(isSequenceIddc(computable)).toBe(true);
    await makeSheet(t.db, priv, { iddc: computable, access: 'private' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${computable}`, cookies: guest });
    expect(res.json().collection.errors[0].code).toBe(641);
    expect(JSON.stringify(res.json())).not.toMatch(/PRIV|Laboratoires/);
    // The same sequence code of a mixed supplier's private sheet still names it: that supplier shows itself.
    const mixComputable = iddcFromNumber(424_243);
    await makeSheet(t.db, mixed, { iddc: mixComputable, access: 'private' });
    const mix = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${mixComputable}`, cookies: guest });
    expect(mix.json().collection.errors[0].data).toContainEqual({ name: 'supplier_code', value: 'MIX' });
  });
});
