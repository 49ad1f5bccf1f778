import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../../../qa/fuzz.ts';
import { createUser } from './accounts.ts';
import { addSheet, addSupplier } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';

// Issue #11 "keep the probes": 1,000 requests generated from the OpenAPI document at every `npm test`
// (`npm run fuzz` runs 10,000 against a running server). Not one 5xx, not one error outside the envelope.
describe('fuzz from the OpenAPI document', () => {
  let t: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestContext({ rateLimitPerMinute: 1_000_000 });
    await createUser(t, { email: 'fuzz-user@example.com', password: 'Fuzz-User-2025' });
    const pub = await addSupplier(t, { code: 'PUB', name: 'Chimie Publique' });
    const priv = await addSupplier(t, { code: 'PRIV', name: 'Privé SA', access_level: 'private', customerCodes: ['PRIV-1'] });
    await addSheet(t, pub, { productName: 'Acétone pure' });
    await addSheet(t, priv, { productName: 'Résine', access: 'private' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    // The fuzz sends this origin on its writes: they must reach the handlers, not stop at the Origin check.
    t.config.allowedOrigins.push(baseUrl);
  });
  afterAll(async () => t?.close());

  it('answers 1,000 generated requests without a 5xx or a reply outside the envelope', async () => {
    const summary = await runFuzz({ baseUrl, count: 1_000, seed: 11, login: { login: 'fuzz-user@example.com', password: 'Fuzz-User-2025' } });
    expect(summary.total).toBe(1_000);
    expect(summary.problems).toEqual([]);
  }, 120_000);
});
