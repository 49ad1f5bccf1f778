import type { Order } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';
import { AppError } from '../../errors/app-error.ts';
import { PaymentProviderError } from '../../payments/index.ts';
import { EMPTY_CART } from './cart.ts';
import type { PricedLine, ShopDeps } from './deps.ts';
import { toOrder } from './orders.ts';
import * as repo from './repository.ts';

/**
 * The order waiting for payment (GET/POST/DELETE /users/{login}/command: the api-spec calls it the "command"):
 * at most one per user, which blocks cart changes until it is paid, resumed with a new intent or deleted.
 */

export async function pendingOrderOf(db: Db, userId: number): Promise<Order | null> {
  const order = await repo.pendingOrder(db, userId);
  return order ? toOrder(order, null) : null;
}

/**
 * Cancels an order's other intents (issue #29: a provider call, so never inside a transaction nor the request):
 * queued in the transaction that makes them useless: a payment (handlePaymentEvent), a resume, a deletion.
 */
export const CANCEL_INTENTS_JOB = 'shop.cancel-intents';
export interface CancelIntentsJobData {
  orderId: number;
  /** The intent to keep: the one that paid, or the one a resume made; null when the order was deleted. */
  keep: string | null;
}

/** Queues CANCEL_INTENTS_JOB on the transaction's connection: the job exists exactly when these rows are committed. */
async function queueCancelIntents(deps: Pick<ShopDeps, 'jobs'>, tx: repo.Tx, data: CancelIntentsJobData): Promise<void> {
  await deps.jobs.send(CANCEL_INTENTS_JOB, data, { connection: jobConnectionOf(tx) });
}

/**
 * Cancels, at the provider, every intent of the order not yet replaced (except `keep` and the one that paid the
 * order), and marks them replaced. The intent that paid is never cancelled: a resume's job may run after a payment
 * on the intent it replaced (issue #22 item 9), and a succeeded intent cannot be cancelled anyway.
 * An intent the provider could not cancel now stays open, logged with why, and is cancelled by the next run (a
 * payment on it would still be matched to the order and refunded). Returns why each one that stayed open did.
 */
export async function cancelOpenIntents(deps: Pick<ShopDeps, 'db' | 'provider' | 'log'>, orderId: number, keep: string | null): Promise<unknown[]> {
  const failures: unknown[] = [];
  const paidBy = (await repo.orderById(deps.db, orderId))?.paid_intent_id ?? null;
  for (const intentId of await repo.openIntentsOf(deps.db, orderId, keep)) {
    if (intentId === paidBy) continue;
    try {
      await deps.provider.cancelIntent(intentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log?.(`payment intent ${intentId} not cancelled`, error);
      failures.push(error);
      continue;
    }
    await repo.markIntentReplaced(deps.db, intentId);
  }
  return failures;
}

/** The job: an intent the provider could not cancel fails the job, so pg-boss tries again later (the others are done). */
export async function handleCancelIntentsJob(deps: Pick<ShopDeps, 'db' | 'provider' | 'log'>, data: CancelIntentsJobData): Promise<void> {
  const failures = await cancelOpenIntents(deps, data.orderId, data.keep ?? null);
  if (failures.length) throw new Error(`${failures.length} payment intent(s) of order ${data.orderId} not cancelled`, { cause: failures[0] });
}

/**
 * Resume: a new payment intent and its client secret. The provider's call that makes it comes before the
 * transaction (its client secret is the reply); the intents it replaces are cancelled by a job queued with the
 * rows, not inline (issue #29). They stay recorded (shop_order_intents): if a payment still succeeds on one (the
 * cancel comes too late, a 3-D Secure page left open), the order is paid by it (issue #22 item 9).
 */
export async function resumePendingOrder(deps: ShopDeps, userId: number, email: string): Promise<Order> {
  const order = await repo.pendingOrder(deps.db, userId);
  if (!order) throw new AppError('notFound');
  const intent = await deps.provider.createIntent({ amountCents: order.total_it_cents, currency: 'eur', orderId: order.id, email });
  const updated = await deps.db.transaction().execute(async (tx) => {
    await repo.recordIntent(tx, order.id, intent.id);
    const resumed = await repo.replacePendingIntent(tx, order.id, intent.id, intent.clientSecret);
    // Paid or deleted meanwhile: the new intent is not needed either (keep null: all but the one that paid go).
    await queueCancelIntents(deps, tx, { orderId: order.id, keep: resumed ? intent.id : null });
    if (resumed) {
      const offerIds = (order.lines as PricedLine[]).map((l) => l.offer_id);
      await repo.saveUserCart(tx, userId, { offer_ids: offerIds, quantity: order.quantity, step: 3 });
    }
    return resumed;
  });
  if (!updated) throw new AppError('notFound');
  return toOrder(updated, null);
}

/** Delete: the pending order is cancelled, which clears the cart, the waiting offers and the pending flag. */
export async function deletePendingOrder(deps: ShopDeps, userId: number): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const pending = await repo.lockPendingOrder(tx, userId);
    if (!pending) throw new AppError('notFound');
    await repo.cancelOrder(tx, pending.id);
    await repo.saveUserCart(tx, userId, EMPTY_CART);
    await queueCancelIntents(deps, tx, { orderId: pending.id, keep: null });
  });
}
