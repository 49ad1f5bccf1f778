import type { GuestRequest, LoginRequest, Me } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Caller, LoadedSession } from '../../plugins/session.ts';
import { checkThrottled } from '../../security/login-throttle.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import { codesInSession } from '../../catalogue/document-access.ts';
import { findUserById, findUserByLogin } from '../users/index.ts';
import { toMe } from '../users/index.ts';
import { keepSessionCodesOnAccount } from '../customer-codes/index.ts';
import { mergeVisitorCart } from '../shop/index.ts';
import { deleteSession, setGuest, supplierMembershipOf } from './repository.ts';

/** Session rules (api-spec §7 Session). HTTP (the cookie) stays in the routes, which pass the session starters. */

/** Starts a session row in the given transaction and hands its token to the client (the route sets the cookie). */
export type StartSession = (
  trx: Db,
  values: { userId?: number | null; guest?: Record<string, unknown> | null; data?: Record<string, unknown> },
) => Promise<LoadedSession>;

/**
 * POST /session. Unknown login, wrong password, unconfirmed account and a throttled login or address all give the
 * same code 555 after the same password work, so the answer never tells whether an account exists. A successful
 * login starts a new session token (no session fixation) carrying over the visitor's session data (guest pass,
 * customer codes proved before logging in; the visitor's cart is merged into the account's).
 */
export async function login(ctx: AppContext, caller: Caller, startSession: StartSession, body: LoginRequest): Promise<Me> {
  const user = await findUserByLogin(ctx.db, body.login);
  const usable = user && user.status === 'active' ? user : undefined;
  const ok = await checkThrottled(ctx.db, body.login, caller.ip, async () => (await verifyPassword(body.password, usable?.password_hash)) && !!usable);
  if (!ok || !usable) throw new AppError('loginFail');
  const previous = caller.session;
  await ctx.db.transaction().execute(async (trx) => {
    if (previous) await deleteSession(trx, previous.id);
    await keepSessionCodesOnAccount(trx, codesInSession(previous), usable.id);
    // The visitor's cart becomes the account's here, once, so that reading a cart never writes (issue #29).
    const data = previous ? await mergeVisitorCart(trx, usable.id, previous.data) : {};
    await startSession(trx, { userId: usable.id, guest: previous?.guest ?? null, data });
  });
  return toMe(usable, await supplierMembershipOf(ctx.db, usable.id));
}

export interface SessionState {
  me: Me | null;
  guestPass: boolean;
}

/** GET /session: the logged-in user, or a visitor; 556 once when the cookie's session expired. */
export async function current(ctx: AppContext, caller: Caller): Promise<SessionState> {
  if (caller.sessionExpired) throw new AppError('sessionExpired');
  const guestPass = caller.session?.data.guest_pass === true;
  if (!caller.user) return { me: null, guestPass };
  const user = await findUserById(ctx.db, caller.user.id);
  return { me: user ? toMe(user, await supplierMembershipOf(ctx.db, user.id)) : null, guestPass };
}

/** PUT /session: free-consult data on the session (the route creates one for a visitor when needed). */
export async function storeGuest(ctx: AppContext, session: LoadedSession, body: GuestRequest): Promise<void> {
  await setGuest(ctx.db, session.id, { ...body, at: new Date().toISOString() });
}

/** DELETE /session: the row is deleted (the route clears the cookie; also answered 200 without a session). */
export async function logout(ctx: AppContext, caller: Caller): Promise<void> {
  if (caller.session) await deleteSession(ctx.db, caller.session.id);
}
