import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createUser, firstError } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, guestCookie } from '../../../test/catalogue-fixtures.ts';
import { housekeeping } from '../../security/housekeeping.ts';
import { FREE_FAILURES } from '../../security/login-throttle.ts';
import { updateMailsJob } from '../consultations/update-mails.job.ts';

// Issue #11 defect 12: abuse through mail and accounts.
describe('abuse through mail and accounts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await createUser(t, { email: 'taken@example.com', password: 'Taken-Pass-2025' });
  });
  afterAll(async () => t?.close());

  const register = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/creation_request',
      remoteAddress: ip,
      payload: {
        profile_type: 'mySDS',
        first_name: 'A',
        last_name: 'B',
        email,
        company_name: 'C',
        country_code: 'fr',
        want_safebox: false,
        safebox: false,
        qsds_consent: false,
      },
    });

  it('limits registration attempts per client; a known address answers like a new one (issue #22)', async () => {
    const fresh = await register('fresh-probe@example.com', '10.50.0.1');
    const taken = await register('taken@example.com', '10.50.0.1');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body.replace('fresh-probe@example.com', 'taken@example.com'));
    for (let i = 2; i < FREE_FAILURES.register_ip; i++) await register(`probe${i}@example.com`, '10.50.0.1');
    const over = await register('taken@example.com', '10.50.0.1');
    expect(over.statusCode).toBe(429);
    expect(firstError(over).code).toBe(680);
    expect((await register('taken@example.com', '10.50.0.2')).statusCode).toBe(200);
  });

  it('deletes a pending account once its confirmation link has expired, freeing the address', async () => {
    expect((await register('pending@example.com', '10.50.1.1')).statusCode).toBe(200);
    await sql`UPDATE auth_tokens SET expires_at = now() - interval '1 minute'
              WHERE user_id = (SELECT id FROM users WHERE login = 'pending@example.com')`.execute(t.db);
    await sql`UPDATE users SET created_at = now() - interval '3 days' WHERE login = 'pending@example.com'`.execute(t.db);
    await housekeeping(t.db, { sessionIdleMinutes: 120 });
    expect(await t.db.selectFrom('users').select('id').where('login', '=', 'pending@example.com').executeTakeFirst()).toBeUndefined();
    expect((await register('pending@example.com', '10.50.1.2')).statusCode).toBe(200);
  });

  it('mails a free-consult address update alerts only once its owner confirmed it', async () => {
    const supplier = await addSupplier(t, { code: 'ACME', name: 'Acme' });
    const v1 = await addSheet(t, supplier, { productName: 'Colle', productKey: 'COLLE', revisionDate: '2023-01-01' }, 'c1');
    const victim = await guestCookie(t, 'victim@example.com');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/documents/${v1.iddc}/preview`, cookies: victim })).statusCode).toBe(200);
    const v2 = await addSheet(t, supplier, { productName: 'Colle', productKey: 'COLLE', revisionDate: '2024-01-01' }, 'c2');
    const sent: { to: string; text: string }[] = [];
    const job = updateMailsJob({ ...t, mailer: { send: async (m: { to: string; text: string }) => void sent.push(m) } } as never);
    await job.handle({ documentId: v2.documentId });
    expect(sent).toEqual([]);
    // the confirmation link (mailed to the address) turns the alerts on
    const token = 'confirm-token-for-the-test-000000000';
    const { hashToken } = await import('../../plugins/session.ts');
    await sql`UPDATE update_mail_addresses SET token_hash = ${hashToken(token)} WHERE email = 'victim@example.com'`.execute(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/update_subscriptions/${token}/confirm` })).statusCode).toBe(302);
    await job.handle({ documentId: v2.documentId });
    expect(sent.map((m) => m.to)).toEqual(['victim@example.com']);
  });
});
