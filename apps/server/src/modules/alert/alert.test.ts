import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

const alert = {
  message: { fr: 'Maintenance prévue', en: 'Planned maintenance', de: 'Geplante Wartung', it: 'Manutenzione programmata' },
  start: [2025, 1, 10, 17, 0],
  end: [2025, 1, 13, 8, 0],
  locked: true,
};

describe('alert banner', () => {
  let t: TestContext;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'root@example.com', password: 'Alert-Pass-1', profileTypes: ['admin'] });
    await createUser(t, { email: 'joe@example.com', password: 'Alert-Pass-1' });
    admin = await loginAs(t, 'root@example.com', 'Alert-Pass-1');
    user = await loginAs(t, 'joe@example.com', 'Alert-Pass-1');
  });
  afterAll(async () => t?.close());

  const putAlert = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/alert', payload, cookies: cookie ? { openfds_session: cookie } : {} });

  it('GET /alert.json without an alert: empty messages and dates, not locked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/alert.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ message: { fr: '', en: '', de: '', it: '' }, start: [], end: [], locked: false });
  });

  it('an admin replaces it; GET /alert.json then serves it as plain JSON', async () => {
    const res = await putAlert(alert, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items).toEqual([alert]);
    expect((await t.app.inject({ method: 'GET', url: '/alert.json' })).json()).toEqual(alert);
  });

  it('others get 603 (602 when not logged in) and the file is unchanged', async () => {
    expect(firstError(await putAlert({ ...alert, locked: false }, user)).code).toBe(603);
    expect(firstError(await putAlert({ ...alert, locked: false })).code).toBe(602);
    expect((await t.app.inject({ method: 'GET', url: '/alert.json' })).json().locked).toBe(true);
  });

  it('validates the dates (5 integers, 1-based months, end after start)', async () => {
    const month = await putAlert({ ...alert, start: [2025, 0, 10, 17, 0] }, admin);
    expect(firstError(month)).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'start.1' },
        { name: 'key', value: 'bad_date' },
      ],
    });
    const order = await putAlert({ ...alert, end: [2025, 1, 1, 0, 0] }, admin);
    expect(firstError(order)).toMatchObject({
      code: 595,
      data: [
        { name: 'f', value: 'end' },
        { name: 'key', value: 'bad_date' },
      ],
    });
    const missing = await putAlert({ ...alert, message: { fr: 'x' } }, admin);
    expect(firstError(missing).data[0]).toEqual({ name: 'f', value: 'message.en' });
  });

  it('is the administrators’ (an assistant gets 603) and each replacement is audited with the file it replaced (issue #26)', async () => {
    await createUser(t, { email: 'desk@example.com', password: 'Alert-Pass-1', profileTypes: ['assistant'] });
    const assistant = await loginAs(t, 'desk@example.com', 'Alert-Pass-1');
    expect(firstError(await putAlert({ ...alert, locked: false }, assistant)).code).toBe(603);
    const before = (await t.app.inject({ method: 'GET', url: '/alert.json' })).json();
    const next = { ...alert, message: { ...alert.message, fr: 'Nouvelle fenêtre' }, locked: false };
    expect((await putAlert(next, admin)).statusCode).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit?action=alert.replace&limit=1', cookies: { openfds_session: assistant } });
    expect(audit.json().collection.items).toMatchObject([{ staff_login: 'root@example.com', target_type: 'alert', before, after: next }]);
  });
});
