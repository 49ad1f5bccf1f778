import { sql } from 'kysely';
import type { VigiListCode } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { digestMail, type DigestLine } from './alert-mail.ts';
import { listsWithClassRules, rematchList } from './matching.repository.ts';

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
  const version = await ctx.db
    .selectFrom('vigi_list_versions as v')
    .innerJoin('vigi_lists as l', 'l.code', 'v.list_code')
    .select(['v.id', 'v.list_code', 'v.label', 'v.previous_version_id', 'l.current_version_id'])
    .where('v.id', '=', versionId)
    .executeTakeFirst();
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

interface AlertRow extends DigestLine {
  user_id: number;
  email: string;
  language: string;
  document_id: number;
  entry_id: number;
}

/** Set-based: the kept sheets whose components match an entry that entered with this version. */
async function pendingAlerts(ctx: JobContext, versionId: number): Promise<AlertRow[]> {
  const { rows } = await sql<AlertRow>`
    WITH fresh AS (SELECT entry_id FROM vigi_version_changes WHERE version_id = ${versionId} AND change = 'entered'),
    comp AS (
      SELECT c.document_id, c.position, c.name, c.cas, vigi_cas_key(c.cas) AS ncas, vigi_ec_key(c.ec) AS nec,
             vigi_index_key(c.index_number) AS nidx, f_fold(c.name) AS fname
      FROM document_components c WHERE c.document_id IN (SELECT document_id FROM user_documents)),
    ties AS (
      SELECT c.document_id, c.position, i.entry_id FROM comp c
        JOIN vigi_entry_identifiers i ON i.kind = 'cas' AND i.value = c.ncas WHERE i.entry_id IN (SELECT entry_id FROM fresh)
      UNION SELECT c.document_id, c.position, i.entry_id FROM comp c
        JOIN vigi_entry_identifiers i ON i.kind = 'ec' AND i.value = c.nec WHERE i.entry_id IN (SELECT entry_id FROM fresh)
      UNION SELECT c.document_id, c.position, i.entry_id FROM comp c
        JOIN vigi_entry_identifiers i ON i.kind = 'index' AND i.value = c.nidx WHERE i.entry_id IN (SELECT entry_id FROM fresh)
      UNION SELECT c.document_id, c.position, r.entry_id FROM comp c
        JOIN vigi_entry_name_rules r ON strpos(c.fname, r.term) > 0 WHERE r.entry_id IN (SELECT entry_id FROM fresh)
    )
    SELECT DISTINCT ON (u.id, t.document_id, t.entry_id)
           u.id AS user_id, u.email, u.language, t.document_id, t.entry_id, d.iddc AS document_code, d.product_name,
           e.name AS entry_name, e.entry_number, comp.name AS component_name, comp.cas AS component_cas
    FROM ties t
    JOIN comp ON comp.document_id = t.document_id AND comp.position = t.position
    JOIN user_documents ud ON ud.document_id = t.document_id
    JOIN users u ON u.id = ud.user_id AND u.status = 'active'
    JOIN documents d ON d.id = t.document_id AND d.deleted_at IS NULL
    JOIN vigi_entries e ON e.id = t.entry_id
    WHERE NOT EXISTS (SELECT 1 FROM vigi_alerts_sent s WHERE s.user_id = u.id AND s.version_id = ${versionId}
                        AND s.entry_id = t.entry_id AND s.document_id = t.document_id)
    ORDER BY u.id, t.document_id, t.entry_id, t.position`.execute(ctx.db);
  return rows;
}

/**
 * One digest per user. The ledger rows are written in the same transaction as the send: when the mail fails
 * the rows roll back and the job's retry sends it; when it succeeded a re-run finds nothing pending.
 */
async function sendDigests(ctx: JobContext, versionId: number, list: VigiListCode, versionLabel: string): Promise<number> {
  const rows = await pendingAlerts(ctx, versionId);
  const byUser = new Map<number, AlertRow[]>();
  for (const r of rows) (byUser.get(r.user_id) ?? byUser.set(r.user_id, []).get(r.user_id)!).push(r);
  let mails = 0;
  for (const [userId, lines] of byUser) {
    const sent = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('vigi_alerts_sent')
        .values(lines.map((l) => ({ user_id: userId, version_id: versionId, entry_id: l.entry_id, document_id: l.document_id })))
        .onConflict((oc) => oc.doNothing())
        .returning(['entry_id', 'document_id'])
        .execute();
      const fresh = lines.filter((l) => inserted.some((i) => i.entry_id === l.entry_id && i.document_id === l.document_id));
      if (fresh.length === 0) return false;
      await ctx.mailer.send(
        digestMail({ to: lines[0].email, language: lines[0].language, list, versionLabel, lines: fresh, publicUrl: ctx.config.publicUrl }),
      );
      return true;
    });
    if (sent) mails++;
  }
  return mails;
}
