import { systemClock } from '../../clock.ts';
import type { CartState, InterfaceLanguage } from '@openfds/contract';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../errors/app-error.ts';
import { PaymentProviderError } from '../../payments/index.ts';
import { recheckVatNumber, toBilling, vatOfBilling } from './billing.ts';
import { assertNoPendingOrder, cartReply, loadCart, minimumFor, pricedCart, saveCart } from './cart.ts';
import type { CartOwner, ShopDeps } from './deps.ts';
import { checkOffers } from './offers.ts';
import * as repo from './repository.ts';

/**
 * POST /cart (step 3): checks the cart again (offers sold, minimum: 590 with the minimum, billing and consents
 * given, no pending order), stores the order as pending with its priced lines, creates the payment intent and
 * returns the cart at step 3 with the client secret.
 */
export async function createPayment(deps: ShopDeps, owner: CartOwner & { userId: number }, email: string, language: InterfaceLanguage): Promise<CartState> {
  const { db } = deps;
  await assertNoPendingOrder(db, owner.userId);
  const cart = await loadCart(db, owner);
  if (cart.offer_ids.length === 0) throw new AppError('validation', { field: 'offer_ids', messageKey: 'cart_empty' });
  await checkOffers(db, cart.offer_ids);
  const minimum = await minimumFor(db, owner.userId, cart.offer_ids);
  if (cart.quantity < minimum) {
    throw new AppError('minimumQuantity', { data: [{ name: 'minimum_quantity', value: minimum }] });
  }
  const stored = await repo.billingOf(db, owner.userId);
  if (!stored) throw new AppError('validation', { field: 'billing', messageKey: 'billing_required' });
  const billing = await recheckVatNumber(deps, owner.userId, stored);
  const vat = vatOfBilling(billing);
  const priced = await pricedCart(db, owner.userId, cart, vat, language, (deps.clock ?? systemClock).now());
  let orderId: number;
  try {
    orderId = await repo.insertPendingOrder(db, {
      user_id: owner.userId,
      quantity: cart.quantity,
      lines: priced.lines,
      total_et_cents: priced.etCents,
      total_vat_cents: priced.vatCents,
      total_it_cents: priced.itCents,
      vat_rate: vat.rate,
      vat_mode: vat.mode,
      billing: { ...toBilling(billing), language },
      provider: deps.provider.name,
    });
  } catch (error) {
    // The partial unique index: another call created the pending order meanwhile.
    if (isUniqueViolation(error)) throw new AppError('orderPending', { cause: error });
    throw error;
  }
  let intent;
  try {
    intent = await deps.provider.createIntent({ amountCents: priced.itCents, currency: 'eur', orderId, email });
  } catch (error) {
    // No intent, no order: whatever failed, the pending order would block the cart without a way to pay it.
    await repo.deleteOrder(db, orderId);
    // The provider refused or could not be reached: the catalogue's internal error, its cause logged. Anything
    // else is a bug, answered 500 with its own trace.
    if (error instanceof PaymentProviderError) throw new AppError('internal', { cause: error });
    throw error;
  }
  await db.transaction().execute(async (tx) => {
    await repo.setOrderIntent(tx, orderId, intent.id, intent.clientSecret);
    await repo.recordIntent(tx, orderId, intent.id);
  });
  const paying = { ...cart, step: 3 };
  await saveCart(db, owner, paying);
  return cartReply(deps, owner, paying, language);
}
