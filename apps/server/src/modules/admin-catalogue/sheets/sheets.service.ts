import type { AdminSheet, AdminSheetDetail, SheetAccessLevel } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { refreshCatalogueStats } from '../../../catalogue/catalogue-stats.repository.ts';
import { enqueueExtraction } from '../../../catalogue/sheet-jobs.ts';
import { jobConnectionOf } from '../../../catalogue/sheet-readings.repository.ts';
import { liveSheetOfSameProduct, lockSheetState, setSheetAccess, setSheetDeleted } from '../../../catalogue/staff-catalogue.repository.ts';
import { recordStaffAction, type StaffAction } from '../../audit/index.ts';
import { findStaffSheets, sheetIdsByCodes, staffSheetByCode, type StaffSheetFilter, type StaffSheetRow } from './sheets.repository.ts';

/**
 * The back office's sheets (issue #26): find any sheet (superseded, secret and deleted ones included), change its
 * access, delete and restore it (a soft deletion: the row, its file and its history stay, archiving being 10 years
 * minimum), read it again, and see the reader's output beside the PDF.
 */

type Staff = StaffAction['staff'];

function toAdminSheet(row: StaffSheetRow): AdminSheet {
  return {
    id: Number(row.id),
    iddc: row.iddc,
    product_name: row.product_name,
    product_code: row.product_code,
    language: row.language,
    revision_date: row.revision_date,
    supplier_code: row.supplier_code,
    supplier_name: row.supplier_name,
    access: row.access,
    is_latest: row.is_latest,
    deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
    extraction_status: row.extraction_status,
    extraction_error: row.extraction_error,
    file_pages: row.file_pages,
    file_url: `/api/v1/admin/sheets/${row.iddc}/file`,
  };
}

/** 800, naming the live sheet that stands in the way of a restore (data `newer`: the screen links to it). */
function newerRevisionLive(newer: { iddc: string; revision_date: string | null }, cause?: unknown): AppError {
  return new AppError('newerRevisionLive', {
    field: 'code',
    cause,
    params: { newer: newer.iddc, revision: newer.revision_date ?? '?' },
    data: [{ name: 'newer', value: newer.iddc }],
  });
}

export async function findSheets(ctx: AppContext, filter: StaffSheetFilter): Promise<AdminSheet[]> {
  return (await findStaffSheets(ctx.db, filter)).map(toAdminSheet);
}

/** One sheet with the reader's stored output; 605 for an unknown code. */
export async function getSheet(ctx: AppContext, iddc: string): Promise<AdminSheetDetail> {
  const row = await staffSheetByCode(ctx.db, iddc);
  if (!row) throw new AppError('documentNotFound');
  return { ...toAdminSheet(row), reader_version: row.reader_version, reading: row.reading ?? null };
}

/**
 * Changes what a sheet shows itself to, or deletes or restores it: one transaction with the audit row, then the
 * supplier's counts and result filters follow (the public search's own lists follow by the documents triggers).
 */
async function changeSheet(
  ctx: AppContext,
  staff: Staff,
  iddc: string,
  action: 'sheet.access' | 'sheet.delete' | 'sheet.restore',
  change: (state: { id: number; access: SheetAccessLevel; deleted_at: Date | null }) => { access?: SheetAccessLevel; deleted?: boolean },
): Promise<AdminSheetDetail> {
  const supplierId = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockSheetState(trx, iddc);
    if (!row) throw new AppError('documentNotFound');
    const before = { access: row.access, deleted_at: row.deleted_at ? new Date(row.deleted_at).toISOString() : null };
    const wanted = change({ id: Number(row.id), access: row.access, deleted_at: row.deleted_at });
    const now = ctx.clock.now();
    if (wanted.access && wanted.access !== row.access) await setSheetAccess(trx, row.id, wanted.access);
    if (wanted.deleted === true && !row.deleted_at) await setSheetDeleted(trx, row.id, now);
    if (wanted.deleted === false && row.deleted_at) {
      // A newer revision of the product may have gone live since: two live latest versions cannot be (catalogue
      // unique index), so the restore is refused, naming the newer sheet (800); the newer sheet stays.
      const newer = await liveSheetOfSameProduct(trx, row.id);
      if (newer) throw newerRevisionLive(newer);
      // (A revision that goes live between this check and the update: restoreSheet names it after the rollback.)
      await setSheetDeleted(trx, row.id, null);
    }
    const after = {
      access: wanted.access ?? row.access,
      deleted_at: wanted.deleted === undefined ? before.deleted_at : wanted.deleted ? (before.deleted_at ?? now.toISOString()) : null,
    };
    await recordStaffAction(trx, { staff, at: now, action, targetType: 'document', targetId: iddc, before, after });
    return row.supplier_id;
  });
  await refreshCatalogueStats(ctx.pool, [supplierId]);
  return getSheet(ctx, iddc);
}

export async function changeSheetAccess(ctx: AppContext, staff: Staff, iddc: string, access: SheetAccessLevel) {
  return changeSheet(ctx, staff, iddc, 'sheet.access', () => ({ access }));
}

export async function deleteSheet(ctx: AppContext, staff: Staff, iddc: string) {
  return changeSheet(ctx, staff, iddc, 'sheet.delete', () => ({ deleted: true }));
}

export async function restoreSheet(ctx: AppContext, staff: Staff, iddc: string) {
  try {
    return await changeSheet(ctx, staff, iddc, 'sheet.restore', () => ({ deleted: false }));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const row = await staffSheetByCode(ctx.db, iddc);
    const newer = row ? await liveSheetOfSameProduct(ctx.db, Number(row.id)) : undefined;
    throw newerRevisionLive(newer ?? { iddc: '?', revision_date: null }, error);
  }
}

/**
 * Reads sheets again (one, or a selection): their extraction jobs are queued in one transaction with the audit rows,
 * through its connection, so they exist exactly when it commits (`npm run reextract -- --enqueue` queues the same
 * job). A sheet with data keeps showing it until the new reading lands. Deleted sheets are not read. 605 when a code
 * is unknown (nothing is queued then).
 */
export async function reextractSheets(ctx: AppContext, staff: Staff, iddcs: string[]): Promise<{ queued: string[]; skipped_deleted: string[] }> {
  const wanted = [...new Set(iddcs)];
  const found = await sheetIdsByCodes(ctx.db, wanted);
  const missing = wanted.filter((code) => !found.some((f) => f.iddc === code));
  if (missing.length > 0) throw new AppError('documentNotFound', { field: 'codes', data: [{ name: 'codes', value: missing.slice(0, 20) }] });
  return ctx.db.transaction().execute(async (trx) => {
    const connection = jobConnectionOf(trx);
    const jobs = { send: (name: string, data: object, options?: { singletonKey?: string }) => ctx.jobs.send(name, data, { ...options, connection }) };
    const queued: string[] = [];
    const skipped: string[] = [];
    for (const sheet of found) {
      const state = await lockSheetState(trx, sheet.iddc);
      if (!state || state.deleted_at) {
        skipped.push(sheet.iddc);
        continue;
      }
      await enqueueExtraction({ db: trx, jobs }, sheet.id);
      await recordStaffAction(trx, { staff, at: ctx.clock.now(), action: 'sheet.reextract', targetType: 'document', targetId: sheet.iddc });
      queued.push(sheet.iddc);
    }
    return { queued, skipped_deleted: skipped };
  });
}
