import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { enqueueExtraction } from './extraction.job.ts';
import { countSheetsToReextract, findSheetsToReextract } from './extraction.repository.ts';
import { extractDocument, type ExtractionDeps } from './extraction.service.ts';

export interface ReextractOptions {
  /** The reader version of this code; sheets read by any other version (or never read) are picked. */
  currentVersion: string;
  /** Re-read every sheet with a file, whatever its stored version. */
  all: boolean;
  /** At most this many sheets (null: no limit). */
  limit: number | null;
  /** Sheets read at once when running here. */
  concurrency: number;
}

export interface ReextractProgress {
  total: number;
  done: number;
  failed: number;
}

/** What to do with each picked sheet: read it here, or queue it for the server's workers. */
export type ReextractMode = { run: ExtractionDeps } | { enqueue: JobQueue };

/**
 * Walks the sheets to re-extract in id order (keyset pages, so millions of rows never sit in memory) and reads or
 * queues each one, `concurrency` at a time. A sheet that fails is counted and the run goes on.
 */
export async function reextractSheets(
  db: Db,
  mode: ReextractMode,
  options: ReextractOptions,
  onProgress: (progress: ReextractProgress) => void = () => {},
): Promise<ReextractProgress> {
  const counted = await countSheetsToReextract(db, options);
  const progress: ReextractProgress = { total: options.limit === null ? counted : Math.min(counted, options.limit), done: 0, failed: 0 };
  onProgress(progress);
  let afterId = 0;
  const pageSize = 500;
  while (progress.done < progress.total) {
    const want = Math.min(pageSize, progress.total - progress.done);
    const ids = await findSheetsToReextract(db, { ...options, afterId, limit: want });
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1];
    await eachWithConcurrency(ids, Math.max(1, options.concurrency), async (id) => {
      try {
        if ('run' in mode) await extractDocument(mode.run, id);
        else await enqueueExtraction({ db, jobs: mode.enqueue }, id);
      } catch {
        progress.failed++;
      }
      progress.done++;
      onProgress(progress);
    });
  }
  return progress;
}

async function eachWithConcurrency<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}
