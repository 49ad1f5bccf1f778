import { formatMessage, isInterfaceLanguage, UPDATE_MAIL_STOP_MONTHS, type InterfaceLanguage } from '@openfds/contract';
import { sql } from 'kysely';
import { UPDATE_MAILS_JOB } from '../../catalogue/sheet-jobs.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { hashToken, newToken } from '../../plugins/session.ts';
import { UPDATE_MAIL_TEXTS } from './update-mail-texts.ts';
import { ADDRESS_CONFIRMED, claimDelivery } from './consultations.repository.ts';

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
      const sheet = await ctx.db
        .selectFrom('documents')
        .innerJoin('suppliers', 'suppliers.id', 'documents.supplier_id')
        .select(['documents.id', 'documents.iddc', 'documents.supplier_id', 'documents.product_key', 'documents.language',
          'documents.product_name', 'documents.revision_date', 'suppliers.name as supplier_name'])
        .where('documents.id', '=', documentId)
        .where('documents.is_latest', '=', true)
        // A secret or deleted revision is not served: its link would answer "not found", so no mail.
        .where('documents.access', '<>', 'secret')
        .where('documents.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!sheet) return;
      const subscriptions = await ctx.db
        .selectFrom('update_subscriptions')
        .select(['id', 'email'])
        .where('supplier_id', '=', sheet.supplier_id)
        .where('product_key', '=', sheet.product_key)
        .where('language', '=', sheet.language)
        .where('stopped_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .where('document_id', '<>', sheet.id)
        // Only to addresses their owner confirmed (issue #11).
        .where(ADDRESS_CONFIRMED)
        .execute();
      const lang: InterfaceLanguage = isInterfaceLanguage(sheet.language) ? sheet.language : 'fr';
      const texts = UPDATE_MAIL_TEXTS[lang];
      // One transaction per subscriber: the delivery is marked, the subscription moved to this revision and the
      // mail sent together. A job run again after a crash skips the subscribers already mailed (marked) and mails
      // the ones a failed or killed run did not reach (their transaction rolled back).
      for (const sub of subscriptions) {
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await claimDelivery(trx, sub.id, sheet.id))) return;
          const token = newToken();
          await trx
            .updateTable('update_subscriptions')
            .set({ token_hash: hashToken(token), document_id: sheet.id })
            .where('id', '=', sub.id)
            .execute();
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
            html: text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
          });
        });
      }
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
