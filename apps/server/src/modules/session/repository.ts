import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Session rows beyond what plugins/session.ts loads and creates. */

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Stores the free-consult data and marks the guest pass. */
export async function setGuest(db: Db, sessionId: number, guest: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ guest: JSON.stringify(guest), data: sql`data || '{"guest_pass": true}'::jsonb`, last_seen_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}
