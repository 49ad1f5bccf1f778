import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../../../qa/fuzz.ts';
import { createUser } from './accounts.ts';
import { addSheet, addSupplier } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';

// Issue #11 "keep the probes": 1,000 requests generated from the OpenAPI document at every `npm test`, hostile
// multipart uploads and races included (issue #22), the rate limit off (`npm run fuzz` runs 20,000 against its own
// server). Not one 5xx, not one error outside the envelope.
describe('fuzz from the OpenAPI document', () => {
  let t: TestContext;
  let baseUrl: string;
  let sheets: string[];
  beforeAll(async () => {
    t = await createTestContext({ rateLimitPerMinute: 0 });
    await createUser(t, { email: 'fuzz-user@example.com', password: 'Fuzz-User-2025' });
    const pub = await addSupplier(t, { code: 'PUB', name: 'Chimie Publique' });
    const priv = await addSupplier(t, { code: 'PRIV', name: 'Privé SA', access_level: 'private', customerCodes: ['PRIV-1'] });
    sheets = [(await addSheet(t, pub, { productName: 'Acétone pure' })).iddc, (await addSheet(t, priv, { productName: 'Résine', access: 'private' })).iddc];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    // The fuzz sends this origin on its writes: they must reach the handlers, not stop at the Origin check.
    t.config.allowedOrigins.push(baseUrl);
  });
  afterAll(async () => t?.close());

  it('answers 1,000 generated requests without a 5xx or a reply outside the envelope', async () => {
    const summary = await runFuzz({ baseUrl, count: 1_000, seed: 11, sheets, login: { login: 'fuzz-user@example.com', password: 'Fuzz-User-2025' } });
    expect(summary.total).toBeGreaterThanOrEqual(1_000);
    // Uploads and races were sent, and nothing was refused for the rate.
    expect(summary.byKind.upload).toBeGreaterThan(30);
    expect(summary.byKind.race).toBeGreaterThan(30);
    expect(summary.rateLimited).toBe(0);
    expect(summary.problems).toEqual([]);
  }, 120_000);
});
