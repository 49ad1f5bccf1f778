import { staffMay } from '@openfds/contract';
import type { SdsReading } from '@openfds/sds/types';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordStaffAction } from '../audit/index.ts';
import { extractionLevels, type ExtractionLevel } from '../entitlements/index.ts';
import type { ExtractionView } from './extraction.repository.ts';

/** The reading routes of this module, as the audit row names them (reading-routes.ts lists them with their gate). */
export type ReadingRouteName = 'extraction' | 'sds2excel' | 'data_report' | 'control';

/** The audit action of a staff read of a sheet's reading (issue #26). */
export const STAFF_READING_ACTION = 'sheet.reading_read';

/**
 * Staff whose role reads sheets (`sheets.read` of the back-office role table: administrators and assistants) read
 * every sheet's reading in full, Annex II check and evidence included, from the back office and from the public
 * sheet page (issue #26): they check what a customer bought or asks about, so no credit is looked for or spent.
 */
export function staffReadsSheets(user: Pick<SessionUser, 'profileTypes'> | null): boolean {
  return !!user && staffMay(user.profileTypes, 'sheets.read');
}

/**
 * The caller's FDS-Extract level of a sheet: 'premium' for staff (each such read written to the staff audit log:
 * a customer would have paid for it), the entitlement service's level for a customer, null for a visitor. `route`
 * null: no reading is served with the answer (the sheet is not read yet), so a staff read is not audited.
 */
export async function readingLevelOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: Pick<SessionUser, 'id' | 'login' | 'profileTypes'> | null,
  sheet: { id: number; iddc: string },
  route: ReadingRouteName | null,
): Promise<ExtractionLevel> {
  if (!user) return null;
  if (staffReadsSheets(user)) {
    if (route === null) return 'premium';
    // Its own transaction: the read changes nothing else, and the row must exist once the data has left.
    await ctx.db.transaction().execute((trx) =>
      recordStaffAction(trx, {
        staff: user,
        at: ctx.clock.now(),
        action: STAFF_READING_ACTION,
        targetType: 'document',
        targetId: sheet.iddc,
        after: { route },
      }),
    );
    return 'premium';
  }
  return (await extractionLevels(ctx.db, user.id, [sheet.id])).get(sheet.id) ?? null;
}

/**
 * The one gate of the extracted-data downloads and the Premium control report: the caller's FDS-Extract level of
 * a sheet (readingLevelOf), 602 for a visitor and 618 (tool not active on the account) without one.
 */
export async function requireExtractionLevel(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: Pick<SessionUser, 'id' | 'login' | 'profileTypes'> | null,
  sheet: { id: number; iddc: string },
  route: ReadingRouteName,
): Promise<Exclude<ExtractionLevel, null>> {
  if (user === null) throw new AppError('notLoggedIn');
  const level = await readingLevelOf(ctx, user, sheet, route);
  if (!level) throw new AppError('notEntitled');
  return level;
}

/** The reading behind the downloads and the report; 619 while there is none. */
export function extractedReading(view: ExtractionView | null): SdsReading {
  if (!view || view.status !== 'extracted' || !view.reading) throw new AppError('extractionUnavailable');
  return view.reading as SdsReading;
}
