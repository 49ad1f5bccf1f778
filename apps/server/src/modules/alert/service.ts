import { EMPTY_ALERT, type AlertFile, type AlertUpdate } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { readAlert, writeAlert } from './repository.ts';

/** The alert file, or empty messages and dates when none was ever set. */
export async function currentAlert(ctx: AppContext): Promise<AlertFile> {
  return (await readAlert(ctx.db)) ?? EMPTY_ALERT;
}

/** PUT /alert (admins only: the route's access). */
export async function replaceAlert(ctx: AppContext, alert: AlertUpdate): Promise<AlertFile> {
  const file: AlertFile = { message: alert.message, start: alert.start, end: alert.end, locked: alert.locked };
  await ctx.db.transaction().execute(async (trx) => writeAlert(trx, file));
  return file;
}
