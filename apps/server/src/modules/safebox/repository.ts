import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/core-tables.ts';
import type { Database } from '../../db/schema.ts';
import type { SafeboxContractsTable } from './tables.ts';

/** SafeBox rows in PostgreSQL (Kysely). No rules here: the service decides. */
export type Executor = Db | Transaction<Database>;
export type ContractRow = Selectable<SafeboxContractsTable>;
export type UserRow = Selectable<UsersTable>;

export async function lockUser(db: Executor, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function findUser(db: Executor, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function findUserIdByLogin(db: Executor, login: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst();
  return row?.id;
}

/** The account's latest contract (any status). */
export async function latestContract(db: Executor, userId: number): Promise<ContractRow | undefined> {
  return db.selectFrom('safebox_contracts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function findContract(db: Executor, identifier: string, forUpdate = false): Promise<ContractRow | undefined> {
  let q = db.selectFrom('safebox_contracts').selectAll().where('contract_identifier', '=', identifier);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function identifierTaken(db: Executor, identifier: string): Promise<boolean> {
  return !!(await db.selectFrom('safebox_contracts').select('id').where('contract_identifier', '=', identifier).executeTakeFirst());
}

/** True when another account holds the SIRET: on its profile, or in a live SafeBox request or membership. */
export async function siretUsedElsewhere(db: Executor, siret: string, userId: number): Promise<boolean> {
  const contract = await db
    .selectFrom('safebox_contracts')
    .select('id')
    .where('siret', '=', siret)
    .where('status', 'in', ['waiting', 'signed'])
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  if (contract) return true;
  const profile = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`profile->>'siret'`, '=', siret)
    .where('id', '!=', userId)
    .where('status', '!=', 'disabled')
    .executeTakeFirst();
  return !!profile;
}

export async function insertContract(db: Executor, values: Insertable<SafeboxContractsTable>): Promise<ContractRow> {
  return db.insertInto('safebox_contracts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateContract(db: Executor, id: number, values: Partial<Record<keyof SafeboxContractsTable, unknown>>): Promise<ContractRow> {
  return db
    .updateTable('safebox_contracts')
    .set(values as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Merges the §3.2 SafeBox fields into the profile document and sets (or leaves) the safebox column. */
export async function setUserSafebox(db: Executor, userId: number, fields: Record<string, unknown>, safebox?: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({
      profile: sql`profile || ${JSON.stringify(fields)}::jsonb`,
      ...(safebox === undefined ? {} : { safebox }),
      updated_at: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

/** Waiting requests whose reminder is due (deadline within `days`, none sent yet), oldest first. */
export async function remindersDue(db: Executor, today: string, days: number): Promise<ContractRow[]> {
  return db
    .selectFrom('safebox_contracts')
    .selectAll()
    .where('status', '=', 'waiting')
    .where('reminder_sent_at', 'is', null)
    .where('max_return_date', '>=', today)
    .where(sql<boolean>`max_return_date <= ${today}::date + ${days}::int`)
    .orderBy('id')
    .execute();
}

/** Waiting requests past their deadline. */
export async function lapsedRequests(db: Executor, today: string): Promise<ContractRow[]> {
  return db.selectFrom('safebox_contracts').selectAll().where('status', '=', 'waiting').where('max_return_date', '<', today).forUpdate().execute();
}

export interface DepositRow {
  document_code: string;
  product_name: string;
  supplier_name: string;
  deposited_at: Date;
  extraction_status: string | null;
}

export async function recentDeposits(db: Executor, userId: number, days: number): Promise<DepositRow[]> {
  return db
    .selectFrom('safebox_deposits as d')
    .innerJoin('documents as doc', 'doc.id', 'd.document_id')
    .innerJoin('suppliers as s', 's.id', 'doc.supplier_id')
    .leftJoin('document_extractions as x', 'x.document_id', 'd.document_id')
    .select(['doc.iddc as document_code', 'doc.product_name', 's.name as supplier_name', 'd.deposited_at', 'x.status as extraction_status'])
    .where('d.user_id', '=', userId)
    .where('d.deposited_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
    .orderBy('d.deposited_at', 'desc')
    .limit(200)
    .execute();
}

/** Sheets of the user's space whose reading is in progress (the processing progress of the status block). */
export async function processingCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_documents as u')
    .innerJoin('document_extractions as x', 'x.document_id', 'u.document_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.user_id', '=', userId)
    .where('x.status', '=', 'in_progress')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The requests for the back office, newest first. */
export async function listContracts(db: Executor, status: string | undefined, limit: number) {
  let q = db
    .selectFrom('safebox_contracts as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.contract_identifier', 'u.login', 'c.status', 'c.company_name', 'c.siret', 'c.company_check', 'c.sent_at', 'c.max_return_date', 'c.received_at', 'c.receipt'])
    .orderBy('c.id', 'desc')
    .limit(limit);
  if (status) q = q.where('c.status', '=', status as never);
  return q.execute();
}
