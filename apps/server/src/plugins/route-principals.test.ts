import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginParams } from '@openfds/contract';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, firstError, loginAs } from '../../test/accounts.ts';
import { apiRoute } from './api-route.ts';

// apiRoute resolves who a route is about once (issue #29): the `:login` user of self/owner routes, the staff
// permission of staff routes, the caller's own supplier of supplier routes. Probe routes answer what they were given.

const PASSWORD = 'secret-Passw0rd';

function probes(app: FastifyInstance): void {
  apiRoute(app, { method: 'GET', url: '/probe/:login/owner', summary: '', tags: [], access: 'owner', params: LoginParams }, async ({ target }) => ({
    id: target.id,
    login: target.login,
  }));
  apiRoute(app, { method: 'GET', url: '/probe/:login/self', summary: '', tags: [], access: 'self', params: LoginParams }, async ({ target }) => ({
    id: target.id,
  }));
  apiRoute(app, { method: 'GET', url: '/probe/desk', summary: '', tags: [], access: 'staff', permission: 'requests.handle' }, async () => ({ ok: 1 }));
  apiRoute(app, { method: 'GET', url: '/probe/roles', summary: '', tags: [], access: 'staff', permission: 'roles.write' }, async () => ({ ok: 1 }));
  apiRoute(app, { method: 'GET', url: '/probe/supplier', summary: '', tags: [], access: 'supplier' }, async ({ supplier }) => supplier);
  apiRoute(
    app,
    { method: 'GET', url: '/probe/supplier-admin', summary: '', tags: [], access: 'supplier', supplierRole: 'admin', params: z.object({}) },
    async ({ supplier }) => supplier,
  );
}

describe('apiRoute resolves the target user, the staff role and the supplier', () => {
  let t: TestContext;
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  const cookies: Record<string, { openfds_session: string }> = {};
  let supplierA = 0;
  let supplierB = 0;

  beforeAll(async () => {
    t = await createTestContext();
    app = await buildApp(t, { extraRoutes: probes });
    await app.ready();
    const people: [string, string[]][] = [
      ['ann@example.com', ['mySDS']],
      ['bob@example.com', ['mySDS']],
      ['root@example.com', ['admin']],
      ['desk@example.com', ['assistant']],
      ['sam@example.com', ['mySDS']],
      ['sue@example.com', ['mySDS']],
    ];
    for (const [email, profileTypes] of people) {
      ids[email] = await createUser(t, { email, password: PASSWORD, profileTypes });
      cookies[email] = { openfds_session: await loginAs(t, email, PASSWORD) };
    }
    const supplier = async (code: string) =>
      (await t.db.insertInto('suppliers').values({ code, name: code, slug: code.toLowerCase() }).returning('id').executeTakeFirstOrThrow()).id;
    supplierA = await supplier('SUPA');
    supplierB = await supplier('SUPB');
    await t.db
      .insertInto('supplier_members')
      .values([
        { user_id: ids['sam@example.com'], supplier_id: supplierA, role: 'admin' },
        { user_id: ids['sue@example.com'], supplier_id: supplierB },
      ])
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = (url: string, who?: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, cookies: who ? cookies[who] : undefined });

  it("owner: the caller's own account, or for an administrator the named user's, never the administrator's own", async () => {
    expect((await get('/probe/Ann@Example.com/owner', 'ann@example.com')).json()).toEqual({ id: ids['ann@example.com'], login: 'ann@example.com' });
    // The planted bug of issue #29 (an admin given their own data) fails here: the target is Ann, not root.
    expect((await get('/probe/ann@example.com/owner', 'root@example.com')).json()).toEqual({ id: ids['ann@example.com'], login: 'ann@example.com' });
    expect(firstError(await get('/probe/ann@example.com/owner', 'bob@example.com')).code).toBe(603);
    expect(firstError(await get('/probe/nobody@example.com/owner', 'root@example.com')).code).toBe(604);
    // Someone else never learns whether a login exists.
    expect(firstError(await get('/probe/nobody@example.com/owner', 'bob@example.com')).code).toBe(603);
    expect(firstError(await get('/probe/ann@example.com/owner')).code).toBe(602);
  });

  it('self: only the caller, an administrator included', async () => {
    expect((await get('/probe/ann@example.com/self', 'ann@example.com')).json()).toEqual({ id: ids['ann@example.com'] });
    expect(firstError(await get('/probe/ann@example.com/self', 'root@example.com')).code).toBe(603);
  });

  it('staff: by the role table (assistant at the desk, not on roles), never a customer', async () => {
    expect((await get('/probe/desk', 'desk@example.com')).statusCode).toBe(200);
    expect((await get('/probe/desk', 'root@example.com')).statusCode).toBe(200);
    expect(firstError(await get('/probe/desk', 'ann@example.com')).code).toBe(603);
    expect(firstError(await get('/probe/roles', 'desk@example.com')).code).toBe(603);
    expect((await get('/probe/roles', 'root@example.com')).statusCode).toBe(200);
    expect(firstError(await get('/probe/desk')).code).toBe(602);
  });

  it("supplier: the caller's own supplier only; its admin routes to its administrators", async () => {
    expect((await get('/probe/supplier', 'sam@example.com')).json()).toEqual({ id: supplierA, role: 'admin' });
    expect((await get('/probe/supplier', 'sue@example.com')).json()).toEqual({ id: supplierB, role: 'member' });
    expect(firstError(await get('/probe/supplier', 'ann@example.com')).code).toBe(603);
    expect(firstError(await get('/probe/supplier', 'root@example.com')).code).toBe(603);
    expect((await get('/probe/supplier-admin', 'sam@example.com')).statusCode).toBe(200);
    expect(firstError(await get('/probe/supplier-admin', 'sue@example.com')).code).toBe(603);
  });
});
