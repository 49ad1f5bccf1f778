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
