import { sql } from 'kysely';
import { formatMessage, isInterfaceLanguage, type ChangelogRow, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { SpaceOwner } from './service.ts';
import { DIGEST_TEXTS } from './texts.ts';

/**
 * "Always the latest version" (issue #12): when a supplier publishes a new revision of a sheet kept in spaces,
 * every space holding an older version gets the new one, the old one goes to the sheet's history
 * (my_fds_replaced), one change-log row per changed field is written, and each user gets at most one digest
 * e-mail a day listing their changed sheets. Everything here is idempotent: a re-run adds and sends nothing twice.
 */

export const REVISION_JOB = 'myfds.revision';
export const DIGEST_JOB = 'myfds.digest';
/** A new revision is usually read within minutes: the data diff waits for it, checking again every minute. */
const DIFF_RETRY_MS = 60_000;
const DIFF_ATTEMPTS = 30;

export interface FieldChange {
  section: string;
  label: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

/** What the change log compares of a sheet: its revision and what the reader extracted. */
export interface SheetFacts {
  revision_date: string | null;
  revision_version: string | null;
  /** null when the sheet has not been read (nothing is compared then). */
  hStatements: string[] | null;
  pictograms: string[] | null;
  signalWord: string | null;
  components: { key: string; label: string }[] | null;
}

function setDiff(section: string, label: string, field: string, before: string[], after: string[]): FieldChange[] {
  const a = new Set(before);
  const b = new Set(after);
  return [
    ...[...a].filter((v) => !b.has(v)).sort().map((v) => ({ section, label, field, old_value: v, new_value: null })),
    ...[...b].filter((v) => !a.has(v)).sort().map((v) => ({ section, label, field, old_value: null, new_value: v })),
  ];
}

/** The changes between two versions of a sheet: revision, hazard statements, pictograms, signal word, components. */
export function diffSheets(before: SheetFacts, after: SheetFacts): FieldChange[] {
  const changes: FieldChange[] = [];
  if (before.revision_date !== after.revision_date) {
    changes.push({ section: '1', label: 'Revision date', field: 'revision_date', old_value: before.revision_date, new_value: after.revision_date });
  }
  if (before.revision_version !== after.revision_version) {
    changes.push({ section: '1', label: 'Version', field: 'revision_version', old_value: before.revision_version, new_value: after.revision_version });
  }
  if (before.hStatements && after.hStatements) {
    changes.push(...setDiff('2', 'Hazard statements', 'h_statements', before.hStatements, after.hStatements));
  }
  if (before.pictograms && after.pictograms) changes.push(...setDiff('2', 'Pictograms', 'pictograms', before.pictograms, after.pictograms));
  if (before.hStatements && after.hStatements && before.signalWord !== after.signalWord) {
    changes.push({ section: '2', label: 'Signal word', field: 'signal_word', old_value: before.signalWord, new_value: after.signalWord });
  }
  if (before.components && after.components) {
    const label = (list: { key: string; label: string }[]) => new Map(list.map((c) => [c.key, c.label]));
    const a = label(before.components);
    const b = label(after.components);
    for (const change of setDiff('3', 'Components', 'components', [...a.keys()], [...b.keys()])) {
      changes.push({ ...change, old_value: change.old_value && a.get(change.old_value)!, new_value: change.new_value && b.get(change.new_value)! });
    }
  }
  return changes;
}

interface ReadingShape {
  hazards?: { hStatements?: string[]; euhStatements?: string[]; pictograms?: string[]; signalWord?: string | null };
}

async function factsOf(ctx: Pick<AppContext, 'db'>, documentId: number): Promise<SheetFacts & { read: boolean }> {
  const { rows } = await sql<{ revision_date: string | null; revision_version: string | null; status: string | null; reading: ReadingShape | null }>`
    SELECT d.revision_date::text AS revision_date, d.revision_version, e.status, e.reading
    FROM documents d LEFT JOIN document_extractions e ON e.document_id = d.id WHERE d.id = ${documentId}`.execute(ctx.db);
  const row = rows[0];
  const read = row?.status === 'extracted' && !!row.reading;
  let components: SheetFacts['components'] = null;
  if (read) {
    const { rows: comps } = await sql<{ name: string | null; cas: string | null; ec: string | null }>`
      SELECT name, cas, ec FROM document_components WHERE document_id = ${documentId} ORDER BY position`.execute(ctx.db);
    components = comps.map((c) => ({
      key: (c.cas ?? c.ec ?? c.name ?? '').toLowerCase(),
      label: [c.name, c.cas ? `CAS ${c.cas}` : c.ec ? `EC ${c.ec}` : null].filter(Boolean).join(' - '),
    })).filter((c) => c.key);
  }
  const h = row?.reading?.hazards;
  return {
    read,
    revision_date: row?.revision_date ?? null,
    revision_version: row?.revision_version ?? null,
    hStatements: read ? [...(h?.hStatements ?? []), ...(h?.euhStatements ?? [])] : null,
    pictograms: read ? h?.pictograms ?? [] : null,
    signalWord: read ? h?.signalWord ?? null : null,
    components,
  };
}

/**
 * Moves every space holding an older version of the product of `documentId` (the new latest revision) onto it and
 * writes the change log. Returns whether the data diff still waits for the new revision to be read.
 */
export async function applyNewRevision(ctx: Pick<AppContext, 'db'>, documentId: number): Promise<{ moved: number; waiting: boolean; users: number[] }> {
  const latest = await ctx.db
    .selectFrom('documents')
    .select(['id', 'supplier_id', 'product_key', 'language', 'is_latest', 'access', 'deleted_at'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!latest || !latest.is_latest || latest.deleted_at || latest.access === 'secret') return { moved: 0, waiting: false, users: [] };
  let moved = 0;
  await ctx.db.transaction().execute(async (tx) => {
    const { rows: holders } = await sql<{ user_id: number; document_id: number }>`
      SELECT u.user_id, u.document_id FROM user_documents u JOIN documents d ON d.id = u.document_id
      WHERE d.supplier_id = ${latest.supplier_id} AND d.product_key = ${latest.product_key} AND d.language = ${latest.language}
        AND d.id <> ${documentId} AND NOT d.is_latest AND d.uploaded_by IS NULL
      FOR UPDATE OF u`.execute(tx);
    for (const h of holders) {
      await sql`INSERT INTO my_fds_replaced (user_id, document_id, replaced_by) VALUES (${h.user_id}, ${h.document_id}, ${documentId})
        ON CONFLICT (user_id, document_id) DO UPDATE SET replaced_by = EXCLUDED.replaced_by`.execute(tx);
      const holdsNew = await sql`SELECT 1 FROM user_documents WHERE user_id = ${h.user_id} AND document_id = ${documentId}`.execute(tx);
      if (holdsNew.rows.length > 0) {
        await sql`DELETE FROM user_documents WHERE user_id = ${h.user_id} AND document_id = ${h.document_id}`.execute(tx);
      } else {
        await sql`UPDATE user_documents SET document_id = ${documentId}, updated_at = now()
          WHERE user_id = ${h.user_id} AND document_id = ${h.document_id}`.execute(tx);
      }
      moved++;
    }
  });
  // The change log: for every user whose space moved onto this revision, the diff with the version they held.
  const { rows: replaced } = await sql<{ user_id: number; document_id: number }>`
    SELECT user_id, document_id FROM my_fds_replaced WHERE replaced_by = ${documentId}`.execute(ctx.db);
  const after = await factsOf(ctx, documentId);
  const users = new Set<number>();
  let waiting = false;
  const facts = new Map<number, SheetFacts & { read: boolean }>();
  for (const r of replaced) {
    const before = facts.get(r.document_id) ?? (await factsOf(ctx, r.document_id));
    facts.set(r.document_id, before);
    if (before.read && !after.read) waiting = true;
    const changes = diffSheets(before, after);
    if (changes.length === 0) continue;
    users.add(Number(r.user_id));
    await sql`INSERT INTO my_fds_changes (user_id, document_id, previous_document_id, section, label, field, old_value, new_value)
      SELECT ${r.user_id}, ${documentId}, ${r.document_id}, c.section, c.label, c.field, c.old_value, c.new_value
      FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) AS c(section text, label text, field text, old_value text, new_value text)
      ON CONFLICT DO NOTHING`.execute(ctx.db);
  }
  return { moved, waiting, users: [...users] };
}

/** The day (UTC) a digest belongs to. */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Sends each user with unnotified changes one digest in their language, at most one a day: the day's row in
 * my_fds_digests is taken in the same transaction that marks the changes notified, so a re-run sends nothing twice.
 */
export async function sendDigests(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, now = new Date()): Promise<number> {
  const { rows: pending } = await sql<{ user_id: number }>`
    SELECT DISTINCT c.user_id FROM my_fds_changes c
    WHERE c.notified_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM my_fds_digests g WHERE g.user_id = c.user_id AND g.day = ${dayOf(now)}::date)`.execute(ctx.db);
  let sent = 0;
  for (const { user_id: userId } of pending) {
    const mail = await ctx.db.transaction().execute(async (tx) => {
      const taken = await sql`INSERT INTO my_fds_digests (user_id, day, sent_at) VALUES (${userId}, ${dayOf(now)}::date, ${now})
        ON CONFLICT DO NOTHING RETURNING user_id`.execute(tx);
      if (taken.rows.length === 0) return null;
      const { rows: sheets } = await sql<{ iddc: string; product_name: string; revision_date: string | null }>`
        UPDATE my_fds_changes c SET notified_at = ${now} FROM documents d
        WHERE c.user_id = ${userId} AND c.notified_at IS NULL AND d.id = c.document_id
        RETURNING d.iddc, d.product_name, d.revision_date::text AS revision_date`.execute(tx);
      if (sheets.length === 0) return null;
      const user = await tx.selectFrom('users').select(['email', 'language', 'status']).where('id', '=', userId).executeTakeFirst();
      if (!user || user.status !== 'active') return null;
      const bySheet = new Map<string, { product: string; date: string | null; count: number }>();
      for (const s of sheets) {
        const entry = bySheet.get(s.iddc) ?? { product: s.product_name, date: s.revision_date, count: 0 };
        entry.count++;
        bySheet.set(s.iddc, entry);
      }
      return { user, bySheet };
    });
    if (!mail) continue;
    const lang: InterfaceLanguage = isInterfaceLanguage(mail.user.language) ? mail.user.language : 'fr';
    const texts = DIGEST_TEXTS[lang];
    const lines = [...mail.bySheet.entries()].map(([iddc, s]) =>
      formatMessage(texts.line, { product: s.product, date: s.date ?? '', count: s.count, link: `${ctx.config.publicUrl}/fds/${iddc}/` }));
    const params = { count: mail.bySheet.size, link: `${ctx.config.publicUrl}/my-fds/` };
    const text = [formatMessage(texts.intro, params), '', ...lines, '', formatMessage(texts.outro, params)].join('\n');
    await ctx.mailer.send({
      to: mail.user.email,
      subject: formatMessage(texts.subject, params),
      text,
      html: text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    });
    sent++;
  }
  return sent;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function nextDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6, 0, 0));
}

/** The jobs: a new revision moves the spaces and logs the changes; the digest goes out once a day. */
export function myFdsJobDefinitions(ctx: Omit<AppContext, 'jobs'> & { jobs?: AppContext['jobs'] }): JobDefinition<any>[] {
  return [
    {
      name: REVISION_JOB,
      async handle(data: { documentId: number; attempt?: number }) {
        const outcome = await applyNewRevision(ctx, data.documentId);
        const attempt = data.attempt ?? 0;
        if (outcome.waiting && attempt < DIFF_ATTEMPTS && ctx.jobs) {
          await ctx.jobs.send(REVISION_JOB, { documentId: data.documentId, attempt: attempt + 1 }, { startAfter: new Date(Date.now() + DIFF_RETRY_MS) });
        }
        if (outcome.users.length > 0 && ctx.jobs) {
          await ctx.jobs.send(DIGEST_JOB, {}, { singletonKey: `myfds.digest:${dayOf(new Date())}` });
          // Changes logged after today's digest went out wait for tomorrow's.
          await ctx.jobs.send(DIGEST_JOB, {}, { singletonKey: `myfds.digest:${dayOf(nextDay(new Date()))}`, startAfter: nextDay(new Date()) });
        }
      },
    },
    {
      name: DIGEST_JOB,
      async handle() {
        await sendDigests(ctx);
      },
    },
  ];
}

/** GET /users/{login}/mySDS/changelog: the change log of the space, newest first, within date_start/date_end. */
export async function changelog(
  ctx: Pick<AppContext, 'db'>,
  owner: SpaceOwner,
  range: { date_start?: string; date_end?: string },
): Promise<ChangelogRow[]> {
  const start = range.date_start ? new Date(`${range.date_start}T00:00:00Z`) : new Date(0);
  const end = range.date_end ? new Date(`${range.date_end}T23:59:59.999Z`) : new Date('9999-12-31T00:00:00Z');
  const { rows } = await sql<ChangelogRow>`
    SELECT d.iddc AS document_code, p.iddc AS previous_document_code, d.product_name, s.name AS supplier_name,
      c.section, c.label, c.created_at AS creation_date, c.modified_at AS modification_date, c.field AS modified_field,
      c.old_value, c.new_value
    FROM my_fds_changes c JOIN documents d ON d.id = c.document_id JOIN documents p ON p.id = c.previous_document_id
    JOIN suppliers s ON s.id = d.supplier_id
    WHERE c.user_id = ${owner.userId} AND c.created_at >= ${start} AND c.created_at <= ${end}
    ORDER BY c.created_at DESC, c.id LIMIT 10000`.execute(ctx.db);
  return rows.map((r) => ({
    ...r,
    creation_date: new Date(r.creation_date).toISOString(),
    modification_date: new Date(r.modification_date).toISOString(),
  }));
}
