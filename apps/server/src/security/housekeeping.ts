import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import './tables.ts';
import { deleteExpiredPendingAccounts } from './security.repository.ts';

/**
 * Deletes rows that no longer serve: past rate windows, stale brute-force counters, idle sessions and spent or
 * expired tokens (kept a week for support questions). Run every few minutes by each instance; the deletes are
 * idempotent, so several instances running it at once is harmless.
 */
export async function housekeeping(db: Db, options: { sessionIdleMinutes: number }): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', sql<Date>`now() - interval '10 minutes'`)
    .execute();
  await db
    .deleteFrom('login_attempts')
    .where('first_failure', '<', sql<Date>`now() - interval '2 days'`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();
  await db
    .deleteFrom('sessions')
    .where('last_seen_at', '<', sql<Date>`now() - ${options.sessionIdleMinutes} * interval '1 minute'`)
    .execute();
  // A pending account whose confirmation link expired is deleted (issue #11: they never expired, so an address
  // registered by someone else stayed blocked for good). Its tokens go with it.
  await deleteExpiredPendingAccounts(db);
  await db
    .deleteFrom('auth_tokens')
    .where((eb) => eb.or([eb('used_at', '<', sql<Date>`now() - interval '7 days'`), eb('expires_at', '<', sql<Date>`now() - interval '7 days'`)]))
    .execute();
}
