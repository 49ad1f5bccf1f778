import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/** SQL of the back office's orders screen: reads of the shop's orders and invoices, and this module's refunds. */

export const ORDER_PAGE = 50;

const orderColumns = [
  'o.id',
  'o.status',
  'o.user_id',
  'u.login',
  'o.total_et_cents',
  'o.total_vat_cents',
  'o.total_it_cents',
  'o.provider',
  'o.created_at',
  'o.paid_at',
  'o.cancelled_at',
  'o.billing',
] as const;

/** Orders, newest first: by number, customer login or company (`search`), and status. */
export async function findOrders(db: Db, filter: { q?: string; status?: 'pending' | 'paid' | 'failed' | 'cancelled'; offset: number }) {
  let query = db.selectFrom('shop_orders as o').innerJoin('users as u', 'u.id', 'o.user_id').select(orderColumns);
  const q = filter.q?.trim();
  if (q && /^\d{1,18}$/.test(q)) query = query.where('o.id', '=', Number(q));
  else if (q) {
    const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) => eb.or([eb('u.login', 'ilike', like), eb(sql<string>`o.billing->>'company_name'`, 'ilike', like)]));
  }
  if (filter.status) query = query.where('o.status', '=', filter.status);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(ORDER_PAGE).offset(filter.offset).execute();
}

export async function orderForStaff(db: Db, orderId: number) {
  return db
    .selectFrom('shop_orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(orderColumns)
    .select(['o.lines', 'o.vat_rate', 'o.vat_mode', 'o.payment_intent_id', 'o.paid_intent_id', 'o.failure'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/** The order's invoice and credit note, with whether their PDF is made yet (not the PDF itself). */
export async function invoicesOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('shop_invoices')
    .select(['id', 'number', 'kind', 'issued_at', sql<boolean>`(pdf_key IS NOT NULL OR coalesce(length(pdf), 0) > 0)`.as('ready')])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function refundsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('staff_order_refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function insertRefund(
  trx: Transaction<Database>,
  values: {
    order_id: number;
    kind: 'refund' | 'cancel';
    amount_cents: number;
    reason: string;
    staff_user_id: number;
    staff_login: string;
    provider_refund_id: string | null;
    credit_note_id: number | null;
  },
): Promise<void> {
  await trx.insertInto('staff_order_refunds').values(values).execute();
}
