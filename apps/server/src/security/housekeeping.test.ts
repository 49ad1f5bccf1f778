import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createUser } from '../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { hashToken } from '../plugins/session.ts';
import { housekeeping } from './housekeeping.ts';

describe('housekeeping', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('deletes past rate windows, stale counters, idle sessions and old tokens, and keeps live rows', async () => {
    const userId = await createUser(t, { email: 'keep@example.com', password: 'Keep-Pass-1' });
    await sql`INSERT INTO rate_limit_counters (ip, window_start, count) VALUES
      ('old', now() - interval '1 hour', 3), ('new', date_trunc('minute', now()), 3)`.execute(t.db);
    await sql`INSERT INTO login_attempts (key, failures, first_failure, locked_until) VALUES
      ('login:stale', 3, now() - interval '3 days', NULL),
      ('login:still-locked', 30, now() - interval '3 days', now() + interval '5 minutes'),
      ('login:recent', 2, now(), NULL)`.execute(t.db);
    await sql`INSERT INTO sessions (token_hash, user_id, last_seen_at) VALUES
      (${hashToken('idle')}, ${userId}, now() - interval '1 day'), (${hashToken('live')}, ${userId}, now())`.execute(t.db);
    await sql`INSERT INTO auth_tokens (token_hash, purpose, user_id, expires_at, used_at) VALUES
      (${hashToken('spent')}, 'password', ${userId}, now() + interval '1 day', now() - interval '8 days'),
      (${hashToken('expired')}, 'password', ${userId}, now() - interval '8 days', NULL),
      (${hashToken('fresh')}, 'password', ${userId}, now() + interval '1 day', NULL)`.execute(t.db);

    await housekeeping(t.db, { sessionIdleMinutes: 120 });

    expect((await t.db.selectFrom('rate_limit_counters').select('ip').execute()).map((r) => r.ip)).toEqual(['new']);
    expect((await t.db.selectFrom('login_attempts').select('key').orderBy('key').execute()).map((r) => r.key)).toEqual(['login:recent', 'login:still-locked']);
    const sessions = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash.equals(hashToken('live')))).toEqual([true]);
    const tokens = await t.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(tokens.map((r) => r.token_hash.equals(hashToken('fresh')))).toEqual([true]);
  });
});
