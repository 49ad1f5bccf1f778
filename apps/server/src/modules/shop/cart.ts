import { systemClock } from '../../clock.ts';
import {
  CART_DEFAULT_QUANTITY,
  cartMinimum,
  clampQuantity,
  euros,
  isoDate,
  minimumReason,
  moveStep,
  offerByReference,
  periodFor,
  type CartState,
  type CartUpdate,
  type InterfaceLanguage,
  type VatDecision,
} from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { setSessionDataEntry } from '../../security/session.repository.ts';
import { commonEndDate, entitlementsFor, firstOfferPacks } from '../entitlements/index.ts';
import { vatOfBilling } from './billing.ts';
import { publicLine, type CartOwner, type PricedLine, type ShopDeps } from './deps.ts';
import { checkOffers } from './offers.ts';
import { priceLines, type PricedCart } from './pricing.ts';
import * as repo from './repository.ts';
import type { RawCart, Tx } from './repository.ts';

/**
 * The cart (product-spec §4 "Cart steps 0 to 4"): a logged-in user's in shop_carts, a visitor's in the session's
 * data, which login merges into the user's (mergeVisitorCart). Reading a cart writes nothing.
 */

export const EMPTY_CART: RawCart = { offer_ids: [], quantity: CART_DEFAULT_QUANTITY, step: 0 };

/** The session's data key of a visitor's cart. */
const SESSION_CART = 'cart';

function parseSessionCart(value: unknown): RawCart | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<RawCart>;
  if (!Array.isArray(v.offer_ids)) return null;
  return {
    offer_ids: v.offer_ids.filter((id): id is number => Number.isInteger(id)),
    quantity: Number.isInteger(v.quantity) && v.quantity! >= 1 ? v.quantity! : CART_DEFAULT_QUANTITY,
    step: Number.isInteger(v.step) ? moveStep(0, v.step!) : 0,
  };
}

export async function loadCart(db: Db, owner: CartOwner): Promise<RawCart> {
  if (!owner.userId) return parseSessionCart(owner.sessionCart) ?? EMPTY_CART;
  return (await repo.userCart(db, owner.userId)) ?? EMPTY_CART;
}

export async function saveCart(db: Db | Tx, owner: CartOwner, cart: RawCart): Promise<void> {
  if (owner.userId) await repo.saveUserCart(db, owner.userId, cart);
  else if (owner.sessionId) await setSessionDataEntry(db, owner.sessionId, SESSION_CART, cart);
}

/**
 * At login (the session module calls it in its transaction): the visitor's cart, carried in the session data,
 * becomes the user's unless the user's already has offers. Returns the session data without the cart, for the
 * new session.
 */
export async function mergeVisitorCart(tx: Tx, userId: number, sessionData: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { [SESSION_CART]: carried, ...rest } = sessionData;
  const visitor = parseSessionCart(carried);
  if (visitor) {
    const own = await repo.userCart(tx, userId);
    if (!own || own.offer_ids.length === 0) await repo.saveUserCart(tx, userId, visitor);
  }
  return rest;
}

export async function minimumInput(db: Db | Tx, userId: number | null, offerIds: number[]) {
  if (!userId) return { offerIds, firstOfferPacks: null, tokens: 0 };
  const held = await entitlementsFor(db, userId);
  return { offerIds, firstOfferPacks: await firstOfferPacks(db, userId), tokens: held.tokens };
}

export async function minimumFor(db: Db | Tx, userId: number | null, offerIds: number[]): Promise<number> {
  return cartMinimum(await minimumInput(db, userId, offerIds));
}

/** The cart priced on `today` (the app's clock): a user's later offers end on the common end date of what they hold. */
export async function pricedCart(
  db: Db | Tx,
  userId: number | null,
  cart: RawCart,
  vat: VatDecision,
  language: InterfaceLanguage,
  today: Date,
): Promise<PricedCart> {
  const period = periodFor(isoDate(today), userId ? await commonEndDate(db, userId) : null);
  return priceLines(cart.offer_ids, cart.quantity, period, vat, language);
}

export async function cartReply(deps: ShopDeps, owner: CartOwner, cart: RawCart, language: InterfaceLanguage, loginNeeded = false): Promise<CartState> {
  const { db } = deps;
  const pending = owner.userId ? await repo.pendingOrder(db, owner.userId) : undefined;
  const billing = owner.userId ? await repo.billingOf(db, owner.userId) : undefined;
  const vat = vatOfBilling(billing ?? null);
  const minimumRule = await minimumInput(db, owner.userId, cart.offer_ids);
  // api-spec §5: the quantity never goes below the minimum. Credits bought since the cart was saved raise the
  // minimum (tokens/10): the cart shows and prices the raised quantity (the next PUT stores it; payment checks it).
  const quantity = Math.max(cart.quantity, cartMinimum(minimumRule));
  const priced = await pricedCart(db, owner.userId, { ...cart, quantity }, vat, language, (deps.clock ?? systemClock).now());
  const latest = !pending && cart.step === 4 && owner.userId ? await repo.latestOrder(db, owner.userId) : undefined;
  return {
    offers: priced.lines.map(publicLine),
    quantity,
    minimum_quantity: cartMinimum(minimumRule),
    minimum_reason: minimumReason(minimumRule),
    step: cart.step,
    // The contract's `command` is the pending order (or, at step 4, the order just paid).
    command: pending?.id ?? latest?.id ?? null,
    waiting_offers: pending ? (pending.lines as PricedLine[]).map((l) => l.offer_id) : [],
    client_secret: pending?.client_secret ?? null,
    total_et: euros(priced.etCents),
    total_vat: euros(priced.vatCents),
    total_it: euros(priced.itCents),
    vat_rate: vat.rate,
    vat_mode: vat.mode,
    vat_reason: vat.reason ?? null,
    login_needed: loginNeeded,
  };
}

export async function getCart(deps: ShopDeps, owner: CartOwner, language: InterfaceLanguage): Promise<CartState> {
  return cartReply(deps, owner, await loadCart(deps.db, owner), language);
}

export async function assertNoPendingOrder(db: Db, userId: number | null): Promise<void> {
  if (userId && (await repo.pendingOrder(db, userId))) throw new AppError('orderPending');
}

/**
 * PUT /cart: sets offers, quantity and a step move. Updating offers at step 0 moves to step 1 (a finished cart,
 * step 4, starts over the same way); a move to step 2 without a login stays at step 1 and says login is needed;
 * payment creation (step 3) is POST /cart. The quantity is clamped to the minimum. A pending order blocks it.
 */
export async function updateCart(deps: ShopDeps, owner: CartOwner, input: CartUpdate, language: InterfaceLanguage): Promise<CartState> {
  const { db } = deps;
  await assertNoPendingOrder(db, owner.userId);
  const cart = { ...(await loadCart(db, owner)) };
  if (input.offer_ids) {
    const ids = [...new Set(input.offer_ids)];
    await checkOffers(db, ids);
    const changed = ids.length !== cart.offer_ids.length || ids.some((id, i) => id !== cart.offer_ids[i]);
    if (changed && (cart.step === 0 || cart.step === 4)) cart.step = 1;
    cart.offer_ids = ids;
  }
  if (input.quantity !== undefined) cart.quantity = input.quantity;
  let loginNeeded = false;
  if (input.step !== undefined) {
    let next = Math.min(moveStep(cart.step, input.step), 2);
    if (next >= 2 && !owner.userId) {
      next = 1;
      loginNeeded = true;
    }
    cart.step = next;
  }
  cart.quantity = clampQuantity(cart.quantity, await minimumFor(db, owner.userId, cart.offer_ids));
  await saveCart(db, owner, cart);
  return cartReply(deps, owner, cart, language, loginNeeded);
}

/** DELETE /cart/{item_code}: removes one offer (an offer update: step 0 moves to 1). */
export async function removeCartItem(deps: ShopDeps, owner: CartOwner, itemCode: string, language: InterfaceLanguage): Promise<CartState> {
  const offer = offerByReference(itemCode);
  const cart = await loadCart(deps.db, owner);
  if (!offer || !cart.offer_ids.includes(offer.id)) throw new AppError('notFound', { field: 'item_code' });
  return updateCart(deps, owner, { offer_ids: cart.offer_ids.filter((id) => id !== offer.id) }, language);
}

/** DELETE /cart: empties the cart (not while an order waits for payment: delete the order instead). */
export async function clearCart(deps: ShopDeps, owner: CartOwner, language: InterfaceLanguage): Promise<CartState> {
  await assertNoPendingOrder(deps.db, owner.userId);
  await saveCart(deps.db, owner, EMPTY_CART);
  return cartReply(deps, owner, EMPTY_CART, language);
}
