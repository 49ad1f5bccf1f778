import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { addSheet, addSupplier } from '../../test/catalogue-fixtures.ts';

// Issue #11 defect 10: NUL bytes and unpaired surrogates in a text field or a query gave a 500.
describe('texts PostgreSQL cannot store', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const s = await addSupplier(t, { code: 'ACME', name: 'Acme' });
    await addSheet(t, s, { productName: 'Acétone' });
  });
  afterAll(async () => t?.close());

  // A lone surrogate cannot be percent-encoded: its CESU-8 bytes are sent instead (the server decodes them to U+FFFD).
  const enc = (v: string) => {
    try {
      return encodeURIComponent(v);
    } catch {
      return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
    }
  };
  const BAD = ['a\u0000b', 'x\ud800y', '\udc00', 'end\ud83d', '\u0000'];
  const guest = (v: string) => ({ first_name: v, last_name: 'L', company_name: 'C', email: 'g@example.com', qsds_consent: true });
  const calls: [string, (v: string) => InjectOptions, string][] = [
    ['search query', (v) => ({ method: 'GET', url: `/api/v1/documents?product_name=${enc(v)}` }), 'product_name'],
    ['staged search', (v) => ({ method: 'GET', url: `/api/v1/search_steps?supplier_name=${enc(v)}` }), 'supplier_name'],
    ['login body', (v) => ({ method: 'POST', url: '/api/v1/session', payload: { login: v, password: 'x' } }), 'login'],
    ['guest body', (v) => ({ method: 'PUT', url: '/api/v1/session', payload: guest(v) }), 'first_name'],
    [
      'registration',
      (v) => ({
        method: 'POST',
        url: '/api/v1/users/creation_request',
        payload: {
          profile_type: 'mySDS',
          first_name: 'A',
          last_name: 'B',
          email: 'r@example.com',
          company_name: v,
          country_code: 'fr',
          want_safebox: false,
          safebox: false,
          qsds_consent: false,
        },
      }),
      'company_name',
    ],
    ['path parameter', (v) => ({ method: 'GET', url: `/api/v1/documents/${enc(v)}` }), 'document_code'],
    ['customer code', (v) => ({ method: 'GET', url: `/api/v1/documents/verify_customer_code?supplier_code=ACME&customer_code=${enc(v)}` }), 'customer_code'],
  ];

  for (const [name, build, field] of calls) {
    it(`refuses them in a ${name} as a field error (595)`, async () => {
      const request = build('probe');
      // In a URL a lone surrogate cannot even be written (its bytes decode to U+FFFD): only JSON bodies carry one.
      const values = request.payload ? BAD : BAD.filter((v) => v.includes('\u0000'));
      for (const value of values) {
        const res = await t.app.inject(build(value));
        expect(res.statusCode, `${name} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json().collection.errors[0].code).toBe(595);
        expect(res.json().collection.errors[0].data).toContainEqual({ name: 'f', value: field });
      }
      const nul = await t.app.inject(build('a\u0000b'));
      expect(nul.statusCode, name).toBe(400);
    });
  }
});
