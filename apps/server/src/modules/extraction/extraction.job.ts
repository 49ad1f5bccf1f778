import { READER_VERSION } from '@openfds/sds';
// The job is the catalogue core's: it queues it when it publishes a sheet with a file, and so may any module.
import { EXTRACT_JOB, EXTRACT_USER_JOB, enqueueExtraction, type ExtractJobData } from '../../catalogue/sheet-jobs.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { sheetByCode } from '../../catalogue/sheets.repository.ts';
import { ensureSheetFile } from '../../catalogue/sheet-file.ts';
import { extractDocument, type ExtractionDeps } from './extraction.service.ts';
import { ReaderPool } from './reader-pool.ts';

export { EXTRACT_JOB, EXTRACT_USER_JOB, enqueueExtraction, type ExtractJobData };

/** The dependencies of extractDocument for one process: the reader runs in worker threads under a hard limit. */
export function extractionDeps(ctx: Omit<AppContext, 'jobs'>, pool: ReaderPool): ExtractionDeps {
  return {
    db: ctx.db,
    storage: ctx.storage,
    read: (pdf, options) => pool.read(pdf, options),
    readerTimeoutMs: ctx.config.readerTimeoutMs,
    readerVersion: READER_VERSION,
    async provideFile(iddc) {
      const sheet = await sheetByCode(ctx.pool, iddc);
      if (!sheet || sheet.deleted_at) return null;
      // ensureSheetFile only uses the pool and the storage of the context.
      return (await ensureSheetFile(ctx as AppContext, sheet)).key;
    },
  };
}

export function createReaderPool(ctx: Pick<AppContext, 'config'>): ReaderPool {
  return new ReaderPool({
    // The reader stops itself at readerTimeoutMs; the thread is killed a little later if it could not.
    timeoutMs: ctx.config.readerTimeoutMs + 5_000,
    maxMemoryMb: ctx.config.readerMemoryMb,
  });
}

/** The user lane's reader threads, one pool per app (keyed by its config): its jobs and the upload preview share it. */
const userPools = new WeakMap<object, ReaderPool>();

export function userReaderPool(ctx: Pick<AppContext, 'config'>): ReaderPool {
  let pool = userPools.get(ctx.config);
  if (!pool) {
    pool = createReaderPool(ctx);
    userPools.set(ctx.config, pool);
  }
  return pool;
}

/**
 * One queued and one running job per sheet ('stately', by the singleton key `sds.extract:<id>`), and a job whose
 * process died is taken as lost soon after the reader's own hard limit (time limit + 5 s kill), not after
 * pg-boss's default 15 minutes.
 */
export function extractQueueSettings(readerTimeoutMs: number) {
  return { policy: 'stately' as const, expireInSeconds: Math.ceil(readerTimeoutMs / 1000) + 20, retryLimit: 2 };
}

/**
 * The 'sds.extract' job: reads one sheet and stores the reading and its components. `lane: 'user'` gives the
 * 'sds.extract-user' job, the same reading with its own queue, worker and reader thread, so that a catalogue file
 * that takes its whole time limit never delays an upload (issue #22).
 */
export function extractJob(ctx: Omit<AppContext, 'jobs'>, lane: 'catalogue' | 'user' = 'catalogue'): JobDefinition<ExtractJobData> {
  let pool: ReaderPool | null = null;
  return {
    name: lane === 'user' ? EXTRACT_USER_JOB : EXTRACT_JOB,
    concurrency: ctx.config.extractConcurrency,
    queue: extractQueueSettings(ctx.config.readerTimeoutMs),
    async handle(data) {
      const documentId = Number(data?.documentId);
      if (!Number.isSafeInteger(documentId) || documentId <= 0) return; // a malformed job is dropped, not retried
      pool ??= lane === 'user' ? userReaderPool(ctx) : createReaderPool(ctx);
      await extractDocument(extractionDeps(ctx, pool), documentId);
    },
  };
}
