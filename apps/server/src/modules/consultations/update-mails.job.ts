import { formatMessage, isInterfaceLanguage, UPDATE_MAIL_STOP_MONTHS, type InterfaceLanguage } from '@openfds/contract';
import { UPDATE_MAILS_JOB } from '../../catalogue/sheet-jobs.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { hashToken, newToken } from '../../plugins/session.ts';
import { UPDATE_MAIL_TEXTS } from './update-mail-texts.ts';
import { claimDelivery, moveSubscription, sheetForUpdateMails, subscriptionsToMail } from './consultations.repository.ts';

export { UPDATE_MAILS_JOB };
/** One queued job per revision (singleton key `catalogue.update-mails:<id>`); a job lost with its process is run again after 5 minutes. */
export const UPDATE_MAILS_QUEUE = { policy: 'stately' as const, expireInSeconds: 300, retryLimit: 5 };

/**
 * Mails the guests subscribed to a product when a newer revision supersedes the sheet they opened. Each mail
 * carries a fresh link that extends the subscription by a year; subscriptions past their end are skipped.
 */
export function updateMailsJob(ctx: Omit<AppContext, 'jobs'>): JobDefinition<{ documentId: number }> {
  return {
    name: UPDATE_MAILS_JOB,
    queue: UPDATE_MAILS_QUEUE,
    async handle({ documentId }) {
      const sheet = await sheetForUpdateMails(ctx.db, documentId);
      if (!sheet) return;
      // Only to addresses their owner confirmed (issue #11).
      const subscriptions = await subscriptionsToMail(ctx.db, sheet);
      const lang: InterfaceLanguage = isInterfaceLanguage(sheet.language) ? sheet.language : 'fr';
      const texts = UPDATE_MAIL_TEXTS[lang];
      // One transaction per subscriber: the delivery is marked, the subscription moved to this revision and the
      // mail sent together. A job run again after a crash skips the subscribers already mailed (marked) and mails
      // the ones a failed or killed run did not reach (their transaction rolled back).
      for (const sub of subscriptions) {
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await claimDelivery(trx, sub.id, sheet.id))) return;
          const token = newToken();
          await moveSubscription(trx, sub.id, sheet.id, hashToken(token));
          const params = {
            product: sheet.product_name,
            supplier: sheet.supplier_name,
            date: sheet.revision_date ?? '',
            link: `${ctx.config.publicUrl}/fds/${sheet.iddc}/`,
            extend: `${ctx.config.publicUrl}/api/v1/update_subscriptions/${token}/extend`,
            stop: `${ctx.config.publicUrl}/api/v1/update_subscriptions/${token}/stop`,
            months: UPDATE_MAIL_STOP_MONTHS,
          };
          const text = formatMessage(texts.body, params);
          await ctx.mailer.send({
            to: sub.email,
            subject: formatMessage(texts.subject, params),
            text,
            html: text
              .split('\n')
              .map((line) => `<p>${escapeHtml(line)}</p>`)
              .join(''),
          });
        });
      }
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
