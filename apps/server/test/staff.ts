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
