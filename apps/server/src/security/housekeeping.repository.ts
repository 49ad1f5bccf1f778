import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import './tables.ts';

/** SQL of the housekeeping (housekeeping.ts): deletes of rows that no longer serve. How often it runs is not here. */

/** Rate-limit windows older than ten minutes. */
export async function deletePastRateWindows(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', sql<Date>`now() - interval '10 minutes'`)
    .execute();
}

/** Brute-force counters started more than two days ago and not locked any more. */
export async function deleteStaleLoginAttempts(db: Db): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('first_failure', '<', sql<Date>`now() - interval '2 days'`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();
}

/** Sessions idle for longer than `idleMinutes`. */
export async function deleteIdleSessions(db: Db, idleMinutes: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('last_seen_at', '<', sql<Date>`now() - ${idleMinutes} * interval '1 minute'`)
    .execute();
}

/** Deletes the pending accounts whose confirmation link expired (their tokens go with them). */
export async function deleteExpiredPendingAccounts(db: Db): Promise<void> {
  await sql`DELETE FROM users u WHERE u.status = 'pending' AND u.created_at < now() - interval '1 hour'
              AND NOT EXISTS (SELECT 1 FROM auth_tokens a WHERE a.user_id = u.id AND a.used_at IS NULL AND a.expires_at > now())`.execute(db);
}

/** Mailed-link tokens used or expired more than a week ago (kept that long for support questions). */
export async function deleteSpentTokens(db: Db): Promise<void> {
  await db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('used_at', '<', sql<Date>`now() - interval '7 days'`), eb('expires_at', '<', sql<Date>`now() - interval '7 days'`)]))
    .execute();
}
