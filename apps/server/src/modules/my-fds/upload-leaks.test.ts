import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { makeUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { iddcFromNumber } from '../../catalogue/document-code.ts';

/** Issue #22 items 11, 12 and 13: what an upload to my-FDS must not do. */
let t: TestContext;
let user: { id: number; login: string; cookie: string };
let privateSheet: string;
const FIELDS = { product_name: 'Reserved solvent', supplier_name: 'Private Labs', revision_date: '2020-01-01', language: 'en' };

beforeAll(async () => {
  t = await createTestContext();
  const priv = await addSupplier(t, { code: 'PRIVLAB', name: 'Private Labs', access_level: 'private', customerCodes: ['PL-1'] });
  privateSheet = (await addSheet(t, priv, { productName: 'Reserved solvent', access: 'private', language: 'en', revisionDate: '2025-01-01' })).iddc;
  user = await makeUser(t.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function upload(fields: Record<string, string>, label = 'upload') {
  const body = multipart(fields, { name: 'sheet.pdf', type: 'application/pdf', bytes: pdfBytes(`${label}-${Math.random()}`) });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents`,
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie },
  });
}

describe('my-FDS uploads', () => {
  it("never names a private sheet's code to someone without its customer code (newer_revision_code)", async () => {
    const res = await upload(FIELDS);
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().collection.items[0];
    expect(item.newer_revision_code).toBeNull();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents`,
      headers: { cookie: user.cookie },
    });
    expect(list.body).not.toContain(privateSheet);
    // With the supplier's customer code on the account, the newer revision is named.
    const proved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/customer_codes`,
      payload: { supplier_name: 'Private Labs', customer_code: 'PL-1' },
      headers: { cookie: user.cookie },
    });
    expect(proved.statusCode, proved.body).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents`,
      headers: { cookie: user.cookie },
    });
    expect(again.body).toContain(privateSheet);
  });

  it('gives uploads random codes, not computable from the sequence', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await upload({ ...FIELDS, product_name: `Own product ${i}` }, `own-${i}`)).json().collection.items[0].iddc);
    for (const code of codes) expect(code).toMatch(/^\d{7}-\d{5}-\d{5}-\d{6}$/);
    const seq = Number((await t.pool.query(`SELECT last_value FROM document_code_seq`)).rows[0].last_value);
    // The codes the sequence would have given them (and their neighbours).
    const computable = new Set(Array.from({ length: 1050 }, (_, k) => iddcFromNumber(Math.max(0, seq - 1000) + k)));
    expect(codes.filter((c) => computable.has(c))).toEqual([]);
  });

  it('refuses a NUL byte in a multipart field as a field error, not a 500', async () => {
    const res = await upload({ ...FIELDS, product_name: 'a\u0000b' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().collection.errors[0].code).toBe(595);
    expect(res.json().collection.errors[0].data).toContainEqual({ name: 'f', value: 'product_name' });
  });

  it('refuses an unknown sheet language', async () => {
    const res = await upload({ ...FIELDS, language: 'zz' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().collection.errors[0].data).toContainEqual({ name: 'f', value: 'language' });
  });
});
