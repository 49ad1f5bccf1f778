import type { StaffRole } from '@openfds/contract';
import type { Db } from '../src/db/database.ts';
import { makeUser } from './factories.ts';

/** A staff member (admin or assistant) with a live session: makeUser's account with the role's profile type. */
export async function makeStaff(db: Db, role: StaffRole) {
  const user = await makeUser(db);
  await db
    .updateTable('users')
    .set({ profile_types: ['mySDS', role] })
    .where('id', '=', user.id)
    .execute();
  return { ...user, role };
}

/** The audit rows of one action on one target, oldest first. */
export async function auditRows(db: Db, action: string, targetId: string) {
  return db.selectFrom('staff_audit').selectAll().where('action', '=', action).where('target_id', '=', targetId).orderBy('id').execute();
}
