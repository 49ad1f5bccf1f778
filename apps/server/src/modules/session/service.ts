import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestRequest, LoginRequest, Me } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { createSession, ensureSession, SESSION_COOKIE } from '../../plugins/session.ts';
import { checkThrottled } from '../../security/login-throttle.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import { findUserById, findUserByLogin } from '../users/repository.ts';
import { toMe } from '../users/views.ts';
import { keepSessionCodesOnAccount } from '../customer-codes/customer-codes.service.ts';
import { deleteSession, setGuest } from './repository.ts';

/** Session rules (api-spec §7 Session). */

/**
 * POST /session. Unknown login, wrong password, unconfirmed account and a throttled login or address all give the
 * same code 555 after the same password work, so the answer never tells whether an account exists. A successful
 * login starts a new session token (no session fixation) carrying over the visitor's session data (guest pass,
 * customer codes proved before logging in).
 */
export async function login(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, body: LoginRequest): Promise<Me> {
  const user = await findUserByLogin(ctx.db, body.login);
  const usable = user && user.status === 'active' ? user : undefined;
  const ok = await checkThrottled(ctx.db, body.login, request.ip, async () => (await verifyPassword(body.password, usable?.password_hash)) && !!usable);
  if (!ok || !usable) throw new AppError('loginFail');
  const previous = request.session;
  await ctx.db.transaction().execute(async (trx) => {
    if (previous) await deleteSession(trx, previous.id);
    await keepSessionCodesOnAccount(trx, request, usable.id);
    await createSession(trx, request, reply, { userId: usable.id, guest: previous?.guest ?? null, data: previous?.data ?? {} });
  });
  return toMe(usable);
}

export interface SessionState {
  me: Me | null;
  guestPass: boolean;
}

/** GET /session: the logged-in user, or a visitor; 556 once when the cookie's session expired. */
export async function current(ctx: AppContext, request: FastifyRequest): Promise<SessionState> {
  if (request.sessionExpired) throw new AppError('sessionExpired');
  const guestPass = request.session?.data.guest_pass === true;
  if (!request.user) return { me: null, guestPass };
  const user = await findUserById(ctx.db, request.user.id);
  return { me: user ? toMe(user) : null, guestPass };
}

/** PUT /session: free-consult data on the session (created for a visitor when needed). */
export async function storeGuest(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, body: GuestRequest): Promise<void> {
  const session = await ensureSession(ctx.db, request, reply);
  await setGuest(ctx.db, session.id, { ...body, at: new Date().toISOString() });
}

/** DELETE /session: the row is deleted and the cookie cleared (also answered 200 without a session). */
export async function logout(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await deleteSession(ctx.db, request.session.id);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
