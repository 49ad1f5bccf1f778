import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { createUser, dataOf, firstError, loginAs } from '../../../../test/accounts.ts';
import { grantExtractStandard, makeUser } from '../../../../test/factories.ts';
import { makeStaff } from '../../../../test/staff.ts';

const PASSWORD = 'Staff-Users-2025';

/** Issue #26: the back office's account calls, their permissions and their audit rows. */
describe('back office: accounts', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof makeStaff>>;
  let assistant: Awaited<ReturnType<typeof makeStaff>>;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await makeStaff(t.db, 'admin');
    assistant = await makeStaff(t.db, 'assistant');
  });
  afterAll(async () => t?.close());

  const call = (who: { cookie: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const auditOf = async (login: string) =>
    (await call(admin, 'GET', `/admin/audit?target_type=user&target_id=${encodeURIComponent(login)}`)).json().collection.items as {
      action: string;
      staff_login: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
      reason: string | null;
    }[];

  it('lets an administrator set profile types and roles (audited); refuses an assistant, an unknown login, a bad type, losing one’s own admin', async () => {
    const user = await makeUser(t.db);
    // A customer is not staff: the back office is closed to them until the role is given.
    expect(firstError(await call(user, 'GET', '/admin/audit')).code).toBe(ERRORS.forbidden.code);

    expect(firstError(await call(assistant, 'POST', `/users/${user.login}/profiles`, { profile_types: ['mySDS', 'assistant'] })).code).toBe(
      ERRORS.forbidden.code,
    );
    const granted = await call(admin, 'POST', `/users/${user.login}/profiles`, { profile_types: ['mySDS', 'assistant'] });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().collection.items).toEqual([{ profile_type: 'mySDS' }, { profile_type: 'assistant' }]);
    expect((await call(user, 'GET', '/admin/audit')).statusCode).toBe(200);
    expect(await auditOf(user.login)).toMatchObject([
      { action: 'user.profiles', staff_login: admin.login, before: { profile_types: ['mySDS'] }, after: { profile_types: ['mySDS', 'assistant'] } },
    ]);

    expect(firstError(await call(admin, 'POST', '/users/nobody@example.com/profiles', { profile_types: ['mySDS'] })).code).toBe(ERRORS.notFound.code);
    const bad = firstError(await call(admin, 'POST', `/users/${user.login}/profiles`, { profile_types: ['guest'] }));
    expect(bad.code).toBe(ERRORS.validation.code);
    expect(bad.data).toContainEqual({ name: 'f', value: 'profile_types.0' });
    const own = firstError(await call(admin, 'POST', `/users/${admin.login}/profiles`, { profile_types: ['mySDS'] }));
    expect(own).toMatchObject({ code: ERRORS.ownAdminRole.code, data: [{ name: 'f', value: 'profile_types' }] });
    const row = await t.db.selectFrom('users').select('profile_types').where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.profile_types).toEqual(['mySDS', 'admin']);
  });

  it('finds accounts by name or company and shows one with its SafeBox state, credits and sessions (assistants read)', async () => {
    await createUser(t, {
      email: 'zelda.search@example.com',
      password: PASSWORD,
      profile: { first_name: 'Zelda', last_name: 'Hyrule', company_name: 'Éclair Chimie' },
    });
    const found = await call(assistant, 'GET', '/admin/users?q=eclair%20chim');
    expect(found.statusCode).toBe(200);
    expect(found.json().collection.items.map((u: { login: string }) => u.login)).toEqual(['zelda.search@example.com']);
    expect((await call(assistant, 'GET', '/admin/users?status=disabled&q=zelda')).json().collection.items).toEqual([]);

    await loginAs(t, 'zelda.search@example.com', PASSWORD);
    const detail = (await call(assistant, 'GET', '/admin/users/zelda.search@example.com')).json().collection.items[0];
    expect(detail).toMatchObject({
      login: 'zelda.search@example.com',
      company_name: 'Éclair Chimie',
      status: 'active',
      safebox_status: { state: 'none' },
      offers: [],
    });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.profile.password).toBeUndefined();
    expect(firstError(await call(assistant, 'GET', '/admin/users/nobody@example.com')).code).toBe(ERRORS.notFound.code);
  });

  it('locks an account (its sessions end, no login) and unlocks it, audited; never one’s own, never by an assistant', async () => {
    await createUser(t, { email: 'lock.me@example.com', password: PASSWORD });
    const cookie = await loginAs(t, 'lock.me@example.com', PASSWORD);
    expect(firstError(await call(assistant, 'PUT', '/admin/users/lock.me@example.com/lock', { locked: true })).code).toBe(ERRORS.forbidden.code);

    const locked = await call(admin, 'PUT', '/admin/users/lock.me@example.com/lock', { locked: true });
    expect(locked.json().collection.items[0].status).toBe('disabled');
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/users/lock.me@example.com', cookies: { openfds_session: cookie } });
    expect(firstError(session).code).toBe(ERRORS.sessionExpired.code);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'lock.me@example.com', password: PASSWORD } });
    expect(firstError(login).code).toBe(ERRORS.loginFail.code);

    expect((await call(admin, 'PUT', '/admin/users/lock.me@example.com/lock', { locked: false })).json().collection.items[0].status).toBe('active');
    await loginAs(t, 'lock.me@example.com', PASSWORD);
    expect((await auditOf('lock.me@example.com')).map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.unlock', { status: 'disabled' }, { status: 'active' }],
      ['user.lock', { status: 'active' }, { status: 'disabled', sessions_ended: 1 }],
    ]);
    expect(firstError(await call(admin, 'PUT', `/admin/users/${admin.login}/lock`, { locked: true })).code).toBe(ERRORS.ownAccountLock.code);
  });

  it('adjusts credits of a held offer with a mandatory reason (audited), never below what was spent', async () => {
    const user = await makeUser(t.db);
    const credits = (body: object) => call(admin, 'POST', `/admin/users/${user.login}/credits`, body);
    expect(firstError(await credits({ offer: 'FDS-EXTRACT-STANDARD', delta: 5, reason: 'goodwill' })).code).toBe(ERRORS.creditsNoHolding.code);
    await grantExtractStandard(t.db, user.id, []);
    const noReason = firstError(await credits({ offer: 'FDS-EXTRACT-STANDARD', delta: 5 }));
    expect(noReason).toMatchObject({ code: ERRORS.validation.code, data: expect.arrayContaining([{ name: 'f', value: 'reason' }]) });
    expect(
      firstError(await call(assistant, 'POST', `/admin/users/${user.login}/credits`, { offer: 'FDS-EXTRACT-STANDARD', delta: 5, reason: 'goodwill' })).code,
    ).toBe(ERRORS.forbidden.code);

    expect((await credits({ offer: 'FDS-EXTRACT-STANDARD', delta: 5, reason: 'goodwill gesture' })).statusCode).toBe(200);
    expect(firstError(await credits({ offer: 'FDS-EXTRACT-STANDARD', delta: -16, reason: 'mistake' })).code).toBe(ERRORS.creditsBelowUsed.code);
    expect((await credits({ offer: 'FDS-EXTRACT-STANDARD', delta: -3, reason: 'double grant' })).statusCode).toBe(200);
    const detail = (await call(admin, 'GET', `/admin/users/${user.login}`)).json().collection.items[0];
    expect(detail.offers).toMatchObject([{ offer: 'FDS-EXTRACT-STANDARD', credits: 12, used: 0, left: 12 }]);
    expect((await auditOf(user.login)).map((a) => [a.action, a.before?.credits, a.after?.credits, a.reason])).toEqual([
      ['user.credits', 15, 12, 'double grant'],
      ['user.credits', 10, 15, 'goodwill gesture'],
    ]);
  });

  it('ends one session or all of an account (audited)', async () => {
    await createUser(t, { email: 'sessions@example.com', password: PASSWORD });
    const first = await loginAs(t, 'sessions@example.com', PASSWORD);
    await loginAs(t, 'sessions@example.com', PASSWORD);
    const sessions = (await call(admin, 'GET', '/admin/users/sessions@example.com')).json().collection.items[0].sessions as { id: number }[];
    expect(sessions).toHaveLength(2);
    expect(firstError(await call(admin, 'DELETE', `/admin/users/sessions@example.com/sessions/${admin.id + 1_000_000}`)).code).toBe(ERRORS.notFound.code);
    const one = await call(admin, 'DELETE', `/admin/users/sessions@example.com/sessions/${sessions[0]!.id}`);
    expect(dataOf(one).ended).toBe(1);
    const all = await call(admin, 'DELETE', '/admin/users/sessions@example.com/sessions');
    expect(dataOf(all).ended).toBe(1);
    const gone = await t.app.inject({ method: 'GET', url: '/api/v1/users/sessions@example.com', cookies: { openfds_session: first } });
    expect(firstError(gone).code).toBe(ERRORS.sessionExpired.code);
    expect((await auditOf('sessions@example.com')).map((a) => a.after)).toEqual([{ ended: 1 }, { ended: 1, session_id: sessions[0]!.id }]);
  });
});
