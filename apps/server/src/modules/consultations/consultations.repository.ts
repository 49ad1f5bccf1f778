import { sql } from 'kysely';
import { UPDATE_MAIL_STOP_MONTHS } from '@openfds/contract';
import type { Db } from '../../db/database.ts';

/** SQL of the consultations feature (update mail subscriptions). No rules here. */

/**
 * Extends (by UPDATE_MAIL_STOP_MONTHS from now) or stops the update mails of the subscription holding this token
 * hash; the code of the sheet it was opened on, or null for an unknown token.
 */
export async function changeSubscription(db: Db, tokenHash: Buffer, action: 'extend' | 'stop'): Promise<string | null> {
  const set =
    action === 'extend'
      ? { expires_at: sql<Date>`now() + make_interval(months => ${UPDATE_MAIL_STOP_MONTHS})`, stopped_at: null }
      : { stopped_at: sql<Date>`now()` };
  const row = await db.updateTable('update_subscriptions').set(set).where('token_hash', '=', tokenHash).returning(['document_id']).executeTakeFirst();
  if (!row) return null;
  const doc = await db.selectFrom('documents').select('iddc').where('id', '=', row.document_id).executeTakeFirstOrThrow();
  return doc.iddc;
}

/**
 * Confirms the update-mail address whose confirmation token has this hash (issue #11). Returns the code of the sheet
 * it last consulted (null without one), or undefined when no address has this token.
 */
export async function confirmMailAddress(db: Db, tokenHash: Buffer): Promise<string | null | undefined> {
  const row = await sql<{ email: string }>`UPDATE update_mail_addresses SET confirmed_at = coalesce(confirmed_at, now())
                                            WHERE token_hash = ${tokenHash} RETURNING email`.execute(db);
  if (!row.rows[0]) return undefined;
  const sub = await sql<{ iddc: string }>`SELECT d.iddc FROM update_subscriptions s JOIN documents d ON d.id = s.document_id
                                           WHERE s.email = ${row.rows[0].email} ORDER BY s.last_consulted_at DESC LIMIT 1`.execute(db);
  return sub.rows[0]?.iddc ?? null;
}

/**
 * Gives an unconfirmed update-mail address a new confirmation token when none was mailed in the last day; true when
 * the caller must mail it (issue #11).
 */
export async function confirmationDue(db: Db, email: string, tokenHash: Buffer): Promise<boolean> {
  await sql`INSERT INTO update_mail_addresses (email) VALUES (${email}) ON CONFLICT DO NOTHING`.execute(db);
  const due = await sql`UPDATE update_mail_addresses SET token_hash = ${tokenHash}, mailed_at = now()
                        WHERE email = ${email} AND confirmed_at IS NULL AND (mailed_at IS NULL OR mailed_at < now() - interval '1 day')
                        RETURNING email`.execute(db);
  return due.rows.length > 0;
}

/** Subscriptions whose address its owner confirmed (a where-clause of update_subscriptions). */
export const ADDRESS_CONFIRMED = sql<boolean>`EXISTS (SELECT 1 FROM update_mail_addresses a
  WHERE a.email = update_subscriptions.email AND a.confirmed_at IS NOT NULL)`;

/** Marks the update mail of a subscription for a revision as sent; false when it already was (issue #11). */
export async function claimDelivery(db: Db, subscriptionId: number, documentId: number): Promise<boolean> {
  const claimed = await sql`INSERT INTO update_mail_deliveries (subscription_id, document_id) VALUES (${subscriptionId}, ${documentId})
                            ON CONFLICT DO NOTHING RETURNING 1`.execute(db);
  return claimed.rows.length > 0;
}

/**
 * One consultation or download, for the 24-month history and the statistics. The session may end while the sheet
 * loads (a logout in another tab, issue #22: 26 of 30 GETs answered 500 on consultations_session_id_fkey): the
 * session is taken only if it still exists, locked (FOR KEY SHARE) so that a logout waits for this insert rather
 * than removing the row under it; a session gone meanwhile leaves session_id null, as its ON DELETE SET NULL would.
 */
export async function insertConsultation(
  db: Db,
  values: { document_id: number; user_id: number | null; session_id: number | null; guest_email: string | null; kind: 'consult' | 'download' | 'preview' },
): Promise<void> {
  const session = values.session_id === null ? null : sql<number | null>`(SELECT id FROM sessions WHERE id = ${values.session_id} FOR KEY SHARE)`;
  await db
    .insertInto('consultations')
    .values({ ...values, session_id: session })
    .execute();
}

/**
 * Subscribes a guest address to the update mails of a sheet's product for UPDATE_MAIL_STOP_MONTHS from now, or
 * extends and restarts its subscription (moved to this sheet).
 */
export async function upsertUpdateSubscription(
  db: Db,
  email: string,
  sheet: { id: number; supplier_id: number; product_key: string; language: string },
): Promise<void> {
  await db
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
}

/** The latest, served (not secret, not deleted) revision whose update mails a job sends, with its supplier's name. */
export async function sheetForUpdateMails(db: Db, documentId: number) {
  return (
    db
      .selectFrom('documents')
      .innerJoin('suppliers', 'suppliers.id', 'documents.supplier_id')
      .select([
        'documents.id',
        'documents.iddc',
        'documents.supplier_id',
        'documents.product_key',
        'documents.language',
        'documents.product_name',
        'documents.revision_date',
        'suppliers.name as supplier_name',
      ])
      .where('documents.id', '=', documentId)
      .where('documents.is_latest', '=', true)
      // A secret or deleted revision is not served: its link would answer "not found", so no mail.
      .where('documents.access', '<>', 'secret')
      .where('documents.deleted_at', 'is', null)
      .executeTakeFirst()
  );
}

/**
 * The live subscriptions of that sheet's product and language still on an older revision, to addresses their
 * owner confirmed (issue #11).
 */
export async function subscriptionsToMail(db: Db, sheet: { id: number; supplier_id: number; product_key: string; language: string }) {
  return db
    .selectFrom('update_subscriptions')
    .select(['id', 'email'])
    .where('supplier_id', '=', sheet.supplier_id)
    .where('product_key', '=', sheet.product_key)
    .where('language', '=', sheet.language)
    .where('stopped_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('document_id', '<>', sheet.id)
    .where(ADDRESS_CONFIRMED)
    .execute();
}

/** Moves a subscription to a revision with the token hash of the links its mail carries. */
export async function moveSubscription(db: Db, subscriptionId: number, documentId: number, tokenHash: Buffer): Promise<void> {
  await db.updateTable('update_subscriptions').set({ token_hash: tokenHash, document_id: documentId }).where('id', '=', subscriptionId).execute();
}
