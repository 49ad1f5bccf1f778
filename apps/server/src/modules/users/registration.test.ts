import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createUser, dataOf, firstError, loginAs, registrationRequest } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { linkIn, readMails, tokenOf, waitForMail } from '../../../test/mail.ts';

const registration = registrationRequest('Jeanne.Martin@Example.com');

describe('registration', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'admin@example.com', password: 'Admin-Pass-1', profileTypes: ['admin'] });
  });
  afterAll(async () => t?.close());

  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/creation_request', headers, payload });

  it('creates a pending account and mails the confirmation link in the request language', async () => {
    const res = await register(registration, { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' });
    expect(res.statusCode, res.body).toBe(200);
    const user = await t.db.selectFrom('users').selectAll().where('login', '=', 'jeanne.martin@example.com').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'pending', password_hash: null, language: 'de', profile_types: ['mySDS'] });
    expect(user.profile).toMatchObject({ first_name: 'Jeanne', country_code: 'FR', city: 'Lyon', siret: '12345678901234', qsds_consent: false });

    const mail = await waitForMail(t.config.mailDir, 'jeanne.martin@example.com');
    expect(mail.subject).toBe('Bestätigen Sie Ihre Registrierung bei OpenFDS');
    expect(mail.text).toContain('Guten Tag Jeanne,');
    const link = linkIn(mail, '/account/register/confirmation/');
    expect(link).toMatch(/^http:\/\/localhost:3000\/de\/account\/register\/confirmation\/[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const tokens = await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0].purpose).toBe('register');
    expect(tokens[0].token_hash.toString('base64url')).not.toBe(tokenOf(link));
    // 48 hours.
    const hours = (new Date(tokens[0].expires_at).getTime() - new Date(tokens[0].created_at).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 3);
  });

  it('the pending account cannot log in; the link activates it with the chosen password, once', async () => {
    const mail = await waitForMail(t.config.mailDir, 'jeanne.martin@example.com');
    const token = tokenOf(linkIn(mail, '/account/register/confirmation/'));
    const before = await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'jeanne.martin@example.com', password: 'Chosen-Pass-1' } });
    expect(firstError(before).code).toBe(555);

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token, password: 'Chosen-Pass-1' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ login: 'jeanne.martin@example.com' });
    await loginAs(t, 'jeanne.martin@example.com', 'Chosen-Pass-1');

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token, password: 'Other-Pass-2' } });
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toEqual({
      code: 601,
      message: "Pour des raisons de sécurité, l'action ne peut plus être traitée. Veuillez refaire une demande.",
      data: [{ name: 'f', value: 'token' }],
    });
  });

  it('POST /users refuses an unknown token and a weak password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { 'accept-language': 'en' },
      payload: { token: 'not-a-token', password: 'Chosen-Pass-1' },
    });
    expect(firstError(unknown)).toMatchObject({ code: 601, message: 'For security reasons the action can no longer be processed. Please make a new request.' });
    const weak = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token: 'x', password: 'weak' } });
    expect(firstError(weak)).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'password' },
        { name: 'key', value: 'password_rules' },
      ],
    });
  });

  it('an expired token is refused', async () => {
    await register({ ...registration, email: 'late@example.com' });
    const token = tokenOf(linkIn(await waitForMail(t.config.mailDir, 'late@example.com'), '/confirmation/'));
    await sql`UPDATE auth_tokens SET expires_at = now() - interval '1 second'
              FROM users WHERE users.id = auth_tokens.user_id AND users.login = 'late@example.com'`.execute(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token, password: 'Chosen-Pass-1' } });
    expect(firstError(res).code).toBe(601);
    const user = await t.db.selectFrom('users').select('status').where('login', '=', 'late@example.com').executeTakeFirstOrThrow();
    expect(user.status).toBe('pending');
  });

  it('a used e-mail answers like a new registration and mails its owner instead, in the request language (issue #22)', async () => {
    const used = await register({ ...registration, email: 'JEANNE.martin@example.com' }, { 'accept-language': 'it' });
    const fresh = await register({ ...registration, email: 'new-person@example.com' }, { 'accept-language': 'it' });
    expect(used.statusCode).toBe(200);
    expect(used.body).toBe(fresh.body);
    const mail = await waitForMail(t.config.mailDir, 'jeanne.martin@example.com', 2);
    expect(mail.subject).toBe('Hai già un account OpenFDS');
    expect(linkIn(mail, '/account/forgot-password')).toBe('http://localhost:3000/it/account/forgot-password');
    expect(await t.db.selectFrom('users').select('id').where('login', '=', 'jeanne.martin@example.com').execute()).toHaveLength(1);
  });

  it('two registrations of one address at once create one account', async () => {
    const [a, b] = await Promise.all([register({ ...registration, email: 'race@example.com' }), register({ ...registration, email: 'race@example.com' })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db.selectFrom('users').select('id').where('login', '=', 'race@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('names each invalid field (595) and stores nothing', async () => {
    const res = await register({ ...registration, email: 'bad-fields@example.com', first_name: 'J3anne', duns: '123', qsds_consent: undefined });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .collection.errors.map((e: { data: { name: string; value: string }[] }) => Object.fromEntries(e.data.map((d) => [d.name, d.value])));
    expect(fields).toEqual([
      { f: 'first_name', key: 'bad_register_first_name' },
      { f: 'duns', key: 'bad_duns' },
      { f: 'qsds_consent', key: 'params_required' },
    ]);
    expect(res.json().collection.errors[0].message).toBe('Prénom obligatoire, sans chiffres ni , ; : ! ? (100 caractères maximum)');
    expect(await t.db.selectFrom('users').select('id').where('login', '=', 'bad-fields@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('a self-registration asking for the admin role gets a standard account', async () => {
    await register({ ...registration, email: 'wannabe@example.com', profile_type: 'admin' });
    const user = await t.db.selectFrom('users').select(['profile_types', 'profile']).where('login', '=', 'wannabe@example.com').executeTakeFirstOrThrow();
    expect(user.profile_types).toEqual(['mySDS']);
    expect(user.profile.requested_profile_type).toBe('admin');
  });

  it('an admin cannot register (616)', async () => {
    const cookie = await loginAs(t, 'admin@example.com', 'Admin-Pass-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_request',
      cookies: { openfds_session: cookie },
      payload: { ...registration, email: 'by-admin@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(firstError(res).code).toBe(616);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_code',
      cookies: { openfds_session: cookie },
      payload: { password: 'Secret-123x', first_name: 'A', last_name: 'B', email: 'by-admin2@example.com', company_name: 'C', qsds_consent: true },
    });
    expect(firstError(code).code).toBe(616);
  });

  it('creation_code creates the account with its password, pending until the link is opened; the link only activates it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_code',
      headers: { 'accept-language': 'en' },
      payload: {
        password: 'Early-Pass-1',
        title: 'Mme',
        first_name: 'Ana',
        last_name: 'Ruiz',
        email: 'ana@example.com',
        company_name: 'Ruiz SL',
        country_code: 'es',
        qsds_consent: true,
        partners_consent: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = await t.db.selectFrom('users').select(['status', 'password_hash', 'profile']).where('login', '=', 'ana@example.com').executeTakeFirstOrThrow();
    expect(user.status).toBe('pending');
    expect(user.password_hash).toMatch(/^scrypt\$15\$8\$1\$/);
    // Title and both opt-ins are stored with the account.
    expect(user.profile).toMatchObject({ title: 'Mme', first_name: 'Ana', country_code: 'ES', qsds_consent: true, partners_consent: true });
    expect(
      firstError(await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'ana@example.com', password: 'Early-Pass-1' } })).code,
    ).toBe(555);
    const mail = await waitForMail(t.config.mailDir, 'ana@example.com');
    expect(mail.subject).toBe('Confirm your OpenFDS registration');
    expect(mail.text).toContain('Activate my account');
    expect(mail.text).not.toContain('choose your password');
    const link = linkIn(mail, '/en/account/register/confirmation/');
    expect(link).toMatch(/\/confirmation\/[A-Za-z0-9_-]+\/activate$/);
    const token = link.split('/').at(-2)!;
    // The token alone activates it, keeping the chosen password.
    const confirm = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(dataOf(confirm)).toEqual({ login: 'ana@example.com' });
    const session = await loginAs(t, 'ana@example.com', 'Early-Pass-1');
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/users/ana@example.com', cookies: { openfds_session: session } });
    expect(profile.json().collection.items[0]).toMatchObject({ title: 'Mme', qsds_consent: true, partners_consent: true });
    // Single use.
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token } })).code).toBe(601);
  });

  it('a token without a password is refused (595 on password) unless a password was chosen at registration, and stays usable', async () => {
    // From its own address: the registrations of this file count against the per-address limit.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_request',
      remoteAddress: '192.0.2.16',
      payload: { first_name: 'Bo', last_name: 'Lind', email: 'bo@example.com', company_name: 'Lind AB', qsds_consent: false },
    });
    const token = tokenOf(linkIn(await waitForMail(t.config.mailDir, 'bo@example.com'), '/account/register/confirmation/'));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token } });
    expect(firstError(res)).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'password' },
        { name: 'key', value: 'params_required' },
      ],
    });
    const stored = await t.db.selectFrom('users').select(['status', 'profile']).where('login', '=', 'bo@example.com').executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    expect(stored.profile).toMatchObject({ qsds_consent: false, partners_consent: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { token, password: 'Bo-Pass-123' } })).statusCode).toBe(200);
  });

  it('creation_code refuses a weak password and a used address', async () => {
    const base = { password: 'Early-Pass-1', first_name: 'Ana', last_name: 'Ruiz', email: 'ana2@example.com', company_name: 'Ruiz SL', qsds_consent: true };
    expect(firstError(await t.app.inject({ method: 'POST', url: '/api/v1/users/creation_code', payload: { ...base, password: 'short' } })).code).toBe(595);
    // A used address answers like a new one (issue #22): its owner gets a mail instead.
    // (From another address: this file's registrations from one client reach its hourly limit.)
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_code',
      payload: { ...base, email: 'ana@example.com' },
      remoteAddress: '10.77.0.1',
    });
    expect(used.statusCode, used.body).toBe(200);
  });

  it('wrote no mail for refused registrations', async () => {
    const recipients = (await readMails(t.config.mailDir)).map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0].address);
    expect(recipients).not.toContain('bad-fields@example.com');
    expect(recipients).not.toContain('by-admin@example.com');
    // One confirmation for the race's account (and, for the second registration, the "already an account" mail).
    const race = (await readMails(t.config.mailDir)).filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0].address === 'race@example.com');
    expect(race.filter((m) => !/already|déjà|bereits|già/.test(m.subject ?? ''))).toHaveLength(1);
  });
});

describe('registration when the mail cannot be sent', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
  });
  afterAll(async () => t?.close());

  it('answers 9999 without a stack trace and stores no account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/creation_request', payload: { ...registration, email: 'nomail@example.com' } });
    expect(res.statusCode).toBe(500);
    expect(firstError(res)).toEqual({ code: 9999, message: "Votre demande n'a pas pu aboutir, veuillez réessayer plus tard", data: [] });
    expect(res.body).not.toContain('SMTP down');
    expect(await t.db.selectFrom('users').select('id').where('login', '=', 'nomail@example.com').executeTakeFirst()).toBeUndefined();
  });
});
