import { isUniqueViolation } from '../../db/pg-errors.ts';
import type {
  CreationCodeRequest,
  CreationRequest,
  EmailModificationRequest,
  PasswordChangeRequest,
  ProfileDetailsUpdate,
  ProfileUpdate,
} from '@openfds/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, fieldError } from '../../errors/app-error.ts';
import { runAfterReply } from '../../after-reply.ts';
import { isAdmin, requireUser, type Caller, type SessionUser } from '../../plugins/session.ts';
import { checkThrottled, clearFailures, isLocked, recordFailure, type ThrottleKey } from '../../security/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../security/password-hash.ts';
import { endUserSessions } from '../../security/session.repository.ts';
import { sendAccountExistsMail, sendEmailChangeMail, sendPasswordChangedMail, sendPasswordResetMail, sendRegistrationMail } from './account-mails.ts';
import * as repo from './repository.ts';
import { assertNotLocked } from '../alert/index.ts';

/** Account rules of issue #2 (api-spec §7 Users). Routes stay HTTP only; this file decides. */

/**
 * SafeBox's rule for the profile's safebox flag (its applyProfileSafebox), handed to the users routes by the module
 * registry (modules/index.ts): the users module does not import SafeBox, so SafeBox can call the users module's
 * statements (one owner of the users table) without an import cycle.
 */
export type ProfileSafeboxRule = (trx: Transaction<Database>, userId: number, wanted: boolean | undefined) => Promise<void>;

/** GET /users/{login}...: the account of the route's target (apiRoute lets only its owner or an admin ask). */
export async function readableUser(ctx: AppContext, userId: number): Promise<repo.UserRow> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('notFound');
  return user;
}

/** The caller's own account row (the routes that change an account let only its owner call: access 'self'). */
async function ownUser(ctx: AppContext, caller: Caller): Promise<{ me: SessionUser; user: repo.UserRow }> {
  const me = requireUser(caller);
  const user = await repo.findUserById(ctx.db, me.id);
  if (!user) throw new AppError('sessionExpired');
  return { me, user };
}

async function assertAddressFree(ctx: AppContext, email: string, exceptUserId: number | null = null): Promise<void> {
  if (await repo.addressInUse(ctx.db, email, exceptUserId)) throw new AppError('mailAlreadyUsed', { field: 'email' });
}

/**
 * Creates a pending account and mails its confirmation link, in one transaction: when the mail cannot be sent
 * nothing is stored, so the address is not left blocked by an account nobody can confirm.
 * An address that already has an account (issue #22: 600 told anyone so) gets the answer of a new registration;
 * its owner is mailed instead (after the reply, a few times an hour at most).
 */
async function createPendingAccount(
  ctx: AppContext,
  caller: Caller,
  values: { email: string; passwordHash: string | null; profile: Record<string, unknown>; safebox: boolean },
): Promise<void> {
  if (isAdmin(caller.user)) throw new AppError('adminCannotRegister');
  if (await repo.addressInUse(ctx.db, values.email, null)) return mailOwnerOf(ctx, caller, values.email);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const user = await repo.insertUser(trx, { ...values, language: caller.language });
      const token = await repo.issueToken(trx, { purpose: 'register', userId: user.id });
      await sendRegistrationMail(ctx, user, token, caller.requestedLanguage);
    });
  } catch (error) {
    // The same address registered twice at once: the second one is the known-address case.
    if (isUniqueViolation(error)) return mailOwnerOf(ctx, caller, values.email);
    throw error;
  }
}

/** Mails the owner of a known address; FREE_FAILURES.register_mail an hour per address, so the mailbox is not flooded. */
function mailOwnerOf(ctx: AppContext, caller: Caller, email: string): void {
  runAfterReply(caller.log, 'account-exists mail failed', async () => {
    const keys: ThrottleKey[] = [{ kind: 'register_mail', value: email.toLowerCase() }];
    if (await isLocked(ctx.db, keys)) return;
    await recordFailure(ctx.db, keys);
    const owner = await repo.findUserByLogin(ctx.db, email);
    if (!owner || owner.status === 'disabled') return;
    await sendAccountExistsMail(ctx, owner, caller.requestedLanguage);
  });
}

/**
 * Registration attempts per client address: counted (every one), and past FREE_FAILURES.register_ip an hour the
 * client gets 680 (a known address no longer answers 600, issue #22; this also bounds the mails sent).
 */
async function countRegistrationAttempt(ctx: AppContext, client: string): Promise<void> {
  const keys: ThrottleKey[] = [{ kind: 'register_ip', value: client }];
  if (await isLocked(ctx.db, keys)) throw new AppError('tooManyAttempts');
  await recordFailure(ctx.db, keys);
}

/** POST /users/creation_request. */
export async function requestCreation(ctx: AppContext, caller: Caller, body: CreationRequest): Promise<void> {
  await assertNotLocked(ctx);
  await countRegistrationAttempt(ctx, caller.ip);
  const { email, profile_type, want_safebox, safebox, ...fields } = body;
  await createPendingAccount(ctx, caller, {
    email,
    passwordHash: null,
    // Every self-registered account is a standard (mySDS) account: the admin and assistant roles are granted,
    // never self-declared. A requested role is kept on the profile for an administrator to review.
    // Membership needs the SafeBox form and a returned contract (issue #13): the wish is kept, the flag stays off.
    profile: { ...fields, requested_profile_type: profile_type, want_safebox: want_safebox || safebox },
    safebox: false,
  });
}

/** POST /users/creation_code: same as a request, with the password chosen now. */
export async function createWithPassword(ctx: AppContext, caller: Caller, body: CreationCodeRequest): Promise<void> {
  await assertNotLocked(ctx);
  await countRegistrationAttempt(ctx, caller.ip);
  const { email, password, ...fields } = body;
  if (isAdmin(caller.user)) throw new AppError('adminCannotRegister');
  // Hashed whether the address is known or not: the reply's timing must not tell (issue #22).
  const passwordHash = await hashPassword(password);
  await createPendingAccount(ctx, caller, { email, passwordHash, profile: fields, safebox: false });
}

/**
 * POST /users: a registration token activates the account with the password; a password token sets a new
 * password and logs the account out everywhere (it also activates a never-confirmed account: the link proved the
 * mailbox). Without a password, only the registration token of an account that chose its password at registration
 * (creation_code) is accepted: the link just activates it, keeping that password (issue #16); any other token
 * without a password is a field error on password (595 params_required), and the token stays usable.
 * Bad, spent or expired tokens: code 601.
 */
export async function completeToken(ctx: AppContext, token: string, password: string | undefined, client: string): Promise<string> {
  // The token is looked up (by its hash) BEFORE any password work: hashing first let anyone with bogus tokens
  // spend the server's CPU (issue #11). Tokens are 256 random bits, so the lookup's timing tells nothing useful.
  // Unknown tokens count per client address; past the free failures the call answers 680 without looking.
  const keys: ThrottleKey[] = [{ kind: 'token_ip', value: client }];
  if (await isLocked(ctx.db, keys)) throw new AppError('tooManyAttempts', { field: 'token' });
  const live = await repo.findLiveToken(ctx.db, token, ['register', 'password']);
  if (!live) {
    await recordFailure(ctx.db, keys);
    throw new AppError('tokenInvalid', { field: 'token' });
  }
  if (password === undefined) {
    const owner = live.user_id ? await repo.findUserById(ctx.db, live.user_id) : undefined;
    if (live.purpose !== 'register' || !owner?.password_hash) throw fieldError('password', 'params_required');
  }
  const passwordHash = password === undefined ? null : await hashPassword(password);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.consumeToken(trx, token, ['register', 'password']);
    const owner = row?.user_id ? await repo.findUserById(trx, row.user_id) : undefined;
    if (!row || !owner || owner.status === 'disabled') throw new AppError('tokenInvalid', { field: 'token' });
    if (passwordHash === null) {
      // Checked again inside the transaction: the password chosen at registration is the one kept.
      if (row.purpose !== 'register' || !owner.password_hash) throw fieldError('password', 'params_required');
      return repo.activate(trx, owner.id);
    }
    const updated = await repo.setPasswordAndActivate(trx, owner.id, passwordHash);
    if (row.purpose === 'password') await endUserSessions(trx, owner.id);
    return updated;
  });
  // The owner of the mailbox proved themselves: earlier failed logins no longer count against the account.
  await clearFailures(ctx.db, { kind: 'login', value: user.login });
  return user.login;
}

/** Password mails per account per hour: enough for a user who retries, useless to flood a mailbox. */
export const PASSWORD_MAILS_PER_HOUR = 5;

/**
 * POST /users/modify_password_request. The caller always gets the same neutral success, at once: the account
 * lookup and the mail happen after the reply, so neither the answer nor its timing says whether the account
 * exists. Disabled accounts get no mail, nor does an account already sent PASSWORD_MAILS_PER_HOUR this hour.
 */
export function requestPasswordChange(ctx: AppContext, caller: Caller, login: string): void {
  runAfterReply(caller.log, 'password reset mail failed', async () => {
    const user = await repo.findUserByLogin(ctx.db, login);
    if (!user || user.status === 'disabled') return;
    if ((await repo.countRecentTokens(ctx.db, user.id, 'password', 60)) >= PASSWORD_MAILS_PER_HOUR) return;
    await ctx.db.transaction().execute(async (trx) => {
      const token = await repo.issueToken(trx, { purpose: 'password', userId: user.id });
      await sendPasswordResetMail(ctx, user, token, caller.requestedLanguage);
    });
  });
}

/**
 * PUT /users/{login}/password (ours, issue #16): a logged-in user sets a new password by giving the current one.
 * - The current password is checked under the login brute-force protection (checkThrottled: the same counters and
 *   locks as POST /session), so a stolen session cannot be used to guess the password; a wrong one answers 720
 *   bound to current_password (a locked account or address answers the same, without checking).
 * - The other devices' sessions end: a user changes the password when it may be known to someone else, and a
 *   session opened with the old password must not outlive it. The caller's own session stays logged in.
 * - Password links mailed earlier stop working (they would set a password over the new one).
 * - The owner gets a mail saying the password changed, sent inside the transaction: if it cannot be sent, nothing
 *   changes (whoever changes a password, the owner of the mailbox is told).
 */
export async function changePassword(ctx: AppContext, caller: Caller, body: PasswordChangeRequest): Promise<void> {
  const { user } = await ownUser(ctx, caller);
  if (user.status !== 'active') throw new AppError('sessionExpired');
  if (!(await checkThrottled(ctx.db, user.login, caller.ip, () => verifyPassword(body.current_password, user.password_hash)))) {
    throw new AppError('currentPasswordWrong', { field: 'current_password' });
  }
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setPassword(trx, user.id, passwordHash);
    await endUserSessions(trx, user.id, { except: caller.session?.id ?? null });
    await repo.retireTokens(trx, user.id, 'password');
    await sendPasswordChangedMail(ctx, user, caller.requestedLanguage);
  });
}

/** POST /users/{login}/modify_email_request: mails the new address a link to confirm it. */
export async function requestEmailChange(ctx: AppContext, caller: Caller, email: string): Promise<void> {
  const { user } = await ownUser(ctx, caller);
  if (email === user.email.toLowerCase()) throw new AppError('mailAlreadyUsed', { field: 'email' });
  await assertAddressFree(ctx, email, user.id);
  await ctx.db.transaction().execute(async (trx) => {
    const token = await repo.issueToken(trx, { purpose: 'email', userId: user.id, payload: { email } });
    await sendEmailChangeMail(ctx, user, email, token, caller.requestedLanguage);
  });
}

/**
 * PUT /users/{login}/email/modification: the mailed token plus the account's password move login and e-mail to
 * the new address. The link may be opened on another device, so the password (not the session) proves the
 * owner; wrong passwords count as failed logins (brute-force protection, code 555).
 */
export async function completeEmailChange(ctx: AppContext, caller: Caller, login: string, body: EmailModificationRequest): Promise<string> {
  const invalid = () => new AppError('tokenInvalid', { field: 'token' });
  const live = await repo.findLiveToken(ctx.db, body.token, ['email']);
  const user = live?.user_id ? await repo.findUserById(ctx.db, live.user_id) : undefined;
  if (!live || !user || user.login !== login || live.payload.email !== body.email || user.status !== 'active') throw invalid();
  if (!(await checkThrottled(ctx.db, user.login, caller.ip, () => verifyPassword(body.password, user.password_hash)))) {
    throw new AppError('loginFail', { field: 'password' });
  }
  try {
    const updated = await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.consumeToken(trx, body.token, ['email']))) throw invalid();
      if (await repo.addressInUse(trx, body.email, user.id)) throw new AppError('mailAlreadyUsed', { field: 'email' });
      return repo.setLoginAndEmail(trx, user.id, body.email);
    });
    return updated.login;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('mailAlreadyUsed', { field: 'email' });
    throw error;
  }
}

/** PUT /users/{login}: the profile fields; the backup address must differ from the account's address. */
export async function updateProfile(ctx: AppContext, caller: Caller, body: ProfileUpdate, applyProfileSafebox: ProfileSafeboxRule): Promise<repo.UserRow> {
  const { user } = await ownUser(ctx, caller);
  const { email: _ignored, safebox, ...fields } = body;
  if (fields.email_rescue && fields.email_rescue === user.email.toLowerCase()) throw fieldError('email_rescue', 'email_rescue_same');
  return ctx.db.transaction().execute(async (trx) => {
    // safebox goes through SafeBox's rules: false leaves, true keeps a live membership (707 otherwise).
    await applyProfileSafebox(trx, user.id, safebox);
    return repo.updateProfile(trx, user.id, fields);
  });
}

/** PUT /users/{login}/{profile_type}: the extra details, for a profile type the account has. */
export async function updateDetails(
  ctx: AppContext,
  caller: Caller,
  profileType: string,
  body: ProfileDetailsUpdate,
  applyProfileSafebox: ProfileSafeboxRule,
): Promise<repo.UserRow> {
  const { user } = await ownUser(ctx, caller);
  if (!user.profile_types.includes(profileType)) throw new AppError('forbidden');
  const { safebox, ...fields } = body;
  return ctx.db.transaction().execute(async (trx) => {
    await applyProfileSafebox(trx, user.id, safebox);
    return repo.updateProfile(trx, user.id, fields);
  });
}

/** GET /users/{login}/admin (own account): the admin site for admins and assistants, code 562 for anyone else. */
export async function adminUrl(ctx: AppContext, caller: Caller): Promise<string> {
  const me = requireUser(caller);
  if (!me.profileTypes.includes('admin') && !me.profileTypes.includes('assistant')) throw new AppError('notAdmin');
  return ctx.config.adminUrl;
}
