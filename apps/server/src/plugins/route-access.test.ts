import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, firstError, loginAs } from '../../test/accounts.ts';
import { AppError } from '../errors/app-error.ts';
import { apiRoute, checkAccess, requireRouteAccess, ROUTE_ACCESS, routeRegistry, type RouteAccess } from './api-route.ts';
import type { SessionUser } from './session.ts';

// Every API route declares who may call it (apiRoute's `access`), and that declaration is what is enforced.

const user = (login: string, profileTypes: string[] = ['mySDS']): SessionUser => ({
  id: 1,
  login,
  email: login,
  profileTypes,
  safebox: false,
  language: 'fr',
});
const visitor = { user: null, sessionExpired: false };
const expired = { user: null, sessionExpired: true };
const ann = { user: user('ann@example.com'), sessionExpired: false };
const admin = { user: user('root@example.com', ['admin']), sessionExpired: false };

/** The error name checkAccess throws, or 'ok'. */
function outcome(
  access: RouteAccess,
  caller: { user: SessionUser | null; sessionExpired: boolean },
  login = 'ann@example.com',
  denied?: 'forbidden' | 'notAdmin',
) {
  try {
    checkAccess(access, caller, { login }, denied);
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.error;
    throw error;
  }
}

describe('checkAccess: who may call a route', () => {
  it('public: anyone', () => {
    expect([visitor, expired, ann, admin].map((c) => outcome('public', c))).toEqual(['ok', 'ok', 'ok', 'ok']);
  });
  it('user: a logged-in user; 602 for a visitor, 556 for an expired session', () => {
    expect([visitor, expired, ann, admin].map((c) => outcome('user', c))).toEqual(['notLoggedIn', 'sessionExpired', 'ok', 'ok']);
  });
  it('self: only the user of the :login (an admin too gets 603); the login compares in lower case', () => {
    expect([visitor, expired, ann, admin].map((c) => outcome('self', c))).toEqual(['notLoggedIn', 'sessionExpired', 'ok', 'forbidden']);
    expect(outcome('self', ann, 'Ann@Example.com')).toBe('ok');
    expect(outcome('self', ann, 'bob@example.com')).toBe('forbidden');
  });
  it('owner: the user of the :login, or an admin', () => {
    expect([visitor, expired, ann, admin].map((c) => outcome('owner', c))).toEqual(['notLoggedIn', 'sessionExpired', 'ok', 'ok']);
    expect(outcome('owner', ann, 'bob@example.com')).toBe('forbidden');
  });
  it("admin: administrators only, 603 or the route's refusal (562)", () => {
    expect([visitor, expired, ann, admin].map((c) => outcome('admin', c))).toEqual(['notLoggedIn', 'sessionExpired', 'forbidden', 'ok']);
    expect(outcome('admin', ann, undefined, 'notAdmin')).toBe('notAdmin');
  });
});

describe('an API route without a declaration', () => {
  it('stops the app from starting (app.route under /api without config.access)', async () => {
    const app = Fastify();
    requireRouteAccess(app);
    await expect(
      (async () => {
        app.get('/api/v1/undeclared', async () => ({}));
        await app.ready();
      })(),
    ).rejects.toThrow(/declares who may call it/);
    await app.close();
  });
  it('is refused by apiRoute, and self/owner need a :login parameter', async () => {
    const app = Fastify();
    const handler = async () => ({});
    expect(() => apiRoute(app, { method: 'GET', url: '/probe-undeclared', summary: '', tags: [] } as never, handler)).toThrow(/declare who may call it/);
    expect(() => apiRoute(app, { method: 'GET', url: '/probe-self', summary: '', tags: [], access: 'self' }, handler)).toThrow(/:login/);
    await app.close();
  });
});

describe('every route of the app declares who may call it', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t.close();
  });

  it('each route of the API has an access, self and owner routes a :login', () => {
    expect(routeRegistry.length).toBeGreaterThan(80);
    for (const route of routeRegistry) {
      expect(ROUTE_ACCESS, `${route.method} ${route.url}`).toContain(route.access);
      if (route.access === 'self' || route.access === 'owner') expect(route.url, `${route.method} ${route.url}`).toContain('/:login');
    }
  });

  it('the OpenAPI document says who may call each operation (x-access)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/v3/api-docs' });
    const operations = Object.values(res.json().paths as Record<string, Record<string, { 'x-access'?: string }>>).flatMap((p) => Object.values(p));
    expect(operations.length).toBe(routeRegistry.length);
    expect(operations.filter((o) => !ROUTE_ACCESS.includes(o['x-access'] as RouteAccess))).toEqual([]);
  });

  it('is enforced: self refuses another login and an admin, owner lets an admin in, admin refuses a user', async () => {
    await createUser(t, { email: 'ann@example.com', password: 'secret-Passw0rd' });
    await createUser(t, { email: 'root@example.com', password: 'secret-Passw0rd', profileTypes: ['admin'] });
    const annCookie = { openfds_session: await loginAs(t, 'ann@example.com', 'secret-Passw0rd') };
    const rootCookie = { openfds_session: await loginAs(t, 'root@example.com', 'secret-Passw0rd') };
    const call = (method: 'GET' | 'PUT', url: string, cookies?: Record<string, string>) =>
      t.app.inject({ method, url: `/api/v1${url}`, cookies, payload: method === 'PUT' ? {} : undefined });
    // self (PUT /users/:login): refused before the body is looked at.
    expect(firstError(await call('PUT', '/users/ann@example.com')).code).toBe(602);
    expect(firstError(await call('PUT', '/users/ann@example.com', rootCookie)).code).toBe(603);
    // owner (GET /users/:login): the owner and an admin.
    expect((await call('GET', '/users/ann@example.com', annCookie)).statusCode).toBe(200);
    expect((await call('GET', '/users/ann@example.com', rootCookie)).statusCode).toBe(200);
    expect(firstError(await call('GET', '/users/root@example.com', annCookie)).code).toBe(603);
    // admin (PUT /alert): a user gets 603 before the body is validated.
    expect(firstError(await call('PUT', '/alert', annCookie)).code).toBe(603);
  });
});
