import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * SQL of the session plugin (plugins/session.ts): the session of a cookie with its user, and the session rows it
 * expires, touches and creates. Whether a session is idle is the plugin's.
 */

/** The session whose token has this SHA-256, with the user it belongs to (columns null for a visitor). */
export async function sessionByTokenHash(db: Db, tokenHash: Buffer) {
  return db
    .selectFrom('sessions')
    .leftJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.guest',
      'sessions.data',
      'sessions.last_seen_at',
      'sessions.created_at',
      'users.login',
      'users.email',
      'users.profile_types',
      'users.safebox',
      'users.language',
      'users.status',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Records that the session was seen now. */
export async function touchSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

/** Stores a new session (guest and data as JSON texts) and returns its id. */
export async function insertSession(
  db: Db,
  values: { tokenHash: Buffer; userId: number | null; guest: string | null; data: string; ip: string; userAgent: string | null },
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: values.tokenHash,
      user_id: values.userId,
      guest: values.guest,
      data: values.data,
      ip: values.ip,
      user_agent: values.userAgent,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sets one entry of a session's data (null removes it): the one writer of `sessions.data` entries for the
 * modules (the shop keeps a visitor's cart there), so that no module updates the sessions table itself.
 */
export async function setSessionDataEntry(db: Db, sessionId: number, key: string, value: unknown): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ data: value === null ? sql`data - ${key}::text` : sql`data || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)` })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Ends a user's sessions: every one, every one but `except` (the caller's own, which stays logged in), or only
 * `only`. The one writer of session rows for the modules (password change, a staff lock), inside their transaction.
 * Returns how many ended.
 */
export async function endUserSessions(db: Db, userId: number, which: { except?: number | null; only?: number } = {}): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (which.except != null) query = query.where('id', '!=', which.except);
  if (which.only !== undefined) query = query.where('id', '=', which.only);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
