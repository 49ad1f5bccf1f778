import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

// Issue #11 defect 6: no security headers at all.
describe('security headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      trustProxy: '127.0.0.1',
      analytics: { url: 'https://stats.example.org/matomo/', siteId: '1', betaSiteId: null, betaHosts: [] },
    });
  });
  afterAll(async () => t?.close());

  it('sends a CSP that forbids framing and allows only our origin (and the tracker for connections), nosniff, same-origin referrers', async () => {
    // An answer, an unknown route, a refused input, a static file and a page of the web app.
    for (const url of ['/api/v1/session', '/api/v1/nothing', '/api/v1/documents?limit=abc', '/alert.json', '/some/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/connect-src 'self' https:\/\/stats\.example\.org(;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('sends HSTS on https only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/session' })).headers['strict-transport-security']).toBeUndefined();
    const https = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('keeps API replies (personal data) out of every cache, errors included', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/session' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/x@example.com' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nothing' })).headers['cache-control']).toBe('no-store');
  });
});
