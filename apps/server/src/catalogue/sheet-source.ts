import type { Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { ensureSheetFile } from './sheet-file.ts';
import { EXTRACT_JOB, EXTRACT_USER_JOB, type ExtractJobData } from './sheet-jobs.ts';
import { jobConnectionOf, markReadingsAsked, sheetsToRead } from './sheet-readings.repository.ts';
import { sheetById, type SheetRecord } from './sheets.repository.ts';

/**
 * The one source of a sheet's file and reading (issue #23). A real catalogue has a file for every sheet; the demo
 * and generated sheets get theirs rendered on first need (sheet-file.ts). Every consumer of a sheet's PDF or reading
 * (the file route, the zip export, paid processing, the tools chosen for a sheet, the watch report, the data
 * downloads) comes here, so that none of them silently skips a sheet whose file was not rendered yet, and each
 * asks for the reading at once instead of waiting for someone to open the sheet's page.
 */

/** Why a sheet has no file to give: its stored file is gone, or the catalogue could not render one. */
export type SheetFileMissing = 'file_missing' | 'file_not_rendered' | 'unknown_sheet';

export type SheetFile = { available: true; key: string; size: number; sha256: string } | { available: false; reason: SheetFileMissing };

type FileContext = Pick<AppContext, 'pool' | 'db' | 'storage' | 'jobs'>;

/**
 * The file of a sheet, rendered and stored when the sheet has none yet, with its reading asked for when it was
 * never read. Never throws for a sheet without a file: the answer says why, so that a list (an export) can name it.
 */
export async function sheetFile(ctx: FileContext, sheet: SheetRecord): Promise<SheetFile> {
  let file: { key: string; size: number; sha256: string };
  try {
    file = await ensureSheetFile(ctx as AppContext, sheet);
  } catch (error) {
    if (error instanceof AppError && error.error === 'fileUnavailable') return { available: false, reason: 'file_missing' };
    return { available: false, reason: 'file_not_rendered' };
  }
  await requestReadings(ctx, [sheet.id]);
  return { available: true, ...file };
}

/** sheetFile for a sheet known by its id (exports and jobs hold ids). */
export async function sheetFileById(ctx: FileContext, documentId: number): Promise<SheetFile> {
  const sheet = await sheetById(ctx.pool, documentId);
  if (!sheet || sheet.deleted_at) return { available: false, reason: 'unknown_sheet' };
  return sheetFile(ctx, sheet);
}

/** sheetFile for a route that serves one sheet: 642 when it has no file. */
export async function requireSheetFile(ctx: FileContext, sheet: SheetRecord): Promise<{ key: string; size: number; sha256: string }> {
  const file = await sheetFile(ctx, sheet);
  if (!file.available) throw new AppError('fileUnavailable');
  return file;
}

/**
 * Asks for the reading of those of these sheets that were never read (or whose file could not be loaded last
 * time), at once: the reader job renders a missing file itself, so nothing waits for a page view. Sheets already
 * read or being read are left alone (a sheet with data is never read again from here). In a transaction (`db` a
 * Kysely transaction) the jobs are queued through it and exist exactly when it commits. Returns the ids queued.
 * `lane: 'user'` for readings a user paid for and waits on (issue #22 item 6): they go to the user lane, so a
 * catalogue file that takes the reader's whole time limit never delays them.
 */
export async function requestReadings(
  target: { db: Db | Transaction<Database>; jobs: JobQueue },
  documentIds: number[],
  options: { lane?: 'catalogue' | 'user' } = {},
): Promise<number[]> {
  const ids = await sheetsToRead(target.db, [...new Set(documentIds.map(Number))]);
  if (ids.length === 0) return [];
  await markReadingsAsked(target.db, ids);
  const connection = target.db.isTransaction ? jobConnectionOf(target.db as Transaction<Database>) : undefined;
  const name = options.lane === 'user' ? EXTRACT_USER_JOB : EXTRACT_JOB;
  for (const documentId of ids) {
    await target.jobs.send(name, { documentId } satisfies ExtractJobData, { singletonKey: `${name}:${documentId}`, connection });
  }
  return ids;
}
