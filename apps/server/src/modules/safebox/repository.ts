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

export async function contractById(db: Executor, id: number): Promise<ContractRow | undefined> {
  return db.selectFrom('safebox_contracts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Where the PDFs of requests ended since `since` without their first mailing would be (none should exist). */
export async function unmailedEndedContractKeys(db: Executor, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('safebox_contracts')
    .select('pdf_key')
    .where('pdf_sha256', 'is', null)
    .where('status', 'in', ['cancelled', 'lapsed'])
    .where('ended_at', '>=', since)
    .execute();
  return rows.map((r) => r.pdf_key);
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
    .select([
      'c.contract_identifier',
      'u.login',
      'c.status',
      'c.company_name',
      'c.siret',
      'c.company_check',
      'c.sent_at',
      'c.max_return_date',
      'c.received_at',
      'c.receipt',
    ])
    .orderBy('c.id', 'desc')
    .limit(limit);
  if (status) q = q.where('c.status', '=', status as never);
  return q.execute();
}

/** users.safebox of an account (false for none). */
export async function isMember(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('safebox').where('id', '=', userId).executeTakeFirst();
  return row?.safebox === true;
}

/**
 * Records the sheets due to members (all, or one) in safebox_deposits and answers the new ones: the latest
 * version of every sheet a member keeps an older revision of ('revision'), and the private sheets published by a
 * supplier whose customer code the member holds, after the code was added and the membership began ('customer').
 * Never a sheet already in the space; never twice (the table's key).
 */
export async function recordDueDeposits(db: Executor, userId: number | null): Promise<{ userId: number; documentId: number }[]> {
  const { rows } = await sql<{ user_id: string | number; document_id: string | number }>`
    WITH members AS (
      SELECT id FROM users WHERE safebox AND status = 'active' AND (${userId}::bigint IS NULL OR id = ${userId}::bigint)),
    held AS (
      SELECT DISTINCT ud.user_id, d.supplier_id, d.product_key, d.language
      FROM user_documents ud JOIN documents d ON d.id = ud.document_id
      WHERE ud.user_id IN (SELECT id FROM members)),
    candidates AS (
      SELECT h.user_id, l.id AS document_id, 'revision' AS reason
      FROM held h
      JOIN documents l ON l.supplier_id = h.supplier_id AND l.product_key = h.product_key AND l.language = h.language
       AND l.is_latest AND l.deleted_at IS NULL AND l.access <> 'secret'
      UNION ALL
      SELECT ucc.user_id, d.id, 'customer'
      FROM user_customer_codes ucc
      JOIN customer_codes cc ON cc.id = ucc.customer_code_id
      JOIN documents d ON d.supplier_id = cc.supplier_id AND d.is_latest AND d.deleted_at IS NULL AND d.access = 'private'
      JOIN LATERAL (
        SELECT max(received_at) AS since FROM safebox_contracts c WHERE c.user_id = ucc.user_id AND c.status = 'signed'
      ) m ON true
      WHERE ucc.user_id IN (SELECT id FROM members) AND d.created_at >= GREATEST(ucc.added_at, COALESCE(m.since, ucc.added_at))),
    fresh AS (
      INSERT INTO safebox_deposits (user_id, document_id, reason)
      SELECT DISTINCT ON (c.user_id, c.document_id) c.user_id, c.document_id, c.reason
      FROM candidates c
      WHERE NOT EXISTS (SELECT 1 FROM user_documents ud WHERE ud.user_id = c.user_id AND ud.document_id = c.document_id)
      ORDER BY c.user_id, c.document_id, c.reason DESC
      ON CONFLICT DO NOTHING
      RETURNING user_id, document_id)
    SELECT user_id, document_id FROM fresh`.execute(db);
  return rows.map((r) => ({ userId: Number(r.user_id), documentId: Number(r.document_id) }));
}

export async function usersWithUnmailedDeposits(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('safebox_deposits').select('user_id').distinct().where('mailed_at', 'is', null).execute();
  return rows.map((r) => r.user_id);
}

/** The deposits of a user not mailed yet (locked), oldest first. */
export async function unmailedDeposits(db: Executor, userId: number) {
  return db
    .selectFrom('safebox_deposits as d')
    .innerJoin('documents as doc', 'doc.id', 'd.document_id')
    .innerJoin('suppliers as s', 's.id', 'doc.supplier_id')
    .select(['d.document_id', 'doc.product_name', 's.name as supplier_name', 'doc.iddc'])
    .where('d.user_id', '=', userId)
    .where('d.mailed_at', 'is', null)
    .orderBy('d.deposited_at')
    .forUpdate()
    .execute();
}

export async function markDepositsMailed(db: Executor, userId: number, at: Date): Promise<void> {
  await db.updateTable('safebox_deposits').set({ mailed_at: at }).where('user_id', '=', userId).where('mailed_at', 'is', null).execute();
}

/** Demo data: an active account (nothing when the login exists). */
export async function insertActiveUser(
  db: Executor,
  values: { login: string; passwordHash: string; profile: Record<string, unknown> },
): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      login: values.login,
      email: values.login,
      password_hash: values.passwordHash,
      status: 'active',
      profile_types: ['mySDS'],
      language: 'fr',
      profile: JSON.stringify(values.profile),
    })
    .onConflict((oc) => oc.column('login').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Demo data: older (superseded) revisions of public sheets, in a stable order. */
export async function olderPublicRevisions(db: Executor, offset: number, limit: number): Promise<number[]> {
  // One older revision per sheet (supplier, product, language): two revisions of one product would be delivered as
  // one latest version. Read from the first rows by id (cheap on any catalogue), then picked here.
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'supplier_id', 'product_key', 'language'])
    .where('is_latest', '=', false)
    .where('access', '=', 'public')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(Math.max(200, (offset + limit) * 20))
    .execute();
  const seen = new Set<string>();
  const distinct = rows.filter((r) => {
    const key = `${r.supplier_id}|${r.product_key}|${r.language}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return distinct.slice(offset, offset + limit).map((r) => r.id);
}

// ---------------------------------------------------------------- memberships opened by a paid order

/** Records that an order opened the membership (nothing when that order already did, or another opening is live). */
export async function insertOrderOpening(db: Executor, userId: number, orderId: number, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('safebox_order_openings')
    .values({ user_id: userId, order_id: orderId, opened_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return !!row;
}

/** The live opening of a user (the order that opened the membership), if any. */
export async function liveOrderOpening(db: Executor, userId: number) {
  return db.selectFrom('safebox_order_openings').selectAll().where('user_id', '=', userId).where('ended_at', 'is', null).executeTakeFirst();
}

export async function liveOpeningOfOrder(db: Executor, orderId: number) {
  return db.selectFrom('safebox_order_openings').selectAll().where('order_id', '=', orderId).where('ended_at', 'is', null).forUpdate().executeTakeFirst();
}

export async function endOrderOpenings(db: Executor, userId: number, at: Date): Promise<void> {
  await db.updateTable('safebox_order_openings').set({ ended_at: at }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
}

// ---------------------------------------------------------------- copy address (issue #22 item 8)

/** The contract whose copy-address link has this token hash (locked when asked). */
export async function contractByCcToken(db: Executor, tokenSha256: string, forUpdate = false): Promise<ContractRow | undefined> {
  let q = db.selectFrom('safebox_contracts').selectAll().where('cc_token_sha256', '=', tokenSha256);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Whether this user's copy address was already confirmed on an earlier request (no new link needed then). */
export async function ccConfirmedBefore(db: Executor, userId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('safebox_contracts')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<string>`lower(safebox_cc)`, '=', email.toLowerCase())
    .where('cc_confirmed_at', 'is not', null)
    .executeTakeFirst();
  return !!row;
}

/** Confirmation links mailed to copy addresses for this user since `since`. */
export async function ccLinksSince(db: Executor, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('safebox_contracts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('cc_asked_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
