import type { Db } from '../src/db/database.ts';
import { makeUser } from './factories.ts';

/** A staff account with a live session (makeUser's), its role set: 'assistant' or 'admin'. */
export async function makeStaff(db: Db, role: 'assistant' | 'admin') {
  const user = await makeUser(db, { admin: role === 'admin' });
  if (role === 'assistant')
    await db
      .updateTable('users')
      .set({ profile_types: ['assistant'] })
      .where('id', '=', user.id)
      .execute();
  return user;
}

/** The audit rows of one action on one target, oldest first. */
export async function auditRows(db: Db, action: string, targetId: string) {
  return db.selectFrom('staff_audit').selectAll().where('action', '=', action).where('target_id', '=', targetId).orderBy('id').execute();
}
