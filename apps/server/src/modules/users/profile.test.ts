import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, dataOf, firstError, loginAs } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

const PASSWORD = 'Profile-Pass-1';
const profile = {
  email: 'ann@example.com',
  title: 'Mme',
  first_name: 'Ann',
  last_name: 'Lee',
  company_name: 'Lee Labs',
  country_code: 'be',
  address1: '1 Grand-Place',
  zipcode: '1000',
  city: 'Bruxelles',
  email_rescue: 'ann.backup@example.com',
  department: 'HSE',
  position: 'Manager',
  phone_office: '+32 2 123 45 67',
  eu_vat_number: 'BE0123456789',
  qsds_consent: true,
};

describe('profile calls', () => {
  let t: TestContext;
  let ann: string;
  let bob: string;
  let admin: string;
  let assistant: string;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'ann@example.com', password: PASSWORD, profile: { first_name: 'Ann', last_name: 'Lee', company_name: 'Lee Labs' } });
    await createUser(t, { email: 'bob@example.com', password: PASSWORD, profile: { first_name: 'Bob', last_name: 'Secret', company_name: 'Bob Corp' } });
    await createUser(t, { email: 'a@example.com/b@example.org', password: PASSWORD });
    await createUser(t, { email: 'root@example.com', password: PASSWORD, profileTypes: ['admin'] });
    await createUser(t, { email: 'help@example.com', password: PASSWORD, profileTypes: ['assistant', 'mySDS'] });
    [ann, bob, admin, assistant] = await Promise.all(
      ['ann@example.com', 'bob@example.com', 'root@example.com', 'help@example.com'].map((l) => loginAs(t, l, PASSWORD)),
    );
  });
  afterAll(async () => t?.close());

  const get = (path: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/v1${path}`, cookies: cookie ? { openfds_session: cookie } : {} });
  const put = (path: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${path}`, payload, cookies: cookie ? { openfds_session: cookie } : {} });

  it('GET /users/{login} gives the own profile without password or token', async () => {
    const res = await get('/users/ann@example.com', ann);
    expect(res.statusCode).toBe(200);
    const [item] = res.json().collection.items;
    expect(item).toMatchObject({
      login: 'ann@example.com',
      email: 'ann@example.com',
      first_name: 'Ann',
      profile_type: ['mySDS'],
      safebox: false,
      paying: false,
      rights: [],
    });
    expect(item).not.toHaveProperty('password');
    expect(item).not.toHaveProperty('password_hash');
    expect(item).not.toHaveProperty('token');
  });

  it('one user cannot read or change another profile (603), and nothing leaks', async () => {
    for (const path of [
      '/users/bob@example.com',
      '/users/bob@example.com/details',
      '/users/bob@example.com/roles',
      '/users/bob@example.com/subscription',
      '/users/bob@example.com/admin',
    ]) {
      const res = await get(path, ann);
      expect(res.statusCode, path).toBe(403);
      expect(firstError(res).code).toBe(603);
      expect(res.body).not.toContain('Secret');
    }
    expect(firstError(await put('/users/bob@example.com', { ...profile, email: 'bob@example.com' }, ann)).code).toBe(603);
    expect(firstError(await put('/users/bob@example.com/mySDS', { safebox: true }, ann)).code).toBe(603);
    // The right is checked before the body: an invalid body for someone else's profile is still 603, not 595.
    expect(firstError(await put('/users/bob@example.com', { first_name: '' }, ann)).code).toBe(603);
    expect(firstError(await put('/users/bob@example.com/mySDS', { safebox: 'x' }, ann)).code).toBe(603);
    const bobNow = await get('/users/bob@example.com', bob);
    expect(bobNow.json().collection.items[0]).toMatchObject({ first_name: 'Bob', last_name: 'Secret', safebox: false });
  });

  it('needs a login (602)', async () => {
    const res = await get('/users/ann@example.com');
    expect(res.statusCode).toBe(401);
    expect(firstError(res)).toMatchObject({ code: 602, message: 'Vous devez être connecté pour accéder à cette page' });
  });

  it('an admin may read any account, but not change it', async () => {
    expect((await get('/users/bob@example.com', admin)).json().collection.items[0].last_name).toBe('Secret');
    expect((await get('/users/bob@example.com/details', admin)).statusCode).toBe(200);
    expect(firstError(await get('/users/ghost@example.com', admin)).code).toBe(604);
    expect(firstError(await put('/users/bob@example.com', { ...profile, email: 'bob@example.com' }, admin)).code).toBe(603);
  });

  it('PUT /users/{login} saves the profile fields', async () => {
    const res = await put('/users/ann@example.com', profile, ann);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0]).toMatchObject({ ...profile, country_code: 'BE', address2: null });
    const again = await get('/users/ann@example.com', ann);
    expect(again.json().collection.items[0]).toMatchObject({ city: 'Bruxelles', email_rescue: 'ann.backup@example.com', qsds_consent: true });
  });

  it('PUT /users/{login} does not change the login or e-mail (that takes the mailed link)', async () => {
    await put('/users/ann@example.com', { ...profile, email: 'elsewhere@example.com', email_rescue: null }, ann);
    const user = await t.db.selectFrom('users').select(['login', 'email']).where('login', '=', 'ann@example.com').executeTakeFirstOrThrow();
    expect(user).toEqual({ login: 'ann@example.com', email: 'ann@example.com' });
  });

  it('the backup e-mail must differ from the account e-mail (even when the form omits it)', async () => {
    const { email: _omitted, ...withoutEmail } = profile;
    const res = await put('/users/ann@example.com', { ...withoutEmail, email_rescue: 'ANN@example.com' }, ann);
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toEqual({
      code: 595,
      message: "L'e-mail de secours doit être différent de l'e-mail principal",
      data: [
        { name: 'f', value: 'email_rescue' },
        { name: 'key', value: 'email_rescue_same' },
      ],
    });
  });

  it('title must be M. or Mme, and a phone must look like one', async () => {
    const res = await put('/users/ann@example.com', { ...profile, title: 'Sir', phone_office: 'none' }, ann);
    const fields = res.json().collection.errors.map((e: { data: { value: string }[] }) => e.data[0].value);
    expect(fields).toEqual(['title', 'phone_office']);
  });

  it('details: read, update for an own profile type, 603 for a profile type the account lacks', async () => {
    // safebox true alone does not make a member (issue #13: the SafeBox form and a returned contract do): 707.
    const joinByFlag = await put('/users/ann@example.com/mySDS', { safebox: true }, ann);
    expect(firstError(joinByFlag).code).toBe(707);
    const details = {
      assignment_letter_referring_contact: 'M. Dupont',
      operational_contact: 'Mme Durand',
      safebox: false,
      safebox_cc: 'copy@example.com',
      history_imported: '2025-03-01T10:00:00Z',
    };
    const res = await put('/users/ann@example.com/mySDS', details, ann);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items).toEqual([details]);
    expect((await get('/users/ann@example.com/details', ann)).json().collection.items).toEqual([details]);
    expect((await get('/users/ann@example.com', ann)).json().collection.items[0].safebox).toBe(false);
    expect(firstError(await put('/users/ann@example.com/admin', details, ann)).code).toBe(603);
    expect(firstError(await put('/users/ann@example.com/superuser', details, ann))).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'profile_type' },
        { name: 'key', value: 'not_in_enum' },
      ],
    });
  });

  it('roles: one item per profile type', async () => {
    expect((await get('/users/help@example.com/roles', assistant)).json().collection.items).toEqual([{ profile_type: 'assistant' }, { profile_type: 'mySDS' }]);
  });

  it('admin: the admin URL for admins and assistants, 562 for anyone else', async () => {
    const forAdmin = await get('/users/root@example.com/admin', admin);
    expect(dataOf(forAdmin)).toEqual({ url: 'http://localhost:3000/admin/' });
    expect(dataOf(await get('/users/help@example.com/admin', assistant))).toEqual({ url: 'http://localhost:3000/admin/' });
    const forUser = await get('/users/ann@example.com/admin', ann);
    expect(forUser.statusCode).toBe(403);
    expect(firstError(forUser).code).toBe(562);
  });

  it('subscription: empty without an order (the shop answers it)', async () => {
    const items = (await get('/users/ann@example.com/subscription', ann)).json().collection.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ tokens: 0, used_tokens: 0, total_results: 0, offers: [], pending: false });
  });

  it('a login of two addresses works in the path when its slash is encoded', async () => {
    const cookie = await loginAs(t, 'a@example.com/b@example.org', PASSWORD);
    const res = await get(`/users/${encodeURIComponent('a@example.com/b@example.org')}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0].login).toBe('a@example.com/b@example.org');
  });
});
