import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import './tables.ts';

/** SQL of the hardening rules of issue #11 (pending accounts, account slow-down). No rules here. */

/** Deletes the pending accounts whose confirmation link expired (their tokens go with them). */
export async function deleteExpiredPendingAccounts(db: Db): Promise<void> {
  await sql`DELETE FROM users u WHERE u.status = 'pending' AND u.created_at < now() - interval '1 hour'
              AND NOT EXISTS (SELECT 1 FROM auth_tokens a WHERE a.user_id = u.id AND a.used_at IS NULL AND a.expires_at > now())`.execute(db);
}

/** Milliseconds left on a brute-force key's lock (0 when it is not locked). */
export async function remainingLockMs(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select(sql<number>`greatest(0, extract(epoch from locked_until - now()) * 1000)::int`.as('ms'))
    .where('key', '=', key)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.ms ?? 0;
}
