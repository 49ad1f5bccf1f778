import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, dataOf, firstError, loginAs } from '../../../test/accounts.ts';
import { recordStaffAction } from './index.ts';

const PASSWORD = 'secret-Passw0rd';

describe('the staff audit log', () => {
  let t: TestContext;
  let rootId = 0;
  const cookie: Record<string, { openfds_session: string }> = {};

  beforeAll(async () => {
    t = await createTestContext();
    rootId = await createUser(t, { email: 'root@example.com', password: PASSWORD, profileTypes: ['admin'] });
    await createUser(t, { email: 'desk@example.com', password: PASSWORD, profileTypes: ['assistant'] });
    await createUser(t, { email: 'ann@example.com', password: PASSWORD });
    for (const who of ['root@example.com', 'desk@example.com', 'ann@example.com']) cookie[who] = { openfds_session: await loginAs(t, who, PASSWORD) };
    // One fixture read by every test (none writes the log): two committed actions and one rolled back.
    const staff = { id: rootId, login: 'root@example.com' };
    await t.db.transaction().execute(async (trx) => {
      await recordStaffAction(trx, {
        staff,
        action: 'user.lock',
        targetType: 'user',
        targetId: 42,
        before: { status: 'active' },
        after: { status: 'disabled' },
        at: new Date('2026-11-02T10:00:00Z'),
      });
    });
    await t.db
      .transaction()
      .execute(async (trx) => {
        await recordStaffAction(trx, { staff, action: 'user.unlock', targetType: 'user', targetId: 42, at: new Date('2026-11-03T10:00:00Z') });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await t.db.transaction().execute(async (trx) => {
      await recordStaffAction(trx, {
        staff,
        action: 'credits.adjust',
        targetType: 'user',
        targetId: 43,
        after: { credits: 10 },
        reason: 'goodwill',
        at: new Date('2026-11-05T10:00:00Z'),
      });
    });
  });
  afterAll(async () => t?.close());

  const audit = (query: string, who = 'desk@example.com') => t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, cookies: cookie[who] });

  it('keeps what a staff member did, with before and after, only when the change commits', async () => {
    const res = await audit('');
    expect(res.statusCode).toBe(200);
    const items = res.json().collection.items;
    expect(items.map((i: { action: string }) => i.action)).toEqual(['credits.adjust', 'user.lock']);
    expect(items[1]).toMatchObject({
      staff_login: 'root@example.com',
      target_type: 'user',
      target_id: '42',
      before: { status: 'active' },
      after: { status: 'disabled' },
      reason: null,
      at: '2026-11-02T10:00:00.000Z',
    });
    expect(items[0].reason).toBe('goodwill');
  });

  it('filters by action, target and days', async () => {
    const only = async (query: string) => (await audit(query)).json().collection.items.map((i: { action: string }) => i.action);
    expect(await only('?action=user.lock')).toEqual(['user.lock']);
    expect(await only('?target_type=user&target_id=43')).toEqual(['credits.adjust']);
    expect(await only('?from=2026-11-03&to=2026-11-05')).toEqual(['credits.adjust']);
    expect(await only('?to=2026-11-02')).toEqual(['user.lock']);
    expect(await only('?staff_login=Root@Example.com&limit=1')).toEqual(['credits.adjust']);
    expect(firstError(await audit('?from=yesterday'))).toMatchObject({ code: 595 });
  });

  it('is refused to a customer and a visitor, read by an assistant and an administrator', async () => {
    expect(firstError(await audit('', 'ann@example.com')).code).toBe(603);
    expect(firstError(await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit' })).code).toBe(602);
    expect((await audit('', 'root@example.com')).statusCode).toBe(200);
    expect(dataOf(await audit('', 'root@example.com'))).toBeDefined();
  });

  it('cannot be edited or deleted, even by the application', async () => {
    await expect(sql`UPDATE staff_audit SET action = 'nothing'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_audit`.execute(t.db)).rejects.toThrow(/append-only/);
    const count = await t.db
      .selectFrom('staff_audit')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
