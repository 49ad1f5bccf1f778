import {
  FORM_KINDS,
  formatMessage,
  staffMay,
  staffRoleOf,
  type DeskRequestDetail,
  type DeskRequestsQuery,
  type DeskRequestSummary,
  type DeskRequestUpdate,
  type DeskReplyRequest,
  type DeskStaffMember,
  type FormKind,
  isInterfaceLanguage,
} from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { jobConnectionOf } from '../../../catalogue/sheet-readings.repository.ts';
import { AppError } from '../../../errors/app-error.ts';
import { GREETINGS } from '../../../mail/greetings.ts';
import { renderMail, type MailTemplate } from '../../../mail/render-mail.ts';
import { recordStaffAction } from '../../audit/index.ts';
import type { Staff } from '../staff.ts';
import { REPLY_TEXTS } from './reply-texts.ts';
import * as repo from './requests.repository.ts';

export const DESK_REPLY_JOB = 'desk.reply-mail';
export interface DeskReplyJobData {
  replyId: number;
}

export type DeskContext = Pick<AppContext, 'db' | 'jobs' | 'clock'>;

/**
 * The kinds of request a role may handle: customer-code requests need `customerCodes.handle`, the contact and
 * support ones `requests.handle` (both roles hold both today; the role table may split them).
 */
function kindsFor(staff: Staff): FormKind[] {
  return FORM_KINDS.filter((kind) => staffMay(staff.profileTypes, kind === 'customer_code' ? 'customerCodes.handle' : 'requests.handle'));
}

function subjectOf(payload: Record<string, unknown>): string | null {
  for (const key of ['concern_other', 'concern', 'supplier_code', 'position']) {
    if (typeof payload[key] === 'string' && payload[key]) return String(payload[key]);
  }
  return null;
}

function summary(row: repo.RequestRow): DeskRequestSummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    company_name: row.company_name,
    language: row.language,
    subject: subjectOf(row.payload),
    assignee: row.assignee,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

async function assigneeIdOf(ctx: DeskContext, staff: Staff, assignee: string | undefined): Promise<number | null | undefined> {
  if (assignee === undefined || assignee === '') return undefined;
  if (assignee === 'none') return null;
  if (assignee === 'me') return staff.id;
  const user = await repo.staffByLogin(ctx.db, assignee.toLowerCase());
  if (!user || !staffRoleOf(user.profile_types)) throw new AppError('notFound', { field: 'assignee' });
  return user.id;
}

/** GET /admin/requests: newest first, by status, kind and assignee. */
export async function listRequests(ctx: DeskContext, staff: Staff, query: DeskRequestsQuery): Promise<DeskRequestSummary[]> {
  const rows = await repo.listRequests(ctx.db, {
    status: query.status,
    kind: query.kind,
    assigneeId: await assigneeIdOf(ctx, staff, query.assignee),
    kinds: kindsFor(staff),
    limit: query.limit,
  });
  return rows.map(summary);
}

/** A request the caller may handle, else 604 (a kind outside the caller's role reads as unknown). */
async function requestFor(db: repo.Executor, staff: Staff, id: number): Promise<repo.RequestRow> {
  const row = await repo.findRequest(db, id);
  if (!row || !kindsFor(staff).includes(row.kind)) throw new AppError('notFound');
  return row;
}

/** GET /admin/requests/{id}: the request as received, its notes and the replies mailed. */
export async function requestDetail(ctx: DeskContext, staff: Staff, id: number): Promise<DeskRequestDetail> {
  const row = await requestFor(ctx.db, staff, id);
  const [notes, replies] = await Promise.all([repo.notesOf(ctx.db, id), repo.repliesOf(ctx.db, id)]);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return {
    ...summary(row),
    payload: row.payload,
    supplier_code: row.supplier_code,
    recipient: row.recipient,
    notes: notes.map((n) => ({ id: n.id, author: n.author, text: n.text, created_at: iso(n.created_at)! })),
    replies: replies.map((r) => ({ ...r, created_at: iso(r.created_at)!, sent_at: iso(r.sent_at) })),
  };
}

/** PATCH /admin/requests/{id}: status and/or assignee (a staff login, or null), audited with before and after. */
export async function updateRequest(ctx: DeskContext, staff: Staff, id: number, change: DeskRequestUpdate): Promise<DeskRequestDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await requestFor(trx, staff, id);
    await repo.lockDeskRow(trx, id, now);
    const before = await requestFor(trx, staff, id);
    let assigneeId: number | null | undefined;
    if (change.assignee === null) assigneeId = null;
    else if (change.assignee !== undefined) assigneeId = await assigneeIdOf({ ...ctx, db: trx }, staff, change.assignee);
    await repo.updateDeskRow(trx, id, { status: change.status, assignee_id: assigneeId, updated_by: staff.id, updated_at: now });
    const after = await requestFor(trx, staff, id);
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'request.update',
      targetType: 'form_request',
      targetId: after.reference,
      before: { status: before.status, assignee: before.assignee },
      after: { status: after.status, assignee: after.assignee },
    });
  });
  return requestDetail(ctx, staff, id);
}

/** POST /admin/requests/{id}/notes: an internal note (never mailed). */
export async function addNote(ctx: DeskContext, staff: Staff, id: number, text: string): Promise<DeskRequestDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await requestFor(trx, staff, id);
    const note = await repo.insertNote(trx, { request_id: id, author_id: staff.id, text, created_at: now });
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'request.note',
      targetType: 'form_request',
      targetId: row.reference,
      before: null,
      after: { note_id: note.id, text },
    });
  });
  return requestDetail(ctx, staff, id);
}

/**
 * POST /admin/requests/{id}/replies: the reply is stored and its mail queued in one transaction (the job exists
 * exactly when the reply does; no SMTP inside the transaction), in the request's language; the request becomes
 * "answered" (or "closed" when asked) and is given to the replying staff member when it had nobody.
 */
export async function reply(ctx: DeskContext, staff: Staff, id: number, input: DeskReplyRequest): Promise<DeskRequestDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await requestFor(trx, staff, id);
    await repo.lockDeskRow(trx, id, now);
    const before = await requestFor(trx, staff, id);
    if (before.status === 'closed') throw new AppError('deskRequestClosed');
    const language = isInterfaceLanguage(before.language) ? before.language : 'fr';
    const subject = input.subject || formatMessage(REPLY_TEXTS[language].subject, { reference: before.reference });
    const saved = await repo.insertReply(trx, { request_id: id, author_id: staff.id, language, subject, message: input.message, created_at: now });
    const status = input.close ? 'closed' : 'answered';
    await repo.updateDeskRow(trx, id, { status, assignee_id: before.assignee_id ?? staff.id, updated_by: staff.id, updated_at: now });
    await ctx.jobs.send(DESK_REPLY_JOB, { replyId: saved.id } satisfies DeskReplyJobData, { connection: jobConnectionOf(trx) });
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'request.reply',
      targetType: 'form_request',
      targetId: before.reference,
      before: { status: before.status },
      after: { status, reply_id: saved.id, language, subject },
    });
  });
  return requestDetail(ctx, staff, id);
}

/** The job: mails one reply to the requester (once: a reply already sent is not sent again). */
export async function mailReply(ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'clock'>, replyId: number): Promise<boolean> {
  const row = await repo.replyToMail(ctx.db, replyId);
  if (!row || row.sent_at) return false;
  const language = isInterfaceLanguage(row.language) ? row.language : 'fr';
  const texts = REPLY_TEXTS[language];
  const paragraphs = [
    ...row.message
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    formatMessage(texts.reference, { reference: row.reference }),
  ];
  // Every paragraph is a parameter: the staff member's words are never read as placeholders.
  const oneLanguage = { subject: '{subject}', greeting: '{greeting}', paragraphs: paragraphs.map((_, i) => `{p${i}}`) };
  const template: MailTemplate = { fr: oneLanguage, en: oneLanguage, de: oneLanguage, it: oneLanguage };
  const mail = renderMail(template, language, {
    subject: row.subject,
    greeting: formatMessage(GREETINGS[language].named, { first_name: row.name }),
    ...Object.fromEntries(paragraphs.map((p, i) => [`p${i}`, p])),
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({ to: row.email, replyTo: ctx.config.supportEmail || undefined, ...mail });
  await repo.markReplySent(ctx.db, replyId, ctx.clock.now());
  return true;
}

/** GET /admin/requests/staff: who a request may be given to. */
export async function staffList(ctx: DeskContext): Promise<DeskStaffMember[]> {
  const rows = await repo.staffMembers(ctx.db);
  return rows.map((r) => {
    const profile = r.profile as { first_name?: unknown; last_name?: unknown };
    const name = [profile.first_name, profile.last_name].filter((v) => typeof v === 'string' && v).join(' ');
    return { login: r.login, name: name || r.login, role: staffRoleOf(r.profile_types) ?? 'assistant' };
  });
}
