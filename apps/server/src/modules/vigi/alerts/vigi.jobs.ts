import type { VigiListCode } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import type { JobDefinition } from '../../../jobs/queue.ts';
import { digestMail } from './alert-mail.ts';
import { listVersionForJob, pendingAlerts, recordAlertsSent, type AlertRow } from './alerts.repository.ts';
import { listsWithClassRules, rematchList } from '../matching/matching.repository.ts';

export const VIGI_LIST_UPDATED_JOB = 'vigi.list-updated';

export interface ListUpdatedJob {
  versionId: number;
}

type JobContext = Omit<AppContext, 'jobs'>;

/**
 * After a list version is imported: re-match the whole catalogue against it (when it is still the current
 * version), then mail each user who keeps a sheet that one of the version's new entries concerns.
 */
export function vigiJobDefinitions(ctx: JobContext): JobDefinition<ListUpdatedJob>[] {
  return [{ name: VIGI_LIST_UPDATED_JOB, handle: async (data) => void (await handleListUpdated(ctx, data)) }];
}

export async function handleListUpdated(ctx: JobContext, { versionId }: ListUpdatedJob): Promise<{ matches: number | null; mails: number }> {
  const version = await listVersionForJob(ctx.db, versionId);
  if (!version) return { matches: null, mails: 0 };
  const list = version.list_code as VigiListCode;
  const current = version.current_version_id === version.id;
  const matches = current ? await rematchList(ctx.db, list) : null;
  // Entries defined by an Annex VI classification (Annex XVII 28-30) follow each new Annex VI version.
  if (current && list === 'clp_annex_vi') {
    for (const other of await listsWithClassRules(ctx.db)) await rematchList(ctx.db, other);
  }
  const mails = version.previous_version_id ? await sendDigests(ctx, versionId, list, version.label) : 0;
  return { matches, mails };
}

/**
 * One digest per user. The ledger rows are written in the same transaction as the send: when the mail fails
 * the rows roll back and the job's retry sends it; when it succeeded a re-run finds nothing pending.
 */
async function sendDigests(ctx: JobContext, versionId: number, list: VigiListCode, versionLabel: string): Promise<number> {
  const rows = await pendingAlerts(ctx.db, versionId);
  const byUser = new Map<number, AlertRow[]>();
  for (const r of rows) (byUser.get(r.user_id) ?? byUser.set(r.user_id, []).get(r.user_id)!).push(r);
  let mails = 0;
  for (const [userId, lines] of byUser) {
    const sent = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await recordAlertsSent(trx, userId, versionId, lines);
      const fresh = lines.filter((l) => inserted.some((i) => i.entry_id === l.entry_id && i.document_id === l.document_id));
      if (fresh.length === 0) return false;
      await ctx.mailer.send(digestMail({ to: lines[0].email, language: lines[0].language, list, versionLabel, lines: fresh, publicUrl: ctx.config.publicUrl }));
      return true;
    });
    if (sent) mails++;
  }
  return mails;
}
