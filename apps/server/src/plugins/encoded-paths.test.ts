import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, firstError, loginAs } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

// Issue #11 defect 1: the router percent-decodes the path, so `/%61pi/v1/...` reaches the API handlers. Every
// plugin that guards the API must decide by the matched route, never by the request.url text.
const ENCODED = ['/%61pi/v1/session', '/%61%70%69/v1/session', '/api/%761/session', '/%61pi/v1/%73ession'];

describe('percent-encoded API paths', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ rateLimitPerMinute: 3, allowedOrigins: ['http://localhost:3000'] });
    await createUser(t, { email: 'enc@openfds.example', password: 'Encoded-Pass-2025' });
  });
  afterAll(async () => t?.close());

  it('reach the same handler (so the guards must see them)', async () => {
    for (const [i, url] of ENCODED.entries()) expect((await t.app.inject({ method: 'GET', url, remoteAddress: `10.20.0.${i}` })).statusCode).toBe(200);
  });

  it('are counted by the rate limit', async () => {
    if (Date.now() % 60_000 > 55_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
    const codes: number[] = [];
    for (const url of ENCODED) codes.push((await t.app.inject({ method: 'GET', url, remoteAddress: '10.20.0.9' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // an unmatched API path under an encoded prefix is counted too, and answered in the envelope
    const unknown = await t.app.inject({ method: 'GET', url: '/%61pi/v1/nothing-here', remoteAddress: '10.20.0.9' });
    expect(unknown.statusCode).toBe(429);
  });

  it('go through the Origin check', async () => {
    for (const [i, url] of ENCODED.entries()) {
      const res = await t.app.inject({ method: 'DELETE', url, remoteAddress: `10.20.1.${i}`, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode, url).toBe(403);
      expect(firstError(res).code).toBe(614);
    }
  });

  it('load the session of the cookie', async () => {
    const cookie = await loginAs(t, 'enc@openfds.example', 'Encoded-Pass-2025');
    for (const [i, url] of ENCODED.entries()) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: `10.20.2.${i}`, cookies: { openfds_session: cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().collection.items[0]?.login, url).toBe('enc@openfds.example');
    }
  });

  it('answer an unknown API path with the envelope', async () => {
    for (const url of ['/%61pi/v1/nothing-here', '/%61pi']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '10.20.3.1' });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(Array.isArray(res.json().collection.errors), url).toBe(true);
    }
  });
});
