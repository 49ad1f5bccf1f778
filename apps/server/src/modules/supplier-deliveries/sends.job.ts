import { DELIVERY_SEND_MONTHS, isInterfaceLanguage } from '@openfds/contract';
import { SUPPLIER_SENDS_JOB } from '../../catalogue/sheet-jobs.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { hashToken, newToken } from '../../plugins/session.ts';
import { depositIntoSpace } from '../my-fds/index.ts';
import { appendProof } from './proof-archive.ts';
import { SEND_MAIL } from './send-texts.ts';
import { claimSend, markAccepted, recipientsOf, sheetToSend, type Recipient, type SheetToSend } from './sends.repository.ts';

export { SUPPLIER_SENDS_JOB };

/** One job per publication of a revision (singleton key per sheet); a lost run is taken up again after 10 minutes. */
export const SUPPLIER_SENDS_QUEUE = { policy: 'stately' as const, expireInSeconds: 600, retryLimit: 10, retryDelay: 60 };

/**
 * The first delivery date that still counts: the same day DELIVERY_SEND_MONTHS months before the revision's
 * publication (UTC). Counted from the publication, never from the job's run: a job that runs late drops no customer.
 */
export function deliveriesSince(publishedAt: Date): string {
  const now = new Date(publishedAt);
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - DELIVERY_SEND_MONTHS, now.getUTCDate()));
  return since.toISOString().slice(0, 10);
}

/**
 * Sends a new revision to every customer who received its product in the last 12 months (issue #27, §9): into the
 * customer's my-FDS "received" tab when the address has an account, and by mail with a personal link. Per recipient:
 * the send row and the deposit in one transaction, then the mail (outside any transaction), then the acceptance and
 * its proof record (the mail server's reply). A failed mail leaves its send unaccepted: the job fails after trying
 * the others, and pg-boss runs it again, which skips the accepted ones.
 */
export function supplierSendsJob(ctx: Omit<AppContext, 'jobs'>): JobDefinition<{ documentId: number }> {
  return {
    name: SUPPLIER_SENDS_JOB,
    queue: SUPPLIER_SENDS_QUEUE,
    async handle({ documentId }) {
      const sheet = await sheetToSend(ctx.db, documentId);
      if (!sheet?.file_sha256) return;
      const recipients = await recipientsOf(ctx.db, sheet, deliveriesSince(sheet.published_at));
      let failure: unknown = null;
      for (const recipient of recipients) {
        try {
          await sendTo(ctx, sheet, recipient);
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure) throw failure;
    },
  };
}

async function sendTo(ctx: Omit<AppContext, 'jobs'>, sheet: SheetToSend, recipient: Recipient): Promise<void> {
  const sha256 = sheet.file_sha256!;
  const token = newToken();
  const base = { supplier_id: sheet.supplier_id, document_id: sheet.id, recipient: recipient.email, sheet_sha256: sha256 };
  const sendId = await ctx.db.transaction().execute(async (tx) => {
    const id = await claimSend(tx, {
      supplierId: sheet.supplier_id,
      documentId: sheet.id,
      email: recipient.email,
      userId: recipient.user_id,
      language: recipient.language,
      tokenHash: hashToken(token),
    });
    if (id === null || recipient.user_id === null) return id;
    const now = ctx.clock.now();
    if (await depositIntoSpace(tx, { userId: recipient.user_id, documentId: sheet.id, source: 'received', date: now })) {
      await appendProof(tx, { ...base, send_id: id, event: 'deposited', detail: 'my-FDS' }, now);
    }
    return id;
  });
  if (sendId === null) return;
  const language = isInterfaceLanguage(recipient.language) ? recipient.language : 'fr';
  const mail = renderMail(SEND_MAIL, language, {
    supplier: sheet.supplier_name,
    product: sheet.product_name,
    revision: sheet.revision_date ?? '-',
    sha256,
    link: `${ctx.config.publicUrl}/${language}/received/${token}`,
  });
  const receipt = await ctx.mailer.send({ to: recipient.email, ...mail });
  await ctx.db.transaction().execute(async (tx) => {
    const now = ctx.clock.now();
    await markAccepted(tx, sendId, now);
    await appendProof(tx, { ...base, send_id: sendId, event: 'sent', detail: receipt ? receipt.response : '' }, now);
  });
}
