import type { Order } from '@openfds/contract';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';
import { requestReadings } from '../../catalogue/sheet-source.ts';
import { AppError } from '../../errors/app-error.ts';
import type { PaymentEvent, PaymentProvider } from '../../payments/index.ts';
import { applyCreditsToSpace, grantHoldings } from '../entitlements/index.ts';
import { openSafeboxForPaidOrder } from '../safebox/index.ts';
import { markUserPaying } from '../users/index.ts';
import type { PricedLine, ShopDeps } from './deps.ts';
import { issueInvoice } from './invoicing.ts';
import { getOrder } from './orders.ts';
import { CANCEL_INTENTS_JOB, type CancelIntentsJobData } from './pending-order.ts';
import * as repo from './repository.ts';

/**
 * The payment outcome: one code path for every event (Stripe's webhook, the test provider's card form).
 * Rows only in its transaction; the provider's calls after the commit or through REFUND_JOB, queued with the rows.
 */

/** Gives back a second payment of an order already paid (retried by pg-boss while the provider fails). */
export const REFUND_JOB = 'shop.refund';
export interface RefundJobData {
  intentId: string;
}

export async function handleRefundJob(provider: PaymentProvider, data: RefundJobData): Promise<void> {
  // One full refund per intent, even when pg-boss retries the job.
  await provider.refund({ intentId: data.intentId, idempotencyKey: `refund-${data.intentId}` });
}

/**
 * Idempotent: an event id is handled once, and only a pending (or deleted-but-charged) order becomes paid. A
 * success grants the holdings, applies the credits to the sheets already in the space, issues the invoice (its
 * PDF and mail queued); a failure only records why (the order stays pending: another card, or delete it).
 */
export async function handlePaymentEvent(deps: ShopDeps, event: PaymentEvent): Promise<{ orderId: number | null; handled: boolean }> {
  const { db } = deps;
  const outcome = await db.transaction().execute(async (tx) => {
    // Every intent the order ever had counts (issue #22 item 9: a resume replaces the current one, and a payment
    // may still succeed on the replaced one); an intent we never stored is found through its metadata.order_id.
    let order = await repo.lockOrderByIntent(tx, event.intentId);
    if (!order && event.orderId) {
      order = await repo.lockOrderById(tx, event.orderId);
      if (order) await repo.recordIntent(tx, order.id, event.intentId);
    }
    const fresh = await repo.recordEvent(tx, event.id, event.type, order?.id ?? null);
    if (!order || !fresh) return { order, paid: false, handled: false };
    const payable = order.status === 'pending' || (order.status === 'cancelled' && !order.paid_at);
    if (!payable) {
      // A success on another intent of an order already paid: the customer paid twice; the second is refunded.
      const secondCharge = event.type === 'succeeded' && !!order.paid_at && order.paid_intent_id !== event.intentId;
      if (secondCharge) {
        await repo.markIntentRefunded(tx, event.intentId);
        await deps.jobs.send(REFUND_JOB, { intentId: event.intentId } satisfies RefundJobData, { connection: jobConnectionOf(tx) });
      }
      return { order, paid: false, handled: secondCharge };
    }
    if (event.type === 'failed') {
      await repo.setOrderFailure(tx, order.id, event.failure ?? 'payment_failed');
      return { order, paid: false, handled: true };
    }
    const paid = await repo.markOrderPaid(tx, order.id, event.intentId);
    await grantHoldings(tx, { userId: order.user_id, orderId: order.id, lines: paid.lines as PricedLine[] });
    await markUserPaying(tx, order.user_id);
    // "SafeBox opens automatically if missing" (product-spec §4 "Order flow"): the paid order stands for the contract.
    const safeboxOpened = await openSafeboxForPaidOrder(tx, {
      userId: order.user_id,
      orderId: order.id,
      at: paid.paid_at ? new Date(paid.paid_at) : undefined,
    });
    const applied = await applyCreditsToSpace(tx, order.user_id);
    // Issue #23: paid processing happens at once. The sheets the credits went to are queued for reading in this
    // transaction (a demo sheet's file is rendered by the reader job), not left "not read" until someone opens them.
    // They go to the user lane (issue #22 item 6): a catalogue file at its time limit never delays what was paid for.
    await requestReadings({ db: tx, jobs: deps.jobs }, applied.documentIds, { lane: 'user' });
    await issueInvoice(tx, deps, paid, 'invoice', { mail: !deps.noCustomerMail, safeboxOpened });
    await repo.saveUserCart(tx, order.user_id, { offer_ids: [], quantity: order.quantity, step: 4 });
    // The order is paid: its other intents (the one a resume made, or the one it replaced) must not charge again.
    // Cancelling them is a provider call, so a job queued with these rows (issue #29), made once they are committed.
    // Queued only when there is one to cancel (most orders have a single intent: no job for nothing).
    if ((await repo.openIntentsOf(tx, order.id, event.intentId)).length > 0) {
      await deps.jobs.send(CANCEL_INTENTS_JOB, { orderId: order.id, keep: event.intentId } satisfies CancelIntentsJobData, {
        connection: jobConnectionOf(tx),
      });
    }
    return { order: paid, paid: true, handled: true };
  });
  return { orderId: outcome.order?.id ?? null, handled: outcome.handled };
}

/** The test provider's card form: the card number decides, then the same path as Stripe's webhook. */
export async function confirmTestPayment(deps: ShopDeps, userId: number, clientSecret: string, cardNumber: string): Promise<Order> {
  const { provider } = deps;
  if (provider.name !== 'test') throw new AppError('notFound');
  const order = await repo.orderByClientSecret(deps.db, clientSecret);
  if (!order || order.user_id !== userId) throw new AppError('notFound');
  if (order.status === 'pending') await handlePaymentEvent(deps, provider.confirm(order.payment_intent_id!, cardNumber));
  return getOrder(deps.db, userId, order.id);
}
