import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { linkIn, readMails, recipient, tokenOf, waitForMail } from '../../../test/mail.ts';
import { FREE_FAILURES } from '../../security/login-throttle.ts';

const PASSWORD = 'First-Pass-1';

/** PUT /users/{login}/password (issue #16): change the password from the profile with the current one. */
describe('password change from the profile', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'rita@example.com', password: PASSWORD, language: 'fr', profile: { first_name: 'Rita' } });
    await createUser(t, { email: 'other@example.com', password: PASSWORD });
    await createUser(t, { email: 'locked@example.com', password: PASSWORD });
  });
  afterAll(async () => t?.close());

  const change = (session: string | undefined, login: string, payload: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${login}/password`,
      payload,
      headers: { 'accept-language': language },
      cookies: session ? { openfds_session: session } : {},
    });
  const profile = (session: string, login = 'rita@example.com') =>
    t.app.inject({ method: 'GET', url: `/api/v1/users/${login}`, cookies: { openfds_session: session } });

  it('is documented in the OpenAPI document (the route is ours: api-spec has none for this)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/v3/api-docs' })).json();
    const put = doc.paths['/api/v1/users/{login}/password']?.put;
    expect(put?.summary).toMatch(/current one/);
    expect(JSON.stringify(put.requestBody)).toContain('current_password');
  });

  it('refuses a visitor (602) and another account (603)', async () => {
    expect(firstError(await change(undefined, 'rita@example.com', { current_password: PASSWORD, password: 'Second-Pass-2' })).code).toBe(602);
    const other = await loginAs(t, 'other@example.com', PASSWORD);
    expect(firstError(await change(other, 'rita@example.com', { current_password: PASSWORD, password: 'Second-Pass-2' })).code).toBe(603);
  });

  it('applies the new password rules of the contract', async () => {
    const session = await loginAs(t, 'rita@example.com', PASSWORD);
    const res = await change(session, 'rita@example.com', { current_password: PASSWORD, password: 'weakpass' });
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'password' },
        { name: 'key', value: 'password_rules' },
      ],
    });
    expect(firstError(await change(session, 'rita@example.com', { password: 'Second-Pass-2' }))).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'current_password' },
        { name: 'key', value: 'params_required' },
      ],
    });
  });

  it('answers a wrong current password with 720 in the asked language, bound to the field, and changes nothing', async () => {
    const session = await loginAs(t, 'rita@example.com', PASSWORD);
    const res = await change(session, 'rita@example.com', { current_password: 'Wrong-Pass-9', password: 'Second-Pass-2' }, 'de');
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: 720, message: 'Das aktuelle Passwort ist falsch', data: [{ name: 'f', value: 'current_password' }] });
    await loginAs(t, 'rita@example.com', PASSWORD);
  });

  it("sets the new password, keeps this session, ends the other devices' sessions and mails the owner", async () => {
    const here = await loginAs(t, 'rita@example.com', PASSWORD);
    const elsewhere = await loginAs(t, 'rita@example.com', PASSWORD);
    const before = (await readMails(t.config.mailDir)).filter((m) => recipient(m) === 'rita@example.com').length;
    const res = await change(here, 'rita@example.com', { current_password: PASSWORD, password: 'Second-Pass-2' }, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(here)).statusCode).toBe(200);
    expect(firstError(await profile(elsewhere)).code).toBe(556);
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'rita@example.com', password: PASSWORD } })).code).toBe(
      555,
    );
    await loginAs(t, 'rita@example.com', 'Second-Pass-2');
    const mail = await waitForMail(t.config.mailDir, 'rita@example.com', before + 1);
    expect(mail.subject).toBe('Votre mot de passe OpenFDS a été modifié');
    expect(mail.text).toContain('Bonjour Rita,');
    expect(mail.text).toContain('http://localhost:3000/fr/account/forgot-password');
  });

  it('retires a password link mailed before the change', async () => {
    const session = await loginAs(t, 'rita@example.com', 'Second-Pass-2');
    const count = (await readMails(t.config.mailDir)).filter((m) => recipient(m) === 'rita@example.com').length;
    await t.app.inject({ method: 'POST', url: '/api/v1/users/modify_password_request', payload: { login: 'rita@example.com' } });
    const token = tokenOf(linkIn(await waitForMail(t.config.mailDir, 'rita@example.com', count + 1), '/change-password/'));
    expect((await change(session, 'rita@example.com', { current_password: 'Second-Pass-2', password: 'Third-Pass-3' })).statusCode).toBe(200);
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token, password: 'Fourth-Pass-4' } })).code).toBe(601);
  });

  it('counts wrong current passwords like failed logins: past the free failures even the right one is refused', async () => {
    const session = await loginAs(t, 'locked@example.com', PASSWORD);
    for (let i = 0; i < FREE_FAILURES.login_ip; i++) {
      expect(firstError(await change(session, 'locked@example.com', { current_password: `Wrong-${i}-Pass`, password: 'Second-Pass-2' })).code).toBe(720);
    }
    // The account and address are locked now (as POST /session would be): the right password is not even checked.
    expect(firstError(await change(session, 'locked@example.com', { current_password: PASSWORD, password: 'Second-Pass-2' })).code).toBe(720);
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'locked@example.com', password: PASSWORD } })).code).toBe(
      555,
    );
  });
});
