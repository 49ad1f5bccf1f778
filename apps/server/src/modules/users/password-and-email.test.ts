import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, dataOf, firstError, loginAs } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { linkIn, readMails, recipient, tokenOf, waitForMail } from '../../../test/mail.ts';
import { afterReplySettled } from '../../after-reply.ts';
import { PASSWORD_MAILS_PER_HOUR } from './service.ts';

const PASSWORD = 'First-Pass-1';

describe('password change by mail', () => {
  let t: TestContext;
  let users = 0;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  /** Each test's own account (Italian, Paolo), so a test counts only its own mails and runs alone or in any order. */
  async function paul(): Promise<string> {
    const login = `paul${++users}@example.com`;
    await createUser(t, { email: login, password: PASSWORD, language: 'it', profile: { first_name: 'Paolo' } });
    return login;
  }
  /** The request, then its after-reply work (lookup, token, mail) awaited to its end: no sleeping, no timing luck. */
  const request = async (login: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/modify_password_request', payload: { login } });
    await afterReplySettled();
    return res;
  };
  const mailsTo = async (login: string) => (await readMails(t.config.mailDir)).filter((m) => recipient(m) === login);

  it('answers the same neutral success whether or not the account exists', async () => {
    const login = await paul();
    const known = await request(login);
    const unknown = await request('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body.replace(/"href":"[^"]*"/, '')).toBe(unknown.body.replace(/"href":"[^"]*"/, ''));
    expect(known.cookies).toEqual(unknown.cookies);
    const [mail] = await mailsTo(login);
    expect(mail.subject).toBe('Reimposta la tua password OpenFDS');
    // Both requests' work is over: the unknown login got nothing.
    expect((await readMails(t.config.mailDir)).map(recipient)).not.toContain('nobody@example.com');
  });

  it('mails a change-password link with the login, and the token sets a new password once', async () => {
    const login = await paul();
    const session = await loginAs(t, login, PASSWORD);
    await request(login);
    const [mail] = await mailsTo(login);
    const link = linkIn(mail, '/account/change-password/');
    expect(link.startsWith(`http://localhost:3000/it/account/change-password/${login}/`)).toBe(true);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]+$/);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: tokenOf(link), password: 'Second-Pass-2' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ login });
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login, password: PASSWORD } })).code).toBe(555);
    await loginAs(t, login, 'Second-Pass-2');
    // Every earlier session of the account was ended.
    const old = await t.app.inject({ method: 'GET', url: `/api/v1/users/${login}`, cookies: { openfds_session: session } });
    expect(firstError(old).code).toBe(556);
    // Single use.
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: tokenOf(link), password: 'Third-Pass-3' } })).code).toBe(
      601,
    );
  });

  it('a newer request retires the earlier link', async () => {
    const login = await paul();
    const tokens = async () => (await mailsTo(login)).map((m) => tokenOf(linkIn(m, '/change-password/')));
    await request(login);
    const [first] = await tokens();
    await request(login);
    // Mail files sort by the millisecond they were written: the second is the one that is not the first.
    const second = (await tokens()).find((token) => token !== first)!;
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: first, password: 'Third-Pass-3' } })).code).toBe(601);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: second, password: 'Third-Pass-3' } })).statusCode).toBe(200);
  });

  it('sends at most five password mails an hour to one account, still answering the same success', async () => {
    const login = await paul();
    for (let i = 1; i <= PASSWORD_MAILS_PER_HOUR; i++) {
      expect((await request(login)).statusCode).toBe(200);
      expect(await mailsTo(login)).toHaveLength(i);
    }
    // The sixth request's work has run to its end (awaited, not slept on) and sent nothing.
    expect((await request(login)).statusCode).toBe(200);
    expect(await mailsTo(login)).toHaveLength(PASSWORD_MAILS_PER_HOUR);
  });

  it('refuses a malformed login with a field error', async () => {
    const res = await request('not an email');
    expect(firstError(res)).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'login' },
        { name: 'key', value: 'bad_email' },
      ],
    });
  });
});

describe('e-mail change', () => {
  let t: TestContext;
  let session: string;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'old@example.com', password: PASSWORD, language: 'en', profile: { first_name: 'Olga' } });
    await createUser(t, { email: 'taken@example.com', password: PASSWORD });
    session = await loginAs(t, 'old@example.com', PASSWORD);
  });
  afterAll(async () => t?.close());

  const requestChange = (login: string, email: string, cookie = session) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/${login}/modify_email_request`, cookies: { openfds_session: cookie }, payload: { email } });
  const complete = (login: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/users/${login}/email/modification`, payload });

  it('needs a login (602) and the own account (603)', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/users/old@example.com/modify_email_request', payload: { email: 'new@example.com' } });
    expect(firstError(anonymous).code).toBe(602);
    expect(firstError(await requestChange('taken@example.com', 'new@example.com')).code).toBe(603);
  });

  it('refuses an address already used (600)', async () => {
    const res = await requestChange('old@example.com', 'TAKEN@example.com');
    expect(firstError(res)).toMatchObject({ code: 600, data: [{ name: 'f', value: 'email' }] });
  });

  it('mails the new address a link; token + password move login and e-mail to it', async () => {
    expect((await requestChange('old@example.com', 'New@Example.com')).statusCode).toBe(200);
    const mail = await waitForMail(t.config.mailDir, 'new@example.com');
    expect(mail.subject).toBe('Confirm your new OpenFDS email address');
    const link = linkIn(mail, '/account/change-email/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/en\/account\/change-email\/new@example\.com\/[A-Za-z0-9_-]+$/);
    const token = tokenOf(link);

    // Wrong password: 555, and the token is still usable.
    expect(firstError(await complete('old@example.com', { token, password: 'Wrong-Pass-9', email: 'new@example.com' })).code).toBe(555);
    // Token for another address or another login: 601.
    expect(firstError(await complete('old@example.com', { token, password: PASSWORD, email: 'other@example.com' })).code).toBe(601);
    expect(firstError(await complete('taken@example.com', { token, password: PASSWORD, email: 'new@example.com' })).code).toBe(601);

    const res = await complete('old@example.com', { token, password: PASSWORD, email: 'new@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ login: 'new@example.com' });
    const user = await t.db.selectFrom('users').select(['login', 'email']).where('login', '=', 'new@example.com').executeTakeFirstOrThrow();
    expect(user).toEqual({ login: 'new@example.com', email: 'new@example.com' });
    await loginAs(t, 'new@example.com', PASSWORD);
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'old@example.com', password: PASSWORD } })).code).toBe(
      555,
    );
    // Single use.
    expect(firstError(await complete('new@example.com', { token, password: PASSWORD, email: 'new@example.com' })).code).toBe(601);
  });
});

describe('language of account mails', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'rita@example.com', password: PASSWORD, language: 'it', profile: { first_name: 'Rita' } });
  });
  afterAll(async () => t?.close());

  it('writes the mail in the language of the request when it names one (Accept-Language), link included', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/modify_password_request',
      headers: { 'accept-language': 'de' },
      payload: { login: 'rita@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.config.mailDir, 'rita@example.com');
    expect(mail.subject).toBe('Zurücksetzen Ihres OpenFDS-Passworts');
    expect(linkIn(mail, '/account/change-password/')).toMatch(/^http:\/\/localhost:3000\/de\/account\/change-password\//);
  });
});
