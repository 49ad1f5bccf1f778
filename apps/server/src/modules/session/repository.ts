import { sql } from 'kysely';
import type { Me } from '@openfds/contract';
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

/** The supplier a user works for (supplier_members, read only here), with its name and the user's role; null for none. */
export async function supplierMembershipOf(db: Db, userId: number): Promise<Me['supplier']> {
  const row = await db
    .selectFrom('supplier_members as m')
    .innerJoin('suppliers as s', 's.id', 'm.supplier_id')
    .select(['s.id', 's.name', 'm.role'])
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, role: row.role } : null;
}
