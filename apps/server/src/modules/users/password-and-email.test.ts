import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, dataOf, firstError, loginAs } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { linkIn, readMails, recipient, tokenOf, waitForMail } from '../../../test/mail.ts';

const PASSWORD = 'First-Pass-1';

describe('password change by mail', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'paul@example.com', password: PASSWORD, language: 'it', profile: { first_name: 'Paolo' } });
  });
  afterAll(async () => t?.close());

  const request = (login: string) => t.app.inject({ method: 'POST', url: '/api/v1/users/modify_password_request', payload: { login } });

  it('answers the same neutral success whether or not the account exists', async () => {
    const known = await request('paul@example.com');
    const unknown = await request('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body.replace(/"href":"[^"]*"/, '')).toBe(unknown.body.replace(/"href":"[^"]*"/, ''));
    expect(known.cookies).toEqual(unknown.cookies);
    const mail = await waitForMail(t.config.mailDir, 'paul@example.com');
    expect(mail.subject).toBe('Reimposta la tua password OpenFDS');
    await new Promise((r) => setTimeout(r, 300));
    expect((await readMails(t.config.mailDir)).map(recipient)).not.toContain('nobody@example.com');
  });

  it('mails a change-password link with the login, and the token sets a new password once', async () => {
    const session = await loginAs(t, 'paul@example.com', PASSWORD);
    await request('paul@example.com');
    const mail = await waitForMail(t.config.mailDir, 'paul@example.com', 2);
    const link = linkIn(mail, '/account/change-password/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/it\/account\/change-password\/paul@example\.com\/[A-Za-z0-9_-]+$/);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: tokenOf(link), password: 'Second-Pass-2' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ login: 'paul@example.com' });
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'paul@example.com', password: PASSWORD } })).code).toBe(
      555,
    );
    await loginAs(t, 'paul@example.com', 'Second-Pass-2');
    // Every earlier session of the account was ended.
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/users/paul@example.com', cookies: { openfds_session: session } });
    expect(firstError(old).code).toBe(556);
    // Single use.
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: tokenOf(link), password: 'Third-Pass-3' } })).code).toBe(
      601,
    );
  });

  it('a newer request retires the earlier link', async () => {
    await request('paul@example.com');
    const first = tokenOf(linkIn(await waitForMail(t.config.mailDir, 'paul@example.com', 3), '/change-password/'));
    await request('paul@example.com');
    const second = tokenOf(linkIn(await waitForMail(t.config.mailDir, 'paul@example.com', 4), '/change-password/'));
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: first, password: 'Third-Pass-3' } })).code).toBe(601);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: second, password: 'Third-Pass-3' } })).statusCode).toBe(200);
  });

  it('sends at most five password mails an hour to one account, still answering the same success', async () => {
    // Four were sent above; the fifth goes, the sixth does not.
    expect((await request('paul@example.com')).statusCode).toBe(200);
    await waitForMail(t.config.mailDir, 'paul@example.com', 5);
    expect((await request('paul@example.com')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await readMails(t.config.mailDir)).filter((m) => recipient(m) === 'paul@example.com')).toHaveLength(5);
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
