import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import './tables.ts';

/**
 * SQL of the brute-force counters (login-throttle.ts), by key name ('login:<login>', 'ip:<address>'...). The free
 * failures, counter lifetimes and lock times are login-throttle.ts's; they come in as plain numbers.
 */

/** Whether one of these keys is locked now. */
export async function anyLocked(db: Db, keys: string[]): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select('key')
    .where('key', 'in', keys)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return !!row;
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

/**
 * Counts one failure of a key (a counter older than `counterHours` starts again at 1), then locks the key when it has
 * `free` failures or more: baseLockSeconds doubled per failure past the free ones, at most maxLockSeconds.
 */
export async function addFailure(
  db: Db,
  key: string,
  rule: { free: number; counterHours: number; baseLockSeconds: number; maxLockSeconds: number },
): Promise<void> {
  const stale = sql`a.first_failure < now() - make_interval(hours => ${rule.counterHours})`;
  await sql`
    INSERT INTO login_attempts AS a (key, failures, first_failure) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${stale} THEN 1 ELSE a.failures + 1 END,
      first_failure = CASE WHEN ${stale} THEN now() ELSE a.first_failure END`.execute(db);
  await sql`
    UPDATE login_attempts SET locked_until = now() + make_interval(secs =>
      least(${rule.maxLockSeconds}, ${rule.baseLockSeconds} * power(2, least(failures - ${rule.free}, 20))))
    WHERE key = ${key} AND failures >= ${rule.free}`.execute(db);
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
