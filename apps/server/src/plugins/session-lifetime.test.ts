import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { makeUser } from '../../test/factories.ts';
import { hashToken } from './session.ts';

/** Issue #22 item 13: a session has an absolute lifetime (SESSION_MAX_HOURS), however active it is. */
describe('session absolute lifetime', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ sessionMaxHours: 24 });
  }, 60_000);
  afterAll(async () => t?.close());

  const age = (cookie: string, hours: number) =>
    t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - hours * 3_600_000), last_seen_at: new Date() })
      .where('token_hash', '=', hashToken(cookie.split('=')[1]))
      .execute();

  it('keeps an active session younger than the lifetime', async () => {
    const user = await makeUser(t.db);
    await age(user.cookie, 23);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents`, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('ends an active session past the lifetime: 556, and the session row is gone', async () => {
    const user = await makeUser(t.db);
    await age(user.cookie, 25);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents`, headers: { cookie: user.cookie } });
    expect(firstError(res).code).toBe(556);
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', hashToken(user.cookie.split('=')[1]))
      .execute();
    expect(left).toEqual([]);
  });
});
