import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { loadConfig } from '../config.ts';

describe('origin check on state-changing calls', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ allowedOrigins: ['http://localhost:3000', 'https://beta.openfds.example'] });
  });
  afterAll(async () => t?.close());

  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers });

  it('accepts the site origins, by Origin or by Referer', async () => {
    expect((await logout({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await logout({ origin: 'https://beta.openfds.example' })).statusCode).toBe(200);
    expect((await logout({ referer: 'http://localhost:3000/fr/account/profile' })).statusCode).toBe(200);
  });

  it('accepts calls without Origin or Referer (server-to-server)', async () => {
    expect((await logout({})).statusCode).toBe(200);
  });

  it('rejects another origin with 614, whatever the call', async () => {
    const rejected: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://localhost:3000.evil.example' },
      { referer: 'not a url' },
    ];
    for (const headers of rejected) {
      const res = await logout(headers);
      expect(res.statusCode).toBe(403);
      expect(firstError(res)).toMatchObject({ code: 614, message: "La requête vient d'une origine non autorisée" });
    }
    const register = await t.app.inject({ method: 'POST', url: '/api/v1/users/creation_request', headers: { origin: 'https://evil.example' }, payload: {} });
    expect(firstError(register).code).toBe(614);
  });

  it("refuses an Origin equal to the request's own Host: the DNS rebinding shape (issue #22)", async () => {
    const own = (origin: string, host: string) => t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers: { origin, host } });
    for (const [origin, host] of [
      ['http://rebind.evil.example:3000', 'rebind.evil.example:3000'],
      ['http://192.168.1.20:3000', '192.168.1.20:3000'],
      ['https://evil.example', '127.0.0.1:3000'],
    ]) {
      const res = await own(origin, host);
      expect(res.statusCode, origin).toBe(403);
      expect(firstError(res).code).toBe(614);
    }
    const referer = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/session',
      headers: { referer: 'http://rebind.evil.example:3000/fr/', host: 'rebind.evil.example:3000' },
    });
    expect(firstError(referer).code).toBe(614);
  });

  it('allows the loopback twins of a PUBLIC_URL on localhost, from the configuration only (issue #16)', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).allowedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']),
    );
    expect(loadConfig({ PUBLIC_URL: 'https://fds.example.com' }).allowedOrigins).toEqual(['https://fds.example.com']);
  });

  it('lets reads through from anywhere', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });
});

describe('per-IP request rate', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ rateLimitPerMinute: 5, supportEmail: 'help@openfds.example', supportPhone: '+33 1 00 00 00 00' });
  });
  afterAll(async () => t?.close());

  const call = (ip: string) => t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { 'x-forwarded-for': ip, 'accept-language': 'en' } });

  it('answers 302 (HTTP 429) with the support contact past the limit, per address', async () => {
    // Stay clear of a minute boundary, where the window (rightly) starts again.
    if (Date.now() % 60_000 > 55_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
    for (let i = 0; i < 5; i++) expect((await call('10.9.0.1')).statusCode).toBe(200);
    const over = await call('10.9.0.1');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(firstError(over)).toEqual({
      code: 302,
      message:
        'Because of unusual traffic, access to the sheets is suspended for your IP address. Please contact ' +
        'our support: help@openfds.example, +33 1 00 00 00 00.',
      data: [],
    });
    expect((await call('10.9.0.2')).statusCode).toBe(200);
  });

  it('keys on the real address: a client that is not a trusted proxy cannot pick its X-Forwarded-For', async () => {
    const spoof = (i: number) =>
      t.app.inject({ method: 'GET', url: '/api/v1/session', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': `10.8.0.${i}` } });
    if (Date.now() % 60_000 > 55_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
    for (let i = 0; i < 5; i++) expect((await spoof(i)).statusCode).toBe(200);
    expect((await spoof(99)).statusCode).toBe(429);
  });

  it('holds under a burst of parallel requests from one address (no overshoot)', async () => {
    if (Date.now() % 60_000 > 50_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
    const replies = await Promise.all(Array.from({ length: 30 }, () => call('10.9.0.3')));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(25);
  });

  it('counts in PostgreSQL, so the limit holds across server instances', async () => {
    const rows = await t.db.selectFrom('rate_limit_counters').select(['ip', 'count']).where('ip', '=', '10.9.0.1').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].count).toBeGreaterThanOrEqual(5);
  });
});

describe('OpenAPI document', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('lists every platform route with its request shape', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/v3/api-docs' })).json();
    const expected: [string, string, string[]][] = [
      ['/api/v1/session', 'post', ['login', 'password']],
      ['/api/v1/session', 'get', []],
      ['/api/v1/session', 'put', ['first_name', 'last_name', 'company_name', 'email', 'qsds_consent']],
      ['/api/v1/session', 'delete', []],
      [
        '/api/v1/users/creation_request',
        'post',
        [
          'profile_type',
          'first_name',
          'last_name',
          'email',
          'company_name',
          'country_code',
          'address1',
          'address2',
          'address3',
          'zipcode',
          'city',
          'state',
          'duns',
          'siret',
          'want_safebox',
          'safebox',
          'qsds_consent',
        ],
      ],
      ['/api/v1/users/creation_code', 'post', ['password', 'first_name', 'last_name', 'email', 'company_name', 'qsds_consent']],
      ['/api/v1/users', 'post', ['token', 'password']],
      ['/api/v1/users/modify_password_request', 'post', ['login']],
      ['/api/v1/users/{login}/modify_email_request', 'post', ['email']],
      ['/api/v1/users/{login}/email/modification', 'put', ['token', 'password', 'email']],
      ['/api/v1/users/{login}', 'get', []],
      [
        '/api/v1/users/{login}',
        'put',
        ['title', 'first_name', 'last_name', 'email_rescue', 'company_name', 'country_code', 'department', 'position', 'phone_office', 'qsds_consent'],
      ],
      ['/api/v1/users/{login}/details', 'get', []],
      ['/api/v1/users/{login}/roles', 'get', []],
      ['/api/v1/users/{login}/admin', 'get', []],
      ['/api/v1/users/{login}/subscription', 'get', []],
      [
        '/api/v1/users/{login}/{profile_type}',
        'put',
        ['assignment_letter_referring_contact', 'operational_contact', 'safebox', 'safebox_cc', 'history_imported'],
      ],
      ['/api/v1/alert', 'put', ['message', 'start', 'end', 'locked']],
      ['/alert.json', 'get', []],
    ];
    for (const [path, method, fields] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeTruthy();
      expect(operation.summary).toBeTruthy();
      if (fields.length) {
        const properties = Object.keys(operation.requestBody.content['application/json'].schema.properties);
        expect(properties, `${method} ${path}`).toEqual(expect.arrayContaining(fields));
      }
      if (path.includes('{login}')) expect(operation.parameters.map((p: { name: string }) => p.name)).toContain('login');
    }
    // Reply shapes too: the Me item of the login reply, and /alert.json documented as the plain file it is.
    expect(doc.openapi).toBe('3.1.0'); // its schemas use JSON Schema 2020-12 (type arrays with 'null', const)
    const loginReply = doc.paths['/api/v1/session'].post.responses['200'].content['application/json'].schema;
    expect(Object.keys(loginReply.properties.collection.properties.items.items.properties)).toEqual(
      expect.arrayContaining(['login', 'email', 'profile_type', 'admin', 'assistant', 'safebox', 'guest']),
    );
    const alertReply = doc.paths['/alert.json'].get.responses['200'].content['application/json'].schema;
    expect(alertReply.properties.collection).toBeUndefined();
    expect(Object.keys(alertReply.properties)).toEqual(expect.arrayContaining(['message', 'start', 'end', 'locked']));
    expect(doc.paths['/api/v1/users/creation_request'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'company_name', 'qsds_consent']),
    );
  });
});
