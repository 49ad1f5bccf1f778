import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestContext, type TestContext } from '../test/context.ts';

// Issue #11 defect 7: X-Forwarded-For was believed from any private peer by default.
describe('trusted proxies', () => {
  it('believes no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  describe('with the default setting', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext({ trustProxy: loadConfig({}).trustProxy, rateLimitPerMinute: 3 });
    });
    afterAll(async () => t?.close());

    it('a client on a private network cannot pick the address the limits key on', async () => {
      if (Date.now() % 60_000 > 55_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/session',
          remoteAddress: '172.18.0.7',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    });
  });
});
