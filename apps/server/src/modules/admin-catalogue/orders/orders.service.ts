import { euros, type AdminOrder, type AdminOrderDetail } from '@openfds/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { jobConnectionOf } from '../../../catalogue/sheet-readings.repository.ts';
import { PaymentRefusedError, type PaymentProvider } from '../../../payments/index.ts';
import { recordStaffAction, type StaffAction } from '../../audit/index.ts';
import { cancelPaidOrderWithCreditNote, cancelPendingOrderByStaff, invoiceForStaff } from '../../shop/index.ts';
import { CREDIT_NOTE_PDF_JOB, type CreditNotePdfJobData } from './credit-note.job.ts';
import { findOrders, insertRefund, invoicesOfOrder, orderForStaff, refundsOfOrder } from './orders.repository.ts';

/**
 * The back office's orders and invoices (issue #26): list, detail, refund (a paid order: the money goes back through
 * the payment provider and a credit note cancels the invoice) or cancel (a pending order: its payment intent is
 * cancelled). The provider is called before the transaction, never inside it (docs/architecture.md "Transactions").
 */

type Staff = StaffAction['staff'];
type OrderRow = NonNullable<Awaited<ReturnType<typeof orderForStaff>>>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function toAdminOrder(row: Omit<OrderRow, 'lines' | 'vat_rate' | 'vat_mode' | 'payment_intent_id' | 'paid_intent_id' | 'failure'>): AdminOrder {
  const billing = row.billing as Record<string, unknown>;
  return {
    id: Number(row.id),
    status: row.status,
    login: row.login,
    company_name: typeof billing.company_name === 'string' ? billing.company_name : null,
    total_et: euros(row.total_et_cents),
    total_vat: euros(row.total_vat_cents),
    total_it: euros(row.total_it_cents),
    provider: row.provider,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: iso(row.paid_at),
    cancelled_at: iso(row.cancelled_at),
  };
}

export async function listOrders(ctx: AppContext, filter: Parameters<typeof findOrders>[1]): Promise<AdminOrder[]> {
  return (await findOrders(ctx.db, filter)).map(toAdminOrder);
}

export async function orderDetail(ctx: AppContext, orderId: number): Promise<AdminOrderDetail> {
  const row = await orderForStaff(ctx.db, orderId);
  if (!row) throw new AppError('notFound');
  const lines = (row.lines as { tool_label?: string; option?: string; quantity?: number; et_price?: number }[]).map((l) => ({
    tool_label: l.tool_label ?? '',
    option: l.option ?? '',
    quantity: l.quantity ?? 0,
    et_price: l.et_price ?? 0,
  }));
  return {
    ...toAdminOrder(row),
    lines,
    billing: row.billing as Record<string, unknown>,
    vat_rate: Number(row.vat_rate),
    vat_mode: row.vat_mode,
    payment_intent_id: row.paid_intent_id ?? row.payment_intent_id,
    failure: row.failure,
    invoices: (await invoicesOfOrder(ctx.db, row.id)).map((i) => ({
      id: Number(i.id),
      number: i.number,
      kind: i.kind,
      issued_at: new Date(i.issued_at).toISOString(),
      ready: i.ready,
    })),
    refunds: (await refundsOfOrder(ctx.db, row.id)).map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      amount: euros(r.amount_cents),
      reason: r.reason,
      staff_login: r.staff_login,
      provider_refund_id: r.provider_refund_id,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * Refunds a paid order in full: the provider first (outside any transaction; its idempotency key makes a retry
 * after a failure below the same refund, never a second one), then in one transaction the shop cancels the order
 * with a credit note (its number taken there), the refund and the audit row are written, and the job that renders
 * the credit note's PDF is queued on the transaction's connection. 755 when the order is not paid; 756 when the
 * provider refuses (nothing changed).
 */
export async function refundOrder(ctx: AppContext, provider: PaymentProvider, staff: Staff, orderId: number, reason: string): Promise<AdminOrderDetail> {
  const order = await orderForStaff(ctx.db, orderId);
  if (!order) throw new AppError('notFound');
  const intentId = order.paid_intent_id ?? order.payment_intent_id;
  if (order.status !== 'paid' || !intentId) throw new AppError('orderNotRefundable');
  let refund: { id: string } | null = null;
  if (order.total_it_cents > 0) {
    try {
      refund = await provider.refund({ intentId, amountCents: order.total_it_cents, idempotencyKey: `staff-refund-order-${order.id}` });
    } catch (error) {
      if (error instanceof PaymentRefusedError) throw new AppError('refundRefused', { cause: error });
      throw error;
    }
  }
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const { creditNote } = await cancelPaidOrderWithCreditNote(trx, order.id, now);
    await insertRefund(trx, {
      order_id: order.id,
      kind: 'refund',
      amount_cents: order.total_it_cents,
      reason,
      staff_user_id: staff.id,
      staff_login: staff.login,
      provider_refund_id: refund?.id ?? null,
      credit_note_id: creditNote.id,
    });
    await recordStaffAction(trx, {
      staff,
      at: now,
      action: 'order.refund',
      targetType: 'order',
      targetId: order.id,
      before: { status: 'paid' },
      after: { status: 'cancelled', refunded: euros(order.total_it_cents), provider_refund_id: refund?.id ?? null, credit_note: creditNote.number },
      reason,
    });
    await ctx.jobs.send(CREDIT_NOTE_PDF_JOB, { invoiceId: creditNote.id } satisfies CreditNotePdfJobData, { connection: jobConnectionOf(trx) });
  });
  return orderDetail(ctx, order.id);
}

/** Cancels a pending order: its payment intent at the provider first, then the order, the record and the audit row. */
export async function cancelOrder(ctx: AppContext, provider: PaymentProvider, staff: Staff, orderId: number, reason: string): Promise<AdminOrderDetail> {
  const order = await orderForStaff(ctx.db, orderId);
  if (!order) throw new AppError('notFound');
  if (order.status !== 'pending') throw new AppError('orderNotRefundable');
  // Cancelling an intent that was paid meanwhile does nothing at the provider; the order's lock below decides.
  if (order.payment_intent_id) await provider.cancelIntent(order.payment_intent_id);
  await ctx.db.transaction().execute(async (trx) => {
    await cancelPendingOrderByStaff(trx, order.id);
    const now = ctx.clock.now();
    await insertRefund(trx, {
      order_id: order.id,
      kind: 'cancel',
      amount_cents: 0,
      reason,
      staff_user_id: staff.id,
      staff_login: staff.login,
      provider_refund_id: null,
      credit_note_id: null,
    });
    await recordStaffAction(trx, {
      staff,
      at: now,
      action: 'order.cancel',
      targetType: 'order',
      targetId: order.id,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
      reason,
    });
  });
  return orderDetail(ctx, order.id);
}

/** An invoice or credit note of any order; 757 while its PDF is being made. */
export async function invoiceFile(ctx: AppContext, invoiceId: number): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await invoiceForStaff(ctx, invoiceId);
  if (!invoice) throw new AppError('notFound');
  if (!invoice.pdf) throw new AppError('documentNotReady');
  return { number: invoice.number, pdf: invoice.pdf };
}
