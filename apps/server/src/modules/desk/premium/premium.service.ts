import { isInterfaceLanguage, type CheckedReading, type PremiumCheckDetail, type PremiumCheckItem, type SheetLabelFixture } from '@openfds/contract';
import type { SdsReading } from '@openfds/contract/sds-reading';
import type { AppContext } from '../../../context.ts';
import { jobConnectionOf } from '../../../catalogue/sheet-readings.repository.ts';
import { AppError } from '../../../errors/app-error.ts';
import { renderMail } from '../../../mail/render-mail.ts';
import { recordStaffAction } from '../../audit/index.ts';
import { completePremiumChecks } from '../../entitlements/index.ts';
import type { Staff } from '../staff.ts';
import { PREMIUM_CHECKED_MAIL } from './premium-mail.ts';
import * as repo from './premium.repository.ts';
import { labelToFixture, readingToLabel } from './reading-to-label.ts';

/**
 * Premium checks (issue #26): the sheets bought at Premium level wait in the queue (the shop fills it); a person
 * compares the reader's values with the PDF (each field's page in the reading's evidence), saves the corrected values
 * as a checked reading (apart from the reader's, with who and when), then approves: every buyer's check of the sheet
 * becomes "checked" and each buyer is mailed. Approved checks export as the reader's fixtures.
 */
export const PREMIUM_CHECKED_JOB = 'desk.premium-checked';
export interface PremiumCheckedJobData {
  documentId: number;
  userId: number;
}

export type PremiumContext = Pick<AppContext, 'db' | 'jobs' | 'clock'>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function item(row: repo.QueueRow): PremiumCheckItem {
  return {
    document_code: row.iddc,
    product_name: row.product_name,
    supplier_name: row.supplier_name,
    language: row.language,
    status: row.awaiting > 0 ? 'awaiting' : 'checked',
    buyers: row.buyers,
    due_at: iso(row.due_at)!,
    checked_by: row.checked_by,
    checked_at: iso(row.checked_at),
    approved_by: row.approved_by,
    approved_at: iso(row.approved_at),
  };
}

export async function queue(ctx: PremiumContext, status: 'awaiting' | 'checked' | undefined, limit: number): Promise<PremiumCheckItem[]> {
  return (await repo.queue(ctx.db, status, limit)).map(item);
}

async function lineOr404(db: repo.Executor, code: string): Promise<repo.QueueRow> {
  const line = await repo.queueLine(db, code);
  if (!line) throw new AppError('premiumCheckNotQueued');
  return line;
}

/** The check screen: the reader's reading (evidence included), the saved check, and the reading as a label. */
export async function detail(ctx: PremiumContext, code: string): Promise<PremiumCheckDetail> {
  const line = await lineOr404(ctx.db, code);
  const [extraction, checked] = await Promise.all([repo.readerReading(ctx.db, line.document_id), repo.checkedReading(ctx.db, line.document_id)]);
  const reading = extraction?.status === 'extracted' && extraction.reading ? (extraction.reading as SdsReading) : null;
  return {
    ...item(line),
    reader_version: extraction?.reader_version ?? null,
    reading: reading as unknown as Record<string, unknown> | null,
    checked: checked ? (checked.label as unknown as CheckedReading) : null,
    proposed: reading ? readingToLabel(reading) : null,
  };
}

/** Saves the checked reading (replacing an earlier one; a saved change needs approving again), audited. */
export async function saveCheck(ctx: PremiumContext, staff: Staff, code: string, label: CheckedReading): Promise<PremiumCheckDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const line = await lineOr404(trx, code);
    const extraction = await repo.readerReading(trx, line.document_id);
    if (extraction?.status !== 'extracted') throw new AppError('premiumCheckUnread');
    const before = await repo.lockCheckedReading(trx, line.document_id);
    await repo.saveCheckedReading(trx, {
      document_id: line.document_id,
      label: JSON.stringify(label),
      reader_version: extraction.reader_version,
      checked_by: staff.id,
      checked_at: ctx.clock.now(),
    });
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'premium_check.save',
      targetType: 'document',
      targetId: code,
      before: before ? { label: before.label } : null,
      after: { label, reader_version: extraction.reader_version },
    });
  });
  return detail(ctx, code);
}

/**
 * Approves the saved check: each buyer's awaiting check of the sheet becomes checked (the control report stops
 * saying "awaiting") and a mail job per buyer is queued in the same transaction. 752 without a saved check.
 */
export async function approve(ctx: PremiumContext, staff: Staff, code: string): Promise<PremiumCheckDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const line = await lineOr404(trx, code);
    const saved = await repo.lockCheckedReading(trx, line.document_id);
    if (!saved) throw new AppError('premiumCheckUnsaved');
    const now = ctx.clock.now();
    await repo.markApproved(trx, line.document_id, staff.id, now);
    const buyers = await completePremiumChecks(trx, line.document_id, now);
    for (const userId of buyers) {
      await ctx.jobs.send(PREMIUM_CHECKED_JOB, { documentId: line.document_id, userId } satisfies PremiumCheckedJobData, { connection: jobConnectionOf(trx) });
    }
    await recordStaffAction(trx, {
      staff,
      at: ctx.clock.now(),
      action: 'premium_check.approve',
      targetType: 'document',
      targetId: code,
      before: { approved_at: iso(saved.approved_at), awaiting: line.awaiting },
      after: { approved_at: now.toISOString(), buyers_told: buyers.length },
    });
  });
  return detail(ctx, code);
}

/** The approved checks as the reader's fixtures (packages/sds/test/fixtures), oldest approval first. */
export async function fixtures(ctx: PremiumContext, since: string | undefined): Promise<SheetLabelFixture[]> {
  const rows = await repo.approvedLabels(ctx.db, since);
  return rows.map((r) => labelToFixture(r.label as unknown as CheckedReading, r.supplier_code, r.iddc));
}

/** The job: tells one buyer, in their language, that the sheet's Premium check is done. */
export async function mailPremiumChecked(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, data: PremiumCheckedJobData): Promise<boolean> {
  const facts = await repo.mailFacts(ctx.db, data.documentId, data.userId);
  if (!facts) return false;
  const language = isInterfaceLanguage(facts.language) ? facts.language : 'fr';
  const mail = renderMail(PREMIUM_CHECKED_MAIL, language, {
    product: facts.product_name,
    supplier: facts.supplier_name,
    url: `${ctx.config.publicUrl}/${language}/fds/${facts.iddc}`,
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({ to: facts.email, ...mail });
  return true;
}
