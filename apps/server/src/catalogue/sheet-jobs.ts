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
export const UPDATE_MAILS_JOB = 'catalogue.update-mails';
/** The personal spaces holding an older revision move onto the new one (handled by modules/my-fds). */
export const SPACE_REVISION_JOB = 'myfds.revision';
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
 * when the sheet is not committed yet. The singleton key keeps one queued job per sheet.
 */
export async function enqueueExtraction(target: { db: Db | Transaction<Database>; jobs: JobQueue }, documentId: number): Promise<void> {
  await markInProgress(target.db, documentId, { onlyNew: true });
  await target.jobs.send(EXTRACT_JOB, { documentId } satisfies ExtractJobData, { singletonKey: `sds.extract:${documentId}` });
}
