import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';

/**
 * The administrator's path of the users module's owner routes (issue #29): an administrator reading a user's account
 * gets that account, never their own (the two differ in login, profile details and profile types).
 */
describe('users owner routes, called by an administrator for a user', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function accounts() {
    const admin = await makeUser(t.db, { admin: true });
    const user = await makeUser(t.db);
    await t.db
      .updateTable('users')
      .set({ profile_types: ['mySDS', 'supplier'], profile: JSON.stringify({ first_name: 'Uma', operational_contact: 'Uma at the plant' }) })
      .where('id', '=', user.id)
      .execute();
    const call = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1/users/${user.login}${path}`, headers: { cookie: admin.cookie } });
    return { user, call };
  }
  const itemOf = (res: { json(): { collection: { items: Record<string, unknown>[] } } }) => res.json().collection.items;

  it('GET /users/:login is the user profile', async () => {
    const { user, call } = await accounts();
    const res = await call('');
    expect(res.statusCode, res.body).toBe(200);
    expect(itemOf(res)[0]).toMatchObject({ login: user.login });
  });

  it('GET /users/:login/details are the user details', async () => {
    const { call } = await accounts();
    const res = await call('/details');
    expect(res.statusCode, res.body).toBe(200);
    expect(itemOf(res)[0]).toMatchObject({ operational_contact: 'Uma at the plant' });
  });

  it('GET /users/:login/roles are the user profile types', async () => {
    const { call } = await accounts();
    const res = await call('/roles');
    expect(res.statusCode, res.body).toBe(200);
    expect(itemOf(res)).toEqual([{ profile_type: 'mySDS' }, { profile_type: 'supplier' }]);
  });
});
