import { EMPTY_ALERT, type AlertFile, type AlertUpdate } from '@openfds/contract';
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
