import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/session.ts';

/** The staff member acting: who the desk's services record in the audit log and on the rows. */
export interface Staff {
  id: number;
  login: string;
  profileTypes: string[];
}

/** The staff caller of a `staff` route (apiRoute has admitted them by role). */
export function staffOf(request: FastifyRequest): Staff {
  const me = requireUser(request);
  return { id: me.id, login: me.login, profileTypes: me.profileTypes };
}
