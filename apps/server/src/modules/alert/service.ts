import { EMPTY_ALERT, alertDateToMs, alertIsActive, type AlertFile, type AlertUpdate } from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import type { AppContext } from '../../context.ts';
import { readAlert, writeAlert } from './repository.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { recordStaffAction } from '../audit/index.ts';

/** The alert file, or empty messages and dates when none was ever set. */
export async function currentAlert(ctx: AppContext): Promise<AlertFile> {
  return (await readAlert(ctx.db)) ?? EMPTY_ALERT;
}

/** PUT /alert (the route's permission: alert.write), written to the audit log with the file it replaced. */
export async function replaceAlert(ctx: AppContext, staff: Pick<SessionUser, 'id' | 'login'>, alert: AlertUpdate): Promise<AlertFile> {
  const file: AlertFile = { message: alert.message, start: alert.start, end: alert.end, locked: alert.locked };
  await ctx.db.transaction().execute(async (trx) => {
    const before = await readAlert(trx);
    await writeAlert(trx, file);
    await recordStaffAction(trx, { staff, action: 'alert.replace', targetType: 'alert', before, after: file, at: ctx.clock.now() });
  });
  return file;
}

/** An alert date as the 731 message shows it: unambiguous in every language (ISO day, 24 h clock, UTC). */
function windowText(parts: readonly number[]): string {
  return `${new Date(alertDateToMs(parts)).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The lock window (product-spec §3.7 "Locked profile flag", api-spec §8): while a locked alert's window is on (the
 * app's clock), what it locks answers 731, the planned interruption with its window; the web shows it as a banner.
 */
export async function assertNotLocked(ctx: AppContext): Promise<void> {
  const alert = await currentAlert(ctx);
  if (!alert.locked || !alertIsActive(alert, ctx.clock.now().getTime())) return;
  throw new AppError('serviceInterruption', { params: { start: windowText(alert.start), end: windowText(alert.end) } });
}
