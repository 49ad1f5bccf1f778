import type { SessionUser } from '../../plugins/session.ts';

/** The staff member acting: who the desk's services record in the audit log and on the rows. */
export interface Staff {
  id: number;
  login: string;
  profileTypes: string[];
}

/** The staff caller of a `staff` route (apiRoute has admitted them by role): `staffOf(requireUser(request))`. */
export function staffOf(user: SessionUser): Staff {
  return { id: user.id, login: user.login, profileTypes: user.profileTypes };
}
