import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { addSheet } from '../../../test/catalogue-fixtures.ts';
import { supplierWithMember, type SupplierFixture } from '../../../test/suppliers.ts';
import { addMember } from '../supplier-space/index.ts';

/** Issue #27: a supplier's admin lists and revokes every member's supplier keys, of their own supplier only. */
describe("the supplier admin's view of the supplier's API keys, across two suppliers", () => {
  let t: TestContext;
  let a: SupplierFixture; // admin of A
  let b: SupplierFixture; // admin of B
  let member: { openfds_session: string }; // member (not admin) of A
  const keys: Record<string, { id: number; key: string }> = {};

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookies: object, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, cookies: cookies as Record<string, string>, payload: payload as never });

  beforeAll(async () => {
    t = await createTestContext();
    a = await supplierWithMember(t, 'SKA');
    b = await supplierWithMember(t, 'SKB');
    await addSheet(t, a.supplierId, { productName: 'Gel Clef', productCode: 'GC-1' });
    const userId = await createUser(t, { email: 'member@ska.example', password: 'Member-Passw0rd', profile: { first_name: 'Mia', last_name: 'Membre' } });
    await addMember(t, { userId, supplierId: a.supplierId, role: 'member' });
    member = { openfds_session: await loginAs(t, 'member@ska.example', 'Member-Passw0rd') };
    const create = async (name: string, cookies: object, url: string) => {
      const res = await call('POST', url, cookies, { name, scope: 'read' });
      expect(res.statusCode, res.body).toBe(200);
      keys[name] = res.json().collection.items[0];
    };
    await create('member ERP', member, '/supplier/api_keys');
    await create('member personal', member, '/account/api_keys');
    await create('admin A', a.cookies, '/supplier/api_keys');
    await create('admin B', b.cookies, '/supplier/api_keys');
  });
  afterAll(async () => t?.close());

  it("lists every member's supplier keys to the supplier's admin, never personal keys or another supplier's", async () => {
    const res = await call('GET', '/supplier/api_keys', a.cookies);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().collection.items as { id: number; name: string; owner_login: string; owner_name: string | null; key?: string }[];
    expect(items.map((k) => k.name).sort()).toEqual(['admin A', 'member ERP']);
    expect(items.find((k) => k.name === 'member ERP')).toMatchObject({ owner_login: 'member@ska.example', owner_name: 'Mia Membre', supplier_key: true });
    expect(items.every((k) => k.key === undefined)).toBe(true);
    const atB = (await call('GET', '/supplier/api_keys', b.cookies)).json().collection.items as { name: string }[];
    expect(atB.map((k) => k.name)).toEqual(['admin B']);
    // A member who is not the supplier's admin: refused.
    expect(firstError(await call('GET', '/supplier/api_keys', member)).code).toBe(ERRORS.forbidden.code);
  });

  it("revokes a member's supplier key for the supplier's admin only, of their own supplier only", async () => {
    expect(firstError(await call('DELETE', `/supplier/api_keys/${keys['member ERP'].id}`, b.cookies)).code).toBe(ERRORS.notFound.code);
    expect(firstError(await call('DELETE', `/supplier/api_keys/${keys['member ERP'].id}`, member)).code).toBe(ERRORS.forbidden.code);
    expect(firstError(await call('DELETE', `/supplier/api_keys/${keys['member personal'].id}`, a.cookies)).code).toBe(ERRORS.notFound.code);
    expect(firstError(await call('DELETE', `/supplier/api_keys/${keys['admin B'].id}`, a.cookies)).code).toBe(ERRORS.notFound.code);
    const bearer = (key: string) => t.app.inject({ method: 'GET', url: '/api/v1/documents?q=Gel', headers: { authorization: `Bearer ${key}` } });
    expect((await bearer(keys['member ERP'].key)).statusCode).toBe(200);

    expect((await call('DELETE', `/supplier/api_keys/${keys['member ERP'].id}`, a.cookies)).statusCode).toBe(200);
    expect(firstError(await bearer(keys['member ERP'].key)).code).toBe(ERRORS.apiKeyInvalid.code);
    const listed = (await call('GET', '/supplier/api_keys', a.cookies)).json().collection.items as { name: string; revoked_at: string | null }[];
    expect(listed.find((k) => k.name === 'member ERP')?.revoked_at).not.toBeNull();
    // The other keys still work: B's, and the member's personal key.
    expect((await bearer(keys['admin B'].key)).statusCode).toBe(200);
    expect((await bearer(keys['member personal'].key)).statusCode).toBe(200);
  });
});
