import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** SQL of the shop: carts, billing, orders, payment events, invoices. No rules here. */

export type Tx = Transaction<Database>;
type Conn = Db | Tx;

export interface RawCart {
  offer_ids: number[];
  quantity: number;
  step: number;
}

export async function userCart(db: Conn, userId: number): Promise<RawCart | null> {
  const row = await db.selectFrom('shop_carts').select(['offer_ids', 'quantity', 'step']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? null;
}

export async function saveUserCart(db: Conn, userId: number, cart: RawCart): Promise<void> {
  await db
    .insertInto('shop_carts')
    .values({ user_id: userId, offer_ids: cart.offer_ids, quantity: cart.quantity, step: cart.step })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ offer_ids: cart.offer_ids, quantity: cart.quantity, step: cart.step, updated_at: sql`now()` }))
    .execute();
}

/** The billing identity with its latest VAT number check (null columns when none). */
export async function billingOf(db: Conn, userId: number) {
  return db
    .selectFrom('shop_billing as b')
    .leftJoin('shop_vat_checks as v', 'v.id', 'b.vat_check_id')
    .selectAll('b')
    .select([
      'v.outcome as vat_check_outcome',
      'v.vat_number as vat_checked_number',
      'v.checked_at as vat_checked_at',
      'v.request_identifier as vat_request_identifier',
      'v.registry as vat_check_registry',
    ])
    .where('b.user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertVatCheck(
  db: Conn,
  values: {
    user_id: number;
    vat_number: string;
    registry: string;
    outcome: 'valid' | 'invalid' | 'unavailable';
    request_identifier: string | null;
    name: string | null;
    address: string | null;
    detail: string | null;
  },
): Promise<number> {
  return (await db.insertInto('shop_vat_checks').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function setBillingVatCheck(db: Conn, userId: number, checkId: number | null) {
  await db.updateTable('shop_billing').set({ vat_check_id: checkId }).where('user_id', '=', userId).execute();
}

export interface BillingValues {
  company_name: string;
  first_name: string | null;
  last_name: string | null;
  address1: string;
  address2: string | null;
  address3: string | null;
  zipcode: string;
  city: string;
  country_code: string;
  siret: string | null;
  eu_vat_number: string | null;
  vat_check_id: number | null;
}

/** Stores the billing identity; the two consents are recorded with the date they were (re)given. */
export async function saveBilling(db: Conn, userId: number, values: BillingValues) {
  await db
    .insertInto('shop_billing')
    .values({ ...values, user_id: userId, terms_of_sale_at: sql`now()`, personal_data_at: sql`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, terms_of_sale_at: sql`now()`, personal_data_at: sql`now()`, updated_at: sql`now()` }))
    .execute();
}

export async function pendingOrder(db: Conn, userId: number) {
  return db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
}

export async function orderById(db: Conn, id: number) {
  return db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order of a payment intent, its current one or one it had before a resume (shop_order_intents), locked. */
export async function lockOrderByIntent(tx: Tx, intentId: string) {
  return tx
    .selectFrom('shop_orders')
    .selectAll()
    .where((eb) =>
      eb.or([eb('payment_intent_id', '=', intentId), eb('id', 'in', eb.selectFrom('shop_order_intents').select('order_id').where('intent_id', '=', intentId))]),
    )
    .forUpdate()
    .executeTakeFirst();
}

/** Records an intent of an order (kept after a resume replaces it). */
export async function recordIntent(db: Conn, orderId: number, intentId: string) {
  await db
    .insertInto('shop_order_intents')
    .values({ intent_id: intentId, order_id: orderId })
    .onConflict((oc) => oc.column('intent_id').doNothing())
    .execute();
}

/** The order's other intents not yet replaced: to cancel once one of them paid or the order was deleted. */
export async function openIntentsOf(db: Conn, orderId: number, except: string | null): Promise<string[]> {
  let q = db.selectFrom('shop_order_intents').select('intent_id').where('order_id', '=', orderId).where('replaced_at', 'is', null);
  if (except) q = q.where('intent_id', '!=', except);
  return (await q.execute()).map((r) => r.intent_id);
}

export async function markIntentReplaced(db: Conn, intentId: string) {
  await db
    .updateTable('shop_order_intents')
    .set({ replaced_at: sql`now()` })
    .where('intent_id', '=', intentId)
    .where('replaced_at', 'is', null)
    .execute();
}

export async function markIntentRefunded(db: Conn, intentId: string) {
  await db
    .updateTable('shop_order_intents')
    .set({ refunded_at: sql`now()` })
    .where('intent_id', '=', intentId)
    .execute();
}

/** The intent an order was paid with (the one whose success event made it paid). */
export async function intentsOf(db: Conn, orderId: number) {
  return db.selectFrom('shop_order_intents').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
}

export async function ordersOf(db: Conn, userId: number) {
  return db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export async function latestOrder(db: Conn, userId: number) {
  return db.selectFrom('shop_orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderById>>>;

/** Records an event id; false when it was already handled (a replay). */
export async function recordEvent(tx: Tx, eventId: string, type: string, orderId: number | null): Promise<boolean> {
  const row = await tx
    .insertInto('shop_payment_events')
    .values({ event_id: eventId, type, order_id: orderId })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return !!row;
}

/** The next number of a series, gap-free: the counter row stays locked until the issuing transaction ends. */
export async function nextInvoiceNumber(tx: Tx, series: 'invoice' | 'credit_note'): Promise<number> {
  const row = await tx
    .updateTable('shop_invoice_counters')
    .set({ last: sql`last + 1` })
    .where('series', '=', series)
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export async function invoicesOf(db: Conn, userId: number) {
  return db
    .selectFrom('shop_invoices')
    .select(['id', 'number', 'kind', 'order_id', 'user_id', 'issued_at', 'total_et_cents', 'total_vat_cents', 'total_it_cents'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export async function invoiceById(db: Conn, id: number) {
  return db.selectFrom('shop_invoices').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

export async function invoiceOfOrder(db: Conn, orderId: number, kind: 'invoice' | 'credit_note') {
  return db.selectFrom('shop_invoices').selectAll().where('order_id', '=', orderId).where('kind', '=', kind).executeTakeFirst();
}

export async function userForMail(db: Conn, userId: number) {
  return db.selectFrom('users').select(['id', 'email', 'language', 'profile']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function insertPendingOrder(
  db: Conn,
  values: {
    user_id: number;
    quantity: number;
    lines: unknown[];
    total_et_cents: number;
    total_vat_cents: number;
    total_it_cents: number;
    vat_rate: number;
    vat_mode: string;
    billing: Record<string, unknown>;
    provider: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('shop_orders')
    .values({ ...values, status: 'pending', lines: JSON.stringify(values.lines), billing: JSON.stringify(values.billing) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteOrder(db: Conn, orderId: number) {
  await db.deleteFrom('shop_orders').where('id', '=', orderId).execute();
}

export async function setOrderIntent(db: Conn, orderId: number, intentId: string, clientSecret: string) {
  await db.updateTable('shop_orders').set({ payment_intent_id: intentId, client_secret: clientSecret }).where('id', '=', orderId).execute();
}

/** A new intent for a pending order (resume); undefined when the order is no longer pending. */
export async function replacePendingIntent(db: Conn, orderId: number, intentId: string, clientSecret: string) {
  return db
    .updateTable('shop_orders')
    .set({ payment_intent_id: intentId, client_secret: clientSecret, failure: null })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function setOrderFailure(tx: Tx, orderId: number, failure: string) {
  await tx.updateTable('shop_orders').set({ failure }).where('id', '=', orderId).execute();
}

export async function markOrderPaid(tx: Tx, orderId: number, intentId: string) {
  return tx
    .updateTable('shop_orders')
    .set({ status: 'paid', paid_at: new Date(), paid_intent_id: intentId, failure: null, cancelled_at: null })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function cancelOrder(tx: Tx, orderId: number) {
  return tx
    .updateTable('shop_orders')
    .set({ status: 'cancelled', cancelled_at: new Date() })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function lockOrder(tx: Tx, orderId: number) {
  return tx.selectFrom('shop_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

/** lockOrder for the payment path (an event naming its order in the intent's metadata). */
export async function lockOrderById(tx: Tx, orderId: number) {
  return tx.selectFrom('shop_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export async function lockPendingOrder(tx: Tx, userId: number) {
  return tx.selectFrom('shop_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'pending').forUpdate().executeTakeFirst();
}

export async function orderByClientSecret(db: Conn, clientSecret: string) {
  return db.selectFrom('shop_orders').selectAll().where('client_secret', '=', clientSecret).executeTakeFirst();
}

export async function insertInvoice(
  tx: Tx,
  values: {
    number: string;
    kind: 'invoice' | 'credit_note';
    order_id: number;
    user_id: number;
    refers_to: number | null;
    total_et_cents: number;
    total_vat_cents: number;
    total_it_cents: number;
    issued_at: Date;
  },
) {
  return tx.insertInto('shop_invoices').values(values).returning(['id', 'number']).executeTakeFirstOrThrow();
}

/** What rendering an invoice needs: the row, its order, and the number of the invoice a credit note cancels. */
export async function invoiceToRender(db: Conn, invoiceId: number) {
  return db
    .selectFrom('shop_invoices as i')
    .innerJoin('shop_orders as o', 'o.id', 'i.order_id')
    .leftJoin('shop_invoices as r', 'r.id', 'i.refers_to')
    .selectAll('i')
    .select(['r.number as refers_to_number', 'o.paid_at', 'o.billing', 'o.lines', 'o.vat_mode', 'o.vat_rate'])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
}

/** Records where an invoice's PDF was stored, unless another renderer recorded it first; false then. */
export async function setInvoiceFile(db: Conn, invoiceId: number, key: string, sha256: string): Promise<boolean> {
  const row = await db
    .updateTable('shop_invoices')
    .set({ pdf_key: key, pdf_sha256: sha256 })
    .where('id', '=', invoiceId)
    .where('pdf_key', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

// ---------------------------------------------------------------- demo data

export async function hasPaidOrder(db: Conn, userId: number): Promise<boolean> {
  return !!(await db.selectFrom('shop_orders').select('id').where('user_id', '=', userId).where('status', '=', 'paid').executeTakeFirst());
}

/** The first public sheets of the catalogue (demo data: put in a demo user's space). */
export async function publicSheetIds(db: Conn, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('access', '=', 'public')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((r) => Number(r.id));
}
