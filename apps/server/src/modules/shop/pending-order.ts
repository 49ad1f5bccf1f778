import type { Order } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
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

/** Cancels the other intents of a paid order (queued in the payment's transaction by handlePaymentEvent). */
export const CANCEL_INTENTS_JOB = 'shop.cancel-intents';
export interface CancelIntentsJobData {
  orderId: number;
  /** The intent that paid. */
  keep: string;
}

/**
 * Cancels, at the provider, every intent of the order not yet replaced (except `keep`), and marks them replaced.
 * After the commit (a network call): an intent the provider could not cancel now stays open, logged with why, and
 * is cancelled by the next call for the order (a payment on it would still be matched to the order and refunded).
 * Returns why each one that stayed open did.
 */
export async function cancelOpenIntents(deps: Pick<ShopDeps, 'db' | 'provider' | 'log'>, orderId: number, keep: string | null): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (const intentId of await repo.openIntentsOf(deps.db, orderId, keep)) {
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
  const failures = await cancelOpenIntents(deps, data.orderId, data.keep);
  if (failures.length) throw new Error(`${failures.length} payment intent(s) of order ${data.orderId} not cancelled`, { cause: failures[0] });
}

/**
 * Resume: a new payment intent and its client secret. The old intent is cancelled but kept (shop_order_intents):
 * if its payment still succeeds (cancel comes too late, a 3-D Secure page left open), the order is paid by it.
 */
export async function resumePendingOrder(deps: ShopDeps, userId: number, email: string): Promise<Order> {
  const order = await repo.pendingOrder(deps.db, userId);
  if (!order) throw new AppError('notFound');
  const intent = await deps.provider.createIntent({ amountCents: order.total_it_cents, currency: 'eur', orderId: order.id, email });
  const updated = await deps.db.transaction().execute(async (tx) => {
    await repo.recordIntent(tx, order.id, intent.id);
    return repo.replacePendingIntent(tx, order.id, intent.id, intent.clientSecret);
  });
  if (!updated) {
    // Paid or deleted meanwhile: the new intent is not needed.
    await deps.provider.cancelIntent(intent.id);
    throw new AppError('notFound');
  }
  await cancelOpenIntents(deps, order.id, intent.id);
  await repo.saveUserCart(deps.db, userId, { offer_ids: (order.lines as PricedLine[]).map((l) => l.offer_id), quantity: order.quantity, step: 3 });
  return toOrder(updated, null);
}

/** Delete: the pending order is cancelled, which clears the cart, the waiting offers and the pending flag. */
export async function deletePendingOrder(deps: ShopDeps, userId: number): Promise<void> {
  const order = await deps.db.transaction().execute(async (tx) => {
    const pending = await repo.lockPendingOrder(tx, userId);
    if (!pending) throw new AppError('notFound');
    await repo.cancelOrder(tx, pending.id);
    await repo.saveUserCart(tx, userId, EMPTY_CART);
    return pending;
  });
  await cancelOpenIntents(deps, order.id, null);
}
