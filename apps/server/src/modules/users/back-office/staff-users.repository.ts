import { sql, type Transaction } from 'kysely';
import type { AdminUserQuery } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/** The back office's SQL on accounts and their sessions (issue #26): statements only, the service decides. */
type Executor = Db | Transaction<Database>;

const ROW_COLUMNS = ['id', 'login', 'email', 'status', 'profile_types', 'safebox', 'profile', 'created_at', 'password_hash'] as const;

/** Accounts matching the search (login, e-mail, names, company; folded, substring), newest first. */
export async function searchUsers(db: Executor, query: AdminUserQuery) {
  let q = db.selectFrom('users').select(ROW_COLUMNS);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`f_fold(login || ' ' || email || ' ' || coalesce(profile->>'first_name', '') || ' ' || coalesce(profile->>'last_name', '') || ' ' ||
        coalesce(profile->>'company_name', '')) LIKE f_fold(${like})`,
    );
  }
  if (query.status) q = q.where('status', '=', query.status);
  if (query.profile_type) q = q.where(sql<boolean>`${query.profile_type} = ANY(profile_types)`);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute();
}

/** The account a login names (exactly), row-locked (FOR UPDATE) in a transaction when asked. */
export async function userByLogin(db: Executor, login: string, options: { forUpdate?: boolean } = {}) {
  let q = db.selectFrom('users').select(ROW_COLUMNS).where('login', '=', login);
  if (options.forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function setProfileTypes(db: Executor, userId: number, profileTypes: string[]): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile_types: profileTypes, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

export async function setStatus(db: Executor, userId: number, status: 'pending' | 'active' | 'disabled'): Promise<void> {
  await db
    .updateTable('users')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** The account's sessions, most recently used first. */
export async function sessionsOf(db: Executor, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', sql<string | null>`host(ip)`.as('ip'), 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .limit(100)
    .execute();
}
