import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** SQL of the credits: holdings (lots x 10 credits per paid line), the spending ledger, Premium checks. No rules. */

export type Tx = Transaction<Database>;
type Conn = Db | Tx;

export async function userSafebox(db: Conn, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select(['safebox']).where('id', '=', userId).executeTakeFirst())?.safebox ?? false;
}

/** Holdings alive on `today`, summed per offer. */
export async function heldOffers(db: Conn, userId: number, today: string) {
  return db
    .selectFrom('shop_holdings')
    .select([
      'offer_id',
      sql<number>`sum(packs)::int`.as('packs'),
      sql<number>`sum(credits)::int`.as('credits'),
      sql<number>`sum(used)::int`.as('used'),
      sql<string>`min(start_date)::text`.as('start_date'),
      sql<string>`max(end_date)::text`.as('end_date'),
    ])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today)
    .groupBy('offer_id')
    .orderBy('offer_id')
    .execute();
}

export async function documentIdByCode(db: Conn, code: string): Promise<number | null> {
  return (await db.selectFrom('documents').select(['id']).where('iddc', '=', code).executeTakeFirst())?.id ?? null;
}

/** The alive holdings of one offer, locked until the transaction ends, the one ending first first. */
export async function lockHoldings(tx: Tx, userId: number, offerId: number, today: string) {
  return tx
    .selectFrom('shop_holdings')
    .select(['id', 'credits', 'used', 'end_date'])
    .where('user_id', '=', userId)
    .where('offer_id', '=', offerId)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today)
    .orderBy('end_date')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function creditUseExists(tx: Tx, userId: number, offerId: number, documentId: number): Promise<boolean> {
  return !!(await tx
    .selectFrom('shop_credit_uses')
    .select('holding_id')
    .where('user_id', '=', userId)
    .where('offer_id', '=', offerId)
    .where('document_id', '=', documentId)
    .executeTakeFirst());
}

export async function recordCreditUse(tx: Tx, values: { userId: number; offerId: number; documentId: number; holdingId: number; count: number }) {
  await tx
    .insertInto('shop_credit_uses')
    .values({ user_id: values.userId, offer_id: values.offerId, document_id: values.documentId, holding_id: values.holdingId })
    .execute();
  await tx
    .updateTable('shop_holdings')
    .set({ used: sql`used + ${values.count}` })
    .where('id', '=', values.holdingId)
    .execute();
}

export async function queuePremiumChecks(tx: Tx, userId: number, documentIds: number[], days: number) {
  if (documentIds.length === 0) return;
  await tx
    .insertInto('shop_premium_checks')
    .values(documentIds.map((document_id) => ({ document_id, user_id: userId, due_at: sql`now() + make_interval(days => ${days})` })))
    .onConflict((oc) => oc.columns(['document_id', 'user_id']).doNothing())
    .execute();
}

/** Offers with alive holdings that still have credits. */
export async function offersWithCreditsLeft(tx: Tx, userId: number, today: string): Promise<number[]> {
  const rows = await tx
    .selectFrom('shop_holdings')
    .select('offer_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today)
    .whereRef('used', '<', 'credits')
    .execute();
  return rows.map((r) => r.offer_id);
}

/**
 * Serialises the credit work of one user (spending at deposit, applying after payment) until the transaction ends:
 * a sheet added while a payment is confirmed is seen by one of the two, never missed by both.
 */
export async function lockUserCredits(tx: Tx, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CREDITS_LOCK_SPACE}, ${userId}::int)`.execute(tx);
}
const CREDITS_LOCK_SPACE = 14014;

/** Alive holdings of the user, offer ids with credits left or not (ordered, so locks are always taken in one order). */
export async function heldOfferIds(tx: Tx, userId: number, today: string): Promise<number[]> {
  const rows = await tx
    .selectFrom('shop_holdings')
    .select('offer_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today)
    .orderBy('offer_id')
    .execute();
  return rows.map((r) => r.offer_id);
}

/** Of some sheets, those an offer has already paid for (a user's ledger). */
export async function paidSheets(tx: Tx, userId: number, offerId: number, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await tx
    .selectFrom('shop_credit_uses')
    .select('document_id')
    .where('user_id', '=', userId)
    .where('offer_id', '=', offerId)
    .where('document_id', 'in', documentIds)
    .execute();
  return new Set(rows.map((r) => Number(r.document_id)));
}

/**
 * Credit uses of one sheet carried over to another (the new revision that replaced it in the space): the same
 * holdings, nothing spent. Returns the offers carried.
 */
export async function carryCreditUses(tx: Tx, userId: number, fromId: number, toId: number): Promise<number[]> {
  const { rows } = await sql<{ offer_id: number }>`
    INSERT INTO shop_credit_uses (user_id, offer_id, document_id, holding_id)
    SELECT user_id, offer_id, ${toId}, holding_id FROM shop_credit_uses WHERE user_id = ${userId} AND document_id = ${fromId}
    ON CONFLICT DO NOTHING
    RETURNING offer_id`.execute(tx);
  return rows.map((r) => r.offer_id);
}

/**
 * Spends up to `limit` credits of a holding on the sheets of the space its offer has not paid for (all of them, or
 * only `documentIds`), oldest added first; returns the sheets paid for.
 */
export async function coverSpaceSheets(tx: Tx, userId: number, offerId: number, holdingId: number, limit: number, documentIds?: number[]): Promise<number[]> {
  const only = documentIds ? sql`AND u.document_id = ANY(${documentIds}::bigint[])` : sql``;
  const { rows } = await sql<{ document_id: number }>`
    INSERT INTO shop_credit_uses (user_id, offer_id, document_id, holding_id)
    SELECT ${userId}, ${offerId}, u.document_id, ${holdingId}
    FROM user_documents u JOIN documents d ON d.id = u.document_id
    WHERE u.user_id = ${userId} AND d.deleted_at IS NULL ${only}
      AND NOT EXISTS (SELECT 1 FROM shop_credit_uses c WHERE c.user_id = ${userId} AND c.offer_id = ${offerId} AND c.document_id = u.document_id)
    ORDER BY u.added_at, u.document_id
    LIMIT ${limit}
    ON CONFLICT DO NOTHING
    RETURNING document_id`.execute(tx);
  if (rows.length > 0)
    await tx
      .updateTable('shop_holdings')
      .set({ used: sql`used + ${rows.length}` })
      .where('id', '=', holdingId)
      .execute();
  return rows.map((r) => Number(r.document_id));
}

/** (document, offer) pairs paid for by alive holdings, optionally for some documents only. */
export async function coveredPairs(db: Conn, userId: number, today: string, documentIds?: number[]) {
  let query = db
    .selectFrom('shop_credit_uses as c')
    .innerJoin('shop_holdings as h', 'h.id', 'c.holding_id')
    .select(['c.document_id', 'c.offer_id'])
    .where('c.user_id', '=', userId)
    .where('h.revoked_at', 'is', null)
    .where('h.end_date', '>', today);
  if (documentIds) query = query.where('c.document_id', 'in', documentIds);
  return query.execute();
}

export async function insertHoldings(
  tx: Tx,
  rows: { user_id: number; order_id: number; offer_id: number; packs: number; credits: number; et_cents: number; start_date: string; end_date: string }[],
) {
  if (rows.length === 0) return;
  await tx
    .insertInto('shop_holdings')
    .values(rows)
    .onConflict((oc) => oc.columns(['order_id', 'offer_id']).doNothing())
    .execute();
}

export async function revokeOrderHoldings(tx: Tx, orderId: number) {
  await tx
    .updateTable('shop_holdings')
    .set({ revoked_at: sql`now()` })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function latestEndDate(db: Conn, userId: number, today: string): Promise<string | null> {
  const row = await db
    .selectFrom('shop_holdings')
    .select(sql<string | null>`max(end_date)::text`.as('end_date'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today)
    .executeTakeFirst();
  return row?.end_date ?? null;
}

export async function firstHoldingPacks(db: Conn, userId: number, today: string): Promise<number | null> {
  const row = await db
    .selectFrom('shop_holdings')
    .select('packs')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('end_date', '>', today)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.packs ?? null;
}

/** Amount paid excl. tax per offer over the holdings not revoked, in cents. */
export async function paidCentsByOffer(db: Conn, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('shop_holdings')
    .select(['offer_id', db.fn.sum<number>('et_cents').as('et')])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .groupBy('offer_id')
    .execute();
  return new Map(rows.map((r) => [r.offer_id, Number(r.et)]));
}

export async function premiumCheckStatus(db: Conn, userId: number, documentId: number): Promise<'awaiting' | 'checked' | null> {
  const row = await db
    .selectFrom('shop_premium_checks')
    .select('status')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.status ?? null;
}

// ---------------------------------------------------------------- orders tied to sheets (My-FDS "orders" tab)

export interface SheetOrderRow {
  document_id: number;
  order_id: number;
  status: 'paid' | 'cancelled';
  created_at: Date;
  paid_at: Date | null;
  invoice_number: string | null;
  offer_ids: number[];
  applied_at: Date;
}

/** Sheets a paid order's credits were spent on (document ids), any order of the user. */
export async function orderedDocumentIds(db: Conn, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_credit_uses as c')
    .innerJoin('shop_holdings as h', 'h.id', 'c.holding_id')
    .innerJoin('shop_orders as o', 'o.id', 'h.order_id')
    .select('c.document_id')
    .distinct()
    .where('c.user_id', '=', userId)
    .where('o.paid_at', 'is not', null)
    .execute();
  return rows.map((r) => Number(r.document_id));
}

/** Per sheet and order: the order, its invoice number and the offers it paid on the sheet. */
export async function sheetOrderRows(db: Conn, userId: number, documentIds: number[]): Promise<SheetOrderRow[]> {
  if (documentIds.length === 0) return [];
  const { rows } = await sql<SheetOrderRow>`
    SELECT c.document_id, o.id AS order_id, o.status, o.created_at, o.paid_at, i.number AS invoice_number,
      array_agg(DISTINCT c.offer_id ORDER BY c.offer_id) AS offer_ids, min(c.used_at) AS applied_at
    FROM shop_credit_uses c
    JOIN shop_holdings h ON h.id = c.holding_id
    JOIN shop_orders o ON o.id = h.order_id
    LEFT JOIN shop_invoices i ON i.order_id = o.id AND i.kind = 'invoice'
    WHERE c.user_id = ${userId} AND c.document_id = ANY(${documentIds}::bigint[]) AND o.paid_at IS NOT NULL
    GROUP BY c.document_id, o.id, i.number
    ORDER BY c.document_id, o.paid_at DESC, o.id DESC`.execute(db);
  return rows.map((r) => ({ ...r, document_id: Number(r.document_id), order_id: Number(r.order_id) }));
}
