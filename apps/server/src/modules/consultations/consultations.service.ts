import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { UPDATE_MAIL_STOP_MONTHS } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { SheetRecord } from '../../catalogue/sheets.repository.ts';

export type ConsultationKind = 'consult' | 'download' | 'preview';

/** The guest (free-consult) e-mail of the session, when the visitor gave PUT /session guest data. */
export function guestEmail(request: FastifyRequest): string | null {
  const email = request.session?.guest?.email;
  return typeof email === 'string' && email.includes('@') ? email.toLowerCase() : null;
}

/**
 * Records a consultation or download (kept for the 24-month history) and, for a visitor without an account,
 * subscribes the guest e-mail to update mails of that product: the subscription runs one year after the last
 * consultation (product-spec §4 "Sheet access"). One transaction.
 */
export async function recordConsultation(ctx: AppContext, request: FastifyRequest, sheet: SheetRecord, kind: ConsultationKind): Promise<void> {
  const email = request.user ? null : guestEmail(request);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('consultations')
      .values({
        document_id: sheet.id,
        user_id: request.user?.id ?? null,
        session_id: request.session?.id ?? null,
        guest_email: email,
        kind,
      })
      .execute();
    if (!email || kind === 'consult') return;
    await trx
      .insertInto('update_subscriptions')
      .values({
        email,
        supplier_id: sheet.supplier_id,
        product_key: sheet.product_key,
        language: sheet.language,
        document_id: sheet.id,
        expires_at: sql<Date>`now() + make_interval(months => ${UPDATE_MAIL_STOP_MONTHS})`,
      })
      .onConflict((oc) =>
        oc.columns(['email', 'supplier_id', 'product_key', 'language']).doUpdateSet({
          document_id: sheet.id,
          last_consulted_at: sql<Date>`now()`,
          expires_at: sql<Date>`greatest(update_subscriptions.expires_at, now() + make_interval(months => ${UPDATE_MAIL_STOP_MONTHS}))`,
          stopped_at: null,
        }),
      )
      .execute();
  });
}
