import { NOT_READ_STATE } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { CostGate } from '../../plugins/cost-limit.ts';
import type { Caller } from '../../plugins/session.ts';
import { enqueueExtraction } from './extraction.job.ts';
import { addToRateWindow } from '../../security/rate-limit.repository.ts';

/**
 * Readings a visitor without an account may start per minute from one address, by viewing sheets never read (issue
 * #22: 40 anonymous views queued 40 readings). A logged-in user is not counted here: the account is known, and the
 * general rate limit still applies. Readings of the same sheet are one: the first view stores it as in progress
 * (later views see that) and the job's singleton key drops a second one queued at the same moment.
 */
export const VISITOR_READINGS_PER_MINUTE = 5;

/**
 * The first view of a sheet never read: queues its reading ('in_progress'), or answers 'not_read' without queuing
 * when the visitor has started VISITOR_READINGS_PER_MINUTE readings this minute, or when the client's cost budget
 * (cost-limit.ts: per address, and per account when logged in) is spent: a reading is expensive work (issue #22).
 */
export async function askFirstReading(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  caller: Caller,
  documentId: number,
  costGate: CostGate | null = null,
): Promise<'in_progress' | typeof NOT_READ_STATE> {
  if (!caller.user) {
    const windowStartSeconds = Math.floor(Date.now() / 60_000) * 60;
    // Kept in security's rate-limit counters under a `reading:` key (never an address), cleared by the housekeeping.
    if ((await addToRateWindow(ctx.db, `reading:${caller.ip}`, windowStartSeconds, 1)) > VISITOR_READINGS_PER_MINUTE) return NOT_READ_STATE;
  }
  if (costGate && (await costGate.charge('reading', { userId: caller.user?.id ?? null, ip: caller.ip })) !== null) return NOT_READ_STATE;
  await enqueueExtraction(ctx, documentId);
  return 'in_progress';
}
