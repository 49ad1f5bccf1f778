import type { Transaction } from 'kysely';
import type { AdminUserDetail, AdminUserQuery, AdminUserRow, CreditsAdjustment, ProfilesUpdate } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { SessionUser } from '../../../plugins/session.ts';
import { recordStaffAction } from '../../audit/index.ts';
import { adjustCredits, entitlementsFor } from '../../entitlements/index.ts';
import * as repo from './staff-users.repository.ts';
import { endUserSessions as endSessionRows } from '../../../security/session.repository.ts';

/**
 * The back office's accounts (issue #26): search, one account, roles and profile types, lock and unlock, credits and
 * sessions. Who may call what is the route's permission (the contract's role table); every change is written to the
 * audit log in its own transaction, the account row locked first. The audit's target is the account's login.
 */
type Staff = Pick<SessionUser, 'id' | 'login'>;
type UserRow = NonNullable<Awaited<ReturnType<typeof repo.userByLogin>>>;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function toRow(user: UserRow): AdminUserRow {
  const profile = (user.profile ?? {}) as Record<string, unknown>;
  return {
    login: user.login,
    email: user.email,
    first_name: text(profile.first_name),
    last_name: text(profile.last_name),
    company_name: text(profile.company_name),
    status: user.status,
    profile_types: user.profile_types,
    safebox: user.safebox,
    created_at: new Date(user.created_at).toISOString(),
  };
}

export async function searchUsers(ctx: AppContext, query: AdminUserQuery): Promise<AdminUserRow[]> {
  return (await repo.searchUsers(ctx.db, query)).map(toRow);
}

async function existing(ctx: Pick<AppContext, 'db'>, login: string): Promise<UserRow> {
  const user = await repo.userByLogin(ctx.db, login.toLowerCase());
  if (!user) throw new AppError('notFound');
  return user;
}

/**
 * The SafeBox state of an account, handed by the module registry (modules/index.ts): SafeBox depends on the users
 * module (profile fields), so the users module does not import SafeBox back.
 */
export type SafeboxStateOf = (ctx: AppContext, userId: number, now: Date) => Promise<AdminUserDetail['safebox_status']>;

/** One account as the back office shows it; the profile without its secrets. */
export async function userDetail(ctx: AppContext, login: string, safeboxStatus: SafeboxStateOf): Promise<AdminUserDetail> {
  const user = await existing(ctx, login);
  const [safebox, entitlements, sessions] = await Promise.all([
    safeboxStatus(ctx, user.id, ctx.clock.now()),
    entitlementsFor(ctx.db, user.id),
    repo.sessionsOf(ctx.db, user.id),
  ]);
  const { token: _token, password: _password, ...profile } = (user.profile ?? {}) as Record<string, unknown>;
  return {
    ...toRow(user),
    profile,
    safebox_status: safebox,
    offers: entitlements.offers.map((o) => ({
      offer: o.reference,
      tool: o.tool_reference,
      credits: o.credits,
      used: o.used,
      left: o.left,
      end_date: o.end_date,
    })),
    sessions: sessions.map((s) => ({
      id: Number(s.id),
      created_at: new Date(s.created_at).toISOString(),
      last_seen_at: new Date(s.last_seen_at).toISOString(),
      ip: s.ip,
      user_agent: s.user_agent,
    })),
  };
}

/** Runs `change` on the account locked in a transaction (604 for an unknown login). */
async function onLockedUser<T>(ctx: AppContext, login: string, change: (trx: Transaction<Database>, user: UserRow) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await repo.userByLogin(trx, login.toLowerCase(), { forUpdate: true });
    if (!user) throw new AppError('notFound');
    return change(trx, user);
  });
}

/** POST /users/{login}/profiles: the account's profile types (its roles included) replaced; an admin keeps their own admin role. */
export async function setProfiles(ctx: AppContext, staff: Staff, login: string, body: ProfilesUpdate): Promise<string[]> {
  return onLockedUser(ctx, login, async (trx, user) => {
    if (user.id === staff.id && user.profile_types.includes('admin') && !body.profile_types.includes('admin')) {
      throw new AppError('ownAdminRole', { field: 'profile_types' });
    }
    await repo.setProfileTypes(trx, user.id, body.profile_types);
    await recordStaffAction(trx, {
      staff,
      action: 'user.profiles',
      targetType: 'user',
      targetId: user.login,
      before: { profile_types: user.profile_types },
      after: { profile_types: body.profile_types },
      at: ctx.clock.now(),
    });
    return body.profile_types;
  });
}

/**
 * Locks (status disabled: no login, every session ended) or unlocks an account (active again, or pending when it
 * was never confirmed). A staff member cannot lock their own account. Nothing changes, nor is audited, when the
 * account is already in the asked state.
 */
export async function setLocked(ctx: AppContext, staff: Staff, login: string, locked: boolean): Promise<AdminUserRow> {
  return onLockedUser(ctx, login, async (trx, user) => {
    if (locked && user.id === staff.id) throw new AppError('ownAccountLock', { field: 'locked' });
    const status = locked ? 'disabled' : user.password_hash ? 'active' : 'pending';
    if ((user.status === 'disabled') === locked) return toRow(user);
    await repo.setStatus(trx, user.id, status);
    const ended = locked ? await endSessionRows(trx, user.id) : 0;
    await recordStaffAction(trx, {
      staff,
      action: locked ? 'user.lock' : 'user.unlock',
      targetType: 'user',
      targetId: user.login,
      before: { status: user.status },
      after: { status, ...(locked ? { sessions_ended: ended } : {}) },
      at: ctx.clock.now(),
    });
    return toRow({ ...user, status });
  });
}

/** Adds or takes away credits of a held offer, with the mandatory reason kept in the audit log. */
export async function adjustUserCredits(ctx: AppContext, staff: Staff, login: string, body: CreditsAdjustment) {
  return onLockedUser(ctx, login, async (trx, user) => {
    const adjusted = await adjustCredits(trx, { userId: user.id, offer: body.offer, delta: body.delta, today: ctx.clock.now().toISOString().slice(0, 10) });
    await recordStaffAction(trx, {
      staff,
      action: 'user.credits',
      targetType: 'user',
      targetId: user.login,
      before: { offer: adjusted.offer, ...adjusted.before },
      after: { offer: adjusted.offer, delta: body.delta, ...adjusted.after },
      reason: body.reason,
      at: ctx.clock.now(),
    });
    return adjusted;
  });
}

/** Ends the account's sessions (all, or one: 604 when it is not one of the account's). */
export async function endUserSessions(ctx: AppContext, staff: Staff, login: string, sessionId?: number): Promise<number> {
  return onLockedUser(ctx, login, async (trx, user) => {
    const ended = await endSessionRows(trx, user.id, { only: sessionId });
    if (sessionId !== undefined && ended === 0) throw new AppError('notFound');
    if (ended > 0) {
      await recordStaffAction(trx, {
        staff,
        action: 'user.sessions.end',
        targetType: 'user',
        targetId: user.login,
        after: { ended, ...(sessionId !== undefined ? { session_id: sessionId } : {}) },
        at: ctx.clock.now(),
      });
    }
    return ended;
  });
}
