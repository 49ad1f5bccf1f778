import { formatMessage, isInterfaceLanguage, type ChangelogRow, type ChangelogWithheld, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { deleteUploadFilesJob } from './upload-files.job.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { SPACE_REVISION_JOB } from '../../catalogue/sheet-jobs.ts';
import type { SpaceOwner } from './service.ts';
import { DIGEST_TEXTS } from './texts.ts';
import * as repo from './changes.repository.ts';
import type { SdsReading } from '@openfds/sds/types';
import { carryCreditsToRevision, extractionLevels, type ExtractionLevel } from '../entitlements/index.ts';
import { basicReading } from '../extraction/index.ts';
import { orderProcessedJob } from './order-processing.service.ts';

/**
 * "Always the latest version" (issue #12): when a supplier publishes a new revision of a sheet kept in spaces,
 * every space holding an older version gets the new one, the old one goes to the sheet's history
 * (my_fds_replaced), one change-log row per changed field is written, and each user gets at most one digest
 * e-mail a day listing their changed sheets. Everything here is idempotent: a re-run adds and sends nothing twice.
 */

export const REVISION_JOB = SPACE_REVISION_JOB;
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
    ...[...a]
      .filter((v) => !b.has(v))
      .sort()
      .map((v) => ({ section, label, field, old_value: v, new_value: null })),
    ...[...b]
      .filter((v) => !a.has(v))
      .sort()
      .map((v) => ({ section, label, field, old_value: null, new_value: v })),
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

async function factsOf(ctx: Pick<AppContext, 'db'>, documentId: number): Promise<SheetFacts & { read: boolean }> {
  const row = await repo.sheetState(ctx.db, documentId);
  const read = row?.status === 'extracted' && !!row.reading;
  let components: SheetFacts['components'] = null;
  if (read) {
    const comps = await repo.componentsOf(ctx.db, documentId);
    components = comps
      .map((c) => ({
        key: (c.cas ?? c.ec ?? c.name ?? '').toLowerCase(),
        label: [c.name, c.cas ? `CAS ${c.cas}` : c.ec ? `EC ${c.ec}` : null].filter(Boolean).join(' - '),
      }))
      .filter((c) => c.key);
  }
  const h = row?.reading?.hazards;
  return {
    read,
    revision_date: row?.revision_date ?? null,
    revision_version: row?.revision_version ?? null,
    hStatements: read ? [...(h?.hStatements ?? []), ...(h?.euhStatements ?? [])] : null,
    pictograms: read ? (h?.pictograms ?? []) : null,
    signalWord: read ? (h?.signalWord ?? null) : null,
    components,
  };
}

/**
 * Moves every space holding an older version of the product of `documentId` (the new latest revision) onto it and
 * writes the change log. Returns whether the data diff still waits for the new revision to be read.
 */
export async function applyNewRevision(ctx: Pick<AppContext, 'db'>, documentId: number): Promise<{ moved: number; waiting: boolean; users: number[] }> {
  const latest = await repo.sheetVersion(ctx.db, documentId);
  if (!latest || !latest.is_latest || latest.deleted_at || latest.access === 'secret') return { moved: 0, waiting: false, users: [] };
  let moved = 0;
  await ctx.db.transaction().execute(async (tx) => {
    const holders = await repo.holdersOfOlderVersions(tx, latest);
    for (const h of holders) {
      await repo.moveEntry(tx, h.user_id, h.document_id, documentId);
      // The paid tools of the sheet follow it onto its new revision (no credit spent again).
      await carryCreditsToRevision(tx, Number(h.user_id), Number(h.document_id), documentId);
      moved++;
    }
  });
  // The change log: for every user whose space moved onto this revision, the diff with the version they held.
  const replaced = await repo.replacedBy(ctx.db, documentId);
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
    await repo.insertChanges(ctx.db, r.user_id, documentId, r.document_id, changes);
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
  const pending = await repo.usersToNotify(ctx.db, dayOf(now));
  let sent = 0;
  for (const userId of pending) {
    const mail = await ctx.db.transaction().execute(async (tx) => {
      if (!(await repo.takeDigest(tx, userId, dayOf(now), now))) return null;
      const sheets = await repo.markNotified(tx, userId, now);
      if (sheets.length === 0) return null;
      const user = await repo.recipient(tx, userId);
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
      formatMessage(texts.line, { product: s.product, date: s.date ?? '', count: s.count, link: `${ctx.config.publicUrl}/fds/${iddc}/` }),
    );
    const params = { count: mail.bySheet.size, link: `${ctx.config.publicUrl}/my-fds/` };
    const text = [formatMessage(texts.intro, params), '', ...lines, '', formatMessage(texts.outro, params)].join('\n');
    await ctx.mailer.send({
      to: mail.user.email,
      subject: formatMessage(texts.subject, params),
      text,
      html: text
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(''),
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
    orderProcessedJob(ctx),
    deleteUploadFilesJob(ctx),
  ];
}

/** How a change-log field reads its value in a sheet's extracted data (as factsOf compares it). */
const EXTRACTED_FIELDS: Record<string, (reading: SdsReading) => boolean> = {
  h_statements: (r) => r.hazards.hStatements.length + r.hazards.euhStatements.length > 0,
  pictograms: (r) => r.hazards.pictograms.length > 0,
  signal_word: (r) => r.hazards.signalWord !== null,
  components: (r) => r.composition.components.some((c) => !!(c.name || c.cas || c.ec)),
};

/**
 * The extracted-data fields of the change log that the basic extraction (SafeBox) shows: those basicReading keeps
 * of a reading holding every field (one source for what "basic" means: the downloads and the change log agree).
 */
const BASIC_FIELDS: ReadonlySet<string> = (() => {
  const probe = {
    identification: {},
    hazards: { classes: [], hStatements: ['H'], euhStatements: ['EUH'], pStatements: [], pictograms: ['GHS'], signalWord: 'Danger' },
    composition: { kind: 'mixture', components: [{ name: 'n', cas: 'c', ec: 'e', reachNumber: 'r', hStatements: ['H'] }] },
  } as unknown as SdsReading;
  const basic = basicReading(probe);
  return new Set(
    Object.entries(EXTRACTED_FIELDS)
      .filter(([, has]) => has(basic))
      .map(([field]) => field),
  );
})();

/**
 * Whether a user at a FDS-Extract level of a sheet sees a change-log field (issue #14 "what a credit buys": the
 * sheet's full extracted data in my chemical base with FDS-Extract standard/Premium; the basic part, hazard
 * statements and component identifiers, for SafeBox members). The revision date and version are the sheet's
 * catalogue identity, shown to everyone like in the catalogue.
 */
export function changeVisible(field: string, level: ExtractionLevel): boolean {
  if (!(field in EXTRACTED_FIELDS)) return true;
  if (level === 'standard' || level === 'premium') return true;
  return level === 'basic' && BASIC_FIELDS.has(field);
}

/** A sheet of the change log whose extracted-data changes are (partly) left out at the user's level (contract). */
export type WithheldSheet = ChangelogWithheld;

/**
 * GET /users/{login}/mySDS/changelog: the change log of the space, newest first, within date_start/date_end, each
 * sheet's extracted-data changes at the user's FDS-Extract level of it; `withheld` names the sheets whose changes
 * were (partly) left out, so the page and the workbook can say how to see them.
 */
export async function changelog(
  ctx: Pick<AppContext, 'db'>,
  owner: SpaceOwner,
  range: { date_start?: string; date_end?: string },
): Promise<{ rows: ChangelogRow[]; withheld: WithheldSheet[] }> {
  const start = range.date_start ? new Date(`${range.date_start}T00:00:00Z`) : new Date(0);
  const end = range.date_end ? new Date(`${range.date_end}T23:59:59.999Z`) : new Date('9999-12-31T00:00:00Z');
  const found = await repo.changelogRows(ctx.db, owner.userId, start, end);
  const levels = await extractionLevels(ctx.db, owner.userId, [...new Set(found.map((r) => Number(r.document_id)))]);
  const rows: ChangelogRow[] = [];
  const withheld = new Map<string, WithheldSheet>();
  for (const { document_id: id, ...r } of found) {
    const level = levels.get(Number(id)) ?? null;
    if (!changeVisible(r.modified_field, level)) {
      const sheet = withheld.get(r.document_code) ?? {
        document_code: r.document_code,
        product_name: r.product_name,
        supplier_name: r.supplier_name,
        level: level === 'basic' ? ('basic' as const) : ('none' as const),
        changes: 0,
      };
      sheet.changes++;
      withheld.set(r.document_code, sheet);
      continue;
    }
    rows.push({
      ...r,
      creation_date: new Date(r.creation_date).toISOString(),
      modification_date: new Date(r.modification_date).toISOString(),
    });
  }
  return { rows, withheld: [...withheld.values()] };
}
