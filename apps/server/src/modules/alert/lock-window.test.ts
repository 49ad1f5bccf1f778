import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, firstError, loginAs, registrationRequest } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

/** Item 4 of the newcomer branch: inside a locked alert window, registration answers 731 with the planned window. */
// A window around the real time: the admin's session and the app's clock both stay inside it.
const DAY = 86_400_000;
const parts = (ms: number) => {
  const d = new Date(ms);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};
const text = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const START = Math.floor((Date.now() - DAY) / 60_000) * 60_000;
const END = START + 3 * DAY;
const alert = {
  message: { fr: 'Maintenance prévue', en: 'Planned maintenance', de: 'Geplante Wartung', it: 'Manutenzione programmata' },
  start: parts(START),
  end: parts(END),
  locked: true,
};

describe('the lock window', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'lock-admin@example.com', password: 'Alert-Pass-1', profileTypes: ['admin'] });
  });
  afterAll(async () => t?.close());

  // A session of the moment (each test moves the clock, which ends older sessions).
  const putAlert = async (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/alert',
      payload,
      cookies: { openfds_session: await loginAs(t, 'lock-admin@example.com', 'Alert-Pass-1') },
    });
  const register = (email: string, language = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/creation_request', payload: registrationRequest(email), headers: { 'accept-language': language } });

  it('answers 731 with the window in the caller language while a locked window is on, and registers again after it', async () => {
    t.clock.set(new Date());
    expect((await putAlert(alert)).statusCode).toBe(200);
    const during = await register('lock-1@example.com');
    expect(during.statusCode).toBe(503);
    expect(firstError(during)).toMatchObject({
      code: 731,
      message: `A service interruption is planned from ${text(START)} to ${text(END)}.`,
    });
    expect(firstError(await register('lock-1@example.com', 'fr')).message).toBe(`Une interruption de service est prévue du ${text(START)} au ${text(END)}.`);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'lock-1@example.com').executeTakeFirst()).toBeUndefined();

    t.clock.set(new Date(END + 60_000));
    const after = await register('lock-2@example.com');
    expect(after.statusCode, after.body).toBe(200);
  });

  it('an unlocked alert in its window does not refuse anything', async () => {
    t.clock.set(new Date());
    expect((await putAlert({ ...alert, locked: false })).statusCode).toBe(200);
    const res = await register('lock-3@example.com');
    expect(res.statusCode, res.body).toBe(200);
  });
});
