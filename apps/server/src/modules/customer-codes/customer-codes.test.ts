import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { FREE_FAILURES, MAX_SLOWDOWN_MS } from '../../security/login-throttle.ts';

// Issue #11 defect 2: 300 wrong guesses in 0.6 s, then the right code was accepted.
describe('customer-code guessing', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    const priv = await addSupplier(t, { code: 'PRIV', name: 'Laboratoires Privés', access_level: 'private', customerCodes: ['CLIENT-42'] });
    await addSupplier(t, { code: 'OTHER', name: 'Autre Privé', access_level: 'private', customerCodes: ['OTHER-1'] });
    await addSheet(t, priv, { productName: 'Solvant réservé', access: 'private' });
  });
  afterAll(async () => t?.close());

  const verify = (supplier: string, code: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/documents/verify_customer_code?supplier_code=${supplier}&customer_code=${code}`, remoteAddress: ip });
  const searchWith = (supplier: string, code: string, ip: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/documents?supplier=${supplier}&customer_code=${code}`, remoteAddress: ip });

  it('stops a client after its free failures, even for the right code, on both routes', async () => {
    for (let i = 0; i < FREE_FAILURES.code_ip; i++) expect((await verify('PRIV', `GUESS-${i}`, '10.30.0.1')).json().collection.errors[0].code).toBe(567);
    const right = await verify('PRIV', 'CLIENT-42', '10.30.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().collection.errors[0].code).toBe(680);
    expect((await searchWith('PRIV', 'CLIENT-42', '10.30.0.1')).json().collection.errors[0].code).toBe(680);
    // another client is not affected
    expect((await verify('PRIV', 'CLIENT-42', '10.30.0.2')).statusCode).toBe(200);
  });

  it('slows a guess spread over many addresses down per supplier, without refusing a real customer (issue #22)', async () => {
    for (let i = 0; i < FREE_FAILURES.code_supplier; i++) {
      const res = await searchWith('OTHER', `SPREAD-${i}`, `10.31.${Math.floor(i / 5)}.${i % 5}`);
      expect(res.json().collection.errors[0].code).toBe(567);
    }
    const started = Date.now();
    expect((await verify('OTHER', 'OTHER-1', '10.32.0.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_SLOWDOWN_MS - 100);
    // the other supplier's customers are not slowed
    const other = Date.now();
    expect((await verify('PRIV', 'CLIENT-42', '10.32.0.2')).statusCode).toBe(200);
    expect(Date.now() - other).toBeLessThan(MAX_SLOWDOWN_MS - 100);
  });
});
