import type { SdsReading } from '@openfds/contract/sds-reading';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Caller } from '../../plugins/session.ts';
import { assertSheetVisible, loadViewer, type Viewer } from '../../catalogue/document-access.ts';
import { latestVersionOf, sheetByCode, type SheetRecord } from '../../catalogue/sheets.repository.ts';
import { enqueueExtraction } from '../../catalogue/sheet-jobs.ts';
import { isOwnUpload, readingOf } from './tools.repository.ts';

export interface ToolSheet {
  sheet: SheetRecord;
  /** The reader's output, or null while the sheet is being read (its reading was queued). */
  reading: SdsReading | null;
}

/**
 * A sheet the tools compute on, under the catalogue's access rule (605 deleted or secret, 641 private without a
 * proven customer code), with its reading. A superseded version is served while its product is (as the watch does).
 * A sheet never read has its reading queued (once) and comes back with `reading: null`. The caller's own uploads
 * (my-FDS, secret to others) are theirs.
 */
export async function loadToolSheet(ctx: AppContext, caller: Pick<Caller, 'user' | 'session'>, code: string, viewer?: Viewer): Promise<ToolSheet> {
  const sheet = await sheetByCode(ctx.pool, code);
  if (!sheet || sheet.deleted_at) throw new AppError('documentNotFound');
  if (!sheet.is_latest) {
    const latest = await latestVersionOf(ctx.pool, sheet);
    if (!latest || latest.access === 'secret') throw new AppError('documentNotFound');
  }
  // A sheet the user uploaded to their space is secret to everyone else, and theirs to compute on.
  const own = sheet.access === 'secret' && caller.user !== null && (await isOwnUpload(ctx.db, sheet.id, caller.user.id));
  if (!own) await assertSheetVisible(ctx.db, sheet, viewer ?? (await loadViewer(ctx.db, caller)));
  const stored = await readingOf(ctx.db, sheet.id);
  if (!stored || stored.status === 'in_progress' || stored.reading === null) {
    if (!stored) await enqueueExtraction(ctx, sheet.id);
    return { sheet, reading: null };
  }
  return { sheet, reading: stored.reading as SdsReading };
}
