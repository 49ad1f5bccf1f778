import type { Dashboard, FailedJob } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { EXTRACT_JOB, EXTRACT_USER_JOB } from '../../catalogue/sheet-jobs.ts';
import * as repo from './dashboard.repository.ts';

/** Above this many rows (planner estimate) a table's count is the estimate: an exact count of 3,000,000 sheets takes seconds. */
export const EXACT_COUNT_LIMIT = 200_000;
const FAILED_JOBS_SHOWN = 50;

/** pg-boss keeps a failed job's error in `output` (an Error's message and stack, or what the handler threw). */
function errorText(output: unknown): string {
  if (output && typeof output === 'object') {
    const o = output as { message?: unknown; stack?: unknown };
    if (typeof o.stack === 'string') return o.stack.slice(0, 4000);
    if (typeof o.message === 'string') return o.message;
  }
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 4000);
}

/**
 * GET /admin/dashboard: the platform's figures and the jobs that failed. Past `exactLimit` rows (planner estimate)
 * the sheets and the reading states are the planner's estimates (`estimated` says so): an exact count scans the
 * table, seconds at 3,000,000 sheets (bench/dashboard prints the call's timings and the plans).
 */
export async function dashboard(ctx: AppContext, exactLimit = EXACT_COUNT_LIMIT): Promise<Dashboard> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [documentsEstimate, readingsEstimate] = await Promise.all([repo.estimatedRows(db, 'documents'), repo.estimatedRows(db, 'document_extractions')]);
  const estimateSheets = documentsEstimate > exactLimit;
  const readingStats = readingsEstimate > exactLimit ? await repo.estimatedReadingCounts(db) : null;
  const [users, suppliers, sheets, readings, orders, requests, jobsReady] = await Promise.all([
    repo.userCounts(db),
    repo.supplierCount(db),
    estimateSheets ? Promise.resolve(documentsEstimate) : repo.sheetCount(db),
    // Read and failing by status: from pg_stats past the limit (no statistics yet: counted, once).
    readingStats ? Promise.resolve(readingStats) : repo.readingCounts(db),
    repo.ordersPaidSince(db, monthStart),
    repo.openRequestCount(db),
    repo.hasJobTable(db),
  ]);
  const waiting = jobsReady ? await repo.waitingJobs(db, [EXTRACT_JOB, EXTRACT_USER_JOB]) : { count: 0, oldest: null };
  const failed = jobsReady ? await repo.failedJobs(db, FAILED_JOBS_SHOWN) : [];
  return {
    users: users.users,
    users_locked: users.locked,
    suppliers,
    sheets,
    sheets_read: readings.read,
    sheets_failing: readings.failing,
    extraction_queue: waiting.count,
    extraction_queue_age_seconds: waiting.oldest ? Math.max(0, Math.round((now.getTime() - new Date(waiting.oldest).getTime()) / 1000)) : null,
    orders_this_month: orders,
    open_requests: requests,
    estimated: estimateSheets || readingStats !== null,
    failed_jobs: failed.map((job): FailedJob => ({
      id: job.id,
      name: job.name,
      failed_at: job.completed_on ? new Date(job.completed_on).toISOString() : null,
      created_at: new Date(job.created_on).toISOString(),
      retries: Number(job.retry_count),
      error: errorText(job.output),
      data: job.data,
    })),
  };
}
