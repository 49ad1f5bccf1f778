import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { markInProgress } from './sheets.repository.ts';

/**
 * The jobs the catalogue core queues about a sheet. The modules that handle them register their handlers
 * (jobs/index.ts): the reader (modules/extraction) and the update mails (modules/consultations).
 */
export const EXTRACT_JOB = 'sds.extract';
/**
 * The same reading in its own lane (queue and worker) for what a user waits for: their uploads and paid processing
 * (issue #22: one slow catalogue file held the single worker 21 s, with every upload queued behind it).
 */
export const EXTRACT_USER_JOB = 'sds.extract-user';
export const UPDATE_MAILS_JOB = 'catalogue.update-mails';
/** The personal spaces holding an older revision move onto the new one (handled by modules/my-fds). */
export const SPACE_REVISION_JOB = 'myfds.revision';
/** A new revision goes to the customers who received its product (handled by modules/supplier-deliveries, issue #27). */
export const SUPPLIER_SENDS_JOB = 'supplier.sends';
/** A sheet was published (and maybe superseded another): the supplier's webhooks are POSTed (modules/api-keys). */
export const SHEET_WEBHOOKS_JOB = 'api.webhooks';
/**
 * A new candidate list was imported: the stored Annex II candidate-list findings of the readings follow it, without
 * the files being read again (handled by modules/extraction; queued by the substance watch's list import).
 */
export const ANNEX_II_REFRESH_JOB = 'sds.annex-ii-refresh';

export interface ExtractJobData {
  documentId: number;
}

/**
 * Asks for a sheet to be read, for callers outside the catalogue's publisher (which queues its own jobs once its
 * transaction has committed): `npm run reextract -- --enqueue`, uploads. A sheet never read shows "extraction in
 * progress" from now on; one with data keeps it until the new reading lands. Pass the caller's transaction as `db`
 * when the sheet is not committed yet. The singleton key keeps one queued job per sheet and lane; `lane: 'user'`
 * for a reading a user waits for (uploads, paid processing).
 */
export async function enqueueExtraction(
  target: { db: Db | Transaction<Database>; jobs: JobQueue },
  documentId: number,
  options: { lane?: 'catalogue' | 'user' } = {},
): Promise<void> {
  await markInProgress(target.db, documentId, { onlyNew: true });
  const name = options.lane === 'user' ? EXTRACT_USER_JOB : EXTRACT_JOB;
  await target.jobs.send(name, { documentId } satisfies ExtractJobData, { singletonKey: `${name}:${documentId}` });
}
