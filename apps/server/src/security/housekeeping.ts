import type { Db } from '../db/database.ts';
import {
  deleteExpiredPendingAccounts,
  deleteIdleSessions,
  deletePastRateWindows,
  deleteSpentTokens,
  deleteStaleLoginAttempts,
} from './housekeeping.repository.ts';

/**
 * Deletes rows that no longer serve: past rate windows, stale brute-force counters, idle sessions and spent or
 * expired tokens (kept a week for support questions). Run every few minutes by each instance; the deletes are
 * idempotent, so several instances running it at once is harmless.
 */
export async function housekeeping(db: Db, options: { sessionIdleMinutes: number }): Promise<void> {
  await deletePastRateWindows(db);
  await deleteStaleLoginAttempts(db);
  await deleteIdleSessions(db, options.sessionIdleMinutes);
  // A pending account whose confirmation link expired is deleted (issue #11: they never expired, so an address
  // registered by someone else stayed blocked for good). Its tokens go with it.
  await deleteExpiredPendingAccounts(db);
  await deleteSpentTokens(db);
}
