import type { Db } from '../../db/database.ts';
import { confirmationDue, insertConsultation, upsertUpdateSubscription } from './consultations.repository.ts';
import { formatMessage, isInterfaceLanguage, type InterfaceLanguage } from '@openfds/contract';
import { hashToken, newToken, type Caller } from '../../plugins/session.ts';
import { CONFIRM_MAIL_TEXTS } from './update-mail-texts.ts';
import type { AppContext } from '../../context.ts';
import type { SheetRecord } from '../../catalogue/sheets.repository.ts';

export type ConsultationKind = 'consult' | 'download' | 'preview';

/** The guest (free-consult) e-mail of the session, when the visitor gave PUT /session guest data. */
export function guestEmail(caller: Pick<Caller, 'session'>): string | null {
  const email = caller.session?.guest?.email;
  return typeof email === 'string' && email.includes('@') ? email.toLowerCase() : null;
}

/**
 * Records a consultation or download (kept for the 24-month history) and, for a visitor without an account,
 * subscribes the guest e-mail to update mails of that product: the subscription runs one year after the last
 * consultation (product-spec §4 "Sheet access"). One transaction.
 */
export async function recordConsultation(ctx: AppContext, caller: Caller, sheet: SheetRecord, kind: ConsultationKind): Promise<void> {
  const email = caller.user ? null : guestEmail(caller);
  let confirmation: string | null = null;
  await ctx.db.transaction().execute(async (trx) => {
    await insertConsultation(trx, {
      document_id: sheet.id,
      user_id: caller.user?.id ?? null,
      session_id: caller.session?.id ?? null,
      guest_email: email,
      kind,
    });
    if (!email || kind === 'consult') return;
    await upsertUpdateSubscription(trx, email, sheet);
    confirmation = await confirmationToken(trx, email);
  });
  if (confirmation && email) {
    const token = confirmation;
    const lang: InterfaceLanguage = isInterfaceLanguage(caller.language) ? caller.language : 'fr';
    const texts = CONFIRM_MAIL_TEXTS[lang];
    const params = { product: sheet.product_name, link: `${ctx.config.publicUrl}/api/v1/update_subscriptions/${token}/confirm` };
    const text = formatMessage(texts.body, params);
    // After the commit, and never in the way of the file being served.
    void ctx.mailer
      .send({
        to: email,
        subject: formatMessage(texts.subject, params),
        text,
        html: text
          .split('\n')
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join(''),
      })
      .catch((error) => caller.log.error({ err: error }, 'update alert confirmation mail failed'));
  }
}

/**
 * Update mails go only to an address confirmed by its owner (issue #11: the free-consult e-mail was taken on
 * trust, so anyone could subscribe a third party to mails for any number of products). The first subscription of
 * an unconfirmed address mails it a confirmation link, at most once a day.
 */
async function confirmationToken(trx: Db, email: string): Promise<string | null> {
  const token = newToken();
  return (await confirmationDue(trx, email, hashToken(token))) ? token : null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
