import type pg from 'pg';
import type { Db } from '../db/database.ts';

/** SQL of the demo seeders of this folder (demo accounts, demo catalogue). What to seed, and when, is theirs. */

/** Whether an account with this login exists. */
export async function accountExists(db: Db, login: string): Promise<boolean> {
  const exists = await db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst();
  return !!exists;
}

/** Creates an active account unless the login is taken meanwhile; returns whether this call created it. */
export async function insertActiveAccount(db: Db, account: { login: string; passwordHash: string; profileTypes: string[]; profile: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values({
      login: account.login,
      email: account.login,
      password_hash: account.passwordHash,
      status: 'active',
      profile_types: account.profileTypes,
      language: 'fr',
      profile: account.profile,
    })
    .onConflict((oc) => oc.column('login').doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!inserted;
}

/** How many suppliers the catalogue holds. */
export async function supplierCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query(`SELECT count(*)::int AS n FROM suppliers`);
  return rows[0].n;
}

/** The id of an account by its login (seeders that build on an account another seeder created). */
export async function accountId(db: Db, login: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst())?.id;
}

/** True when a form request was already received from this address (the desk's demo requests are seeded once). */
export async function formRequestFrom(db: Db, email: string): Promise<boolean> {
  return !!(await db.selectFrom('form_requests').select('id').where('email', '=', email).executeTakeFirst());
}

/** The latest form request received from an address. */
export async function latestFormRequestId(db: Db, email: string): Promise<number | undefined> {
  return (await db.selectFrom('form_requests').select('id').where('email', '=', email).orderBy('id', 'desc').executeTakeFirst())?.id;
}
