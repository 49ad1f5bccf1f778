import { sql, type Selectable, type Transaction } from 'kysely';
import { TOKEN_TTL_HOURS } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { AuthTokensTable, UsersTable } from '../../db/core-tables.ts';
import type { Database } from '../../db/schema.ts';
import { hashToken, newToken } from '../../plugins/session.ts';

/** Users and their mailed tokens in PostgreSQL (Kysely). No rules here: the service decides. */
export type UserRow = Selectable<UsersTable>;
export type TokenRow = Selectable<AuthTokensTable>;
export type TokenPurpose = AuthTokensTable['purpose'];
type Executor = Db | Transaction<Database>;

/** The account a login names: its login, or (for logins typed as the plain address) its e-mail. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('login', '=', login), eb(sql`lower(email)`, '=', login)]))
    .orderBy(sql`login = ${login}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when an account other than `exceptUserId` already uses the address as login or e-mail. */
export async function addressInUse(db: Executor, email: string, exceptUserId: number | null = null): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('login', '=', email), eb(sql`lower(email)`, '=', email)]));
  if (exceptUserId !== null) query = query.where('id', '!=', exceptUserId);
  return !!(await query.executeTakeFirst());
}

export async function insertUser(
  db: Executor,
  values: { email: string; passwordHash: string | null; language: string; profile: Record<string, unknown>; safebox: boolean },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      login: values.email,
      email: values.email,
      password_hash: values.passwordHash,
      status: 'pending',
      profile_types: ['mySDS'],
      language: values.language,
      profile: JSON.stringify(values.profile),
      safebox: values.safebox,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Merges fields into the profile document (and optionally sets the safebox column). */
export async function updateProfile(db: Executor, userId: number, fields: Record<string, unknown>, safebox?: boolean): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      profile: sql`profile || ${JSON.stringify(fields)}::jsonb`,
      ...(safebox === undefined ? {} : { safebox }),
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordAndActivate(db: Executor, userId: number, passwordHash: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, status: sql`CASE WHEN status = 'pending' THEN 'active' ELSE status END`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Activates a pending account, keeping its password (registration with a password, issue #16). */
export async function activate(db: Executor, userId: number): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ status: sql`CASE WHEN status = 'pending' THEN 'active' ELSE status END`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setLoginAndEmail(db: Executor, userId: number, email: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ login: email, email, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a new password hash (the account's status is left as it is). */
/** The account has paid an order (users.paying, shown in the profile): set by the shop in the payment's transaction. */
export async function markUserPaying(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ paying: true }).where('id', '=', userId).execute();
}

export async function setPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Marks the user's unused tokens of a purpose as spent (their mailed links stop working). */
export async function retireTokens(db: Executor, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Issues a single-use token (only its SHA-256 is stored) valid TOKEN_TTL_HOURS, and retires the user's earlier
 * unused tokens of the same purpose, so only the latest mailed link works.
 */
export async function issueToken(db: Executor, values: { purpose: TokenPurpose; userId: number; payload?: Record<string, unknown> }): Promise<string> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', values.userId)
    .where('purpose', '=', values.purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      purpose: values.purpose,
      user_id: values.userId,
      payload: JSON.stringify(values.payload ?? {}),
      expires_at: sql`now() + make_interval(hours => ${TOKEN_TTL_HOURS})`,
    })
    .execute();
  return token;
}

/** How many tokens of a purpose the user was sent in the last `minutes`. */
export async function countRecentTokens(db: Executor, userId: number, purpose: TokenPurpose, minutes: number): Promise<number> {
  const row = await db
    .selectFrom('auth_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', sql<Date>`now() - ${minutes} * interval '1 minute'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A live token (unused, not expired) of one of the purposes, without spending it. */
export async function findLiveToken(db: Executor, token: string, purposes: TokenPurpose[]): Promise<TokenRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Spends a live token atomically: of two concurrent uses, only one gets the row. */
export async function consumeToken(db: Executor, token: string, purposes: TokenPurpose[]): Promise<TokenRow | undefined> {
  return db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}
