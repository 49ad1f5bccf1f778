import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  CART_DEFAULT_QUANTITY,
  LOT_CREDITS,
  SHOP_TOOLS,
  cartMinimum,
  clampQuantity,
  euros,
  formatMessage,
  isEuCountry,
  isSellable,
  isValidVatNumber,
  isoDate,
  minimumReason,
  moveStep,
  offerById,
  offerByReference,
  periodFor,
  proratedCents,
  vatCents,
  vatFor,
  vatNumberNeedsCheck,
  viesParts,
  vigiOfferOf,
  type BillingRequest,
  type CartLine,
  type CartState,
  type CartUpdate,
  type Invoice,
  type InterfaceLanguage,
  type Order,
  type OfferWithTool,
  type SubscriptionOffer,
  type VatDecision,
} from '@openfds/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderMail } from '../../mail/render-mail.ts';
import type { PaymentEvent, PaymentProvider } from '../../payments/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { requestReadings } from '../../catalogue/sheet-source.ts';
import { applyCreditsToSpace, commonEndDate, entitlementsFor, firstOfferPacks, grantHoldings, paidByOffer, revokeHoldings } from '../entitlements/index.ts';
import { closeSafeboxOfCancelledOrder, openSafeboxForPaidOrder } from '../safebox/index.ts';
import { listMetas } from '../vigi/index.ts';
import { buildInvoicePdf } from './invoice-pdf.ts';
import * as repo from './repository.ts';
import type { OrderRow, RawCart, Tx } from './repository.ts';
import { INVOICE_FILE_NAME, orderPaidMail } from './shop-mails.ts';
import type { VatRegistry } from './vat-registry.ts';
import { withSafeboxOpened } from './safebox-opened-mail.ts';

/**
 * The shop's rules (product-spec §4 "Order flow", "Cart steps 0 to 4", §5 "Order", §9): the cart and its steps,
 * the payment's creation, the payment outcome (one code path for the test provider and Stripe's webhook),
 * orders, invoices and credit notes, the subscription reply. Routes pass plain values, never the request.
 */

export interface ShopDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  provider: PaymentProvider;
  /** VIES (issue #22 item 10); null: no VAT number can be confirmed, so the VAT always applies. */
  vatRegistry?: VatRegistry | null;
  log?: (message: string) => void;
  /** The job queue: the sheets a payment's credits went to are read at once (absent: they are read on demand). */
  jobs?: JobQueue;
}

/** Who holds the cart: a logged-in user (table shop_carts) or a visitor (the session's data). */
export interface CartOwner {
  userId: number | null;
  sessionId: number | null;
  /** The session's `cart` data entry, if any. */
  sessionCart: unknown;
}

const EMPTY_CART: RawCart = { offer_ids: [], quantity: CART_DEFAULT_QUANTITY, step: 0 };

interface PricedLine extends CartLine {
  et_cents: number;
}

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

/** The cart; at the first call after login, a visitor's cart becomes the user's (unless the user's has offers). */
async function loadCart(db: Db, owner: CartOwner): Promise<RawCart> {
  const visitor = parseSessionCart(owner.sessionCart);
  if (!owner.userId) return visitor ?? EMPTY_CART;
  let cart = await repo.userCart(db, owner.userId);
  if (visitor && owner.sessionId) {
    if (!cart || cart.offer_ids.length === 0) {
      cart = visitor;
      await repo.saveUserCart(db, owner.userId, cart);
    }
    await repo.saveSessionCart(db, owner.sessionId, null);
  }
  return cart ?? EMPTY_CART;
}

async function saveCart(db: Db | Tx, owner: CartOwner, cart: RawCart): Promise<void> {
  if (owner.userId) await repo.saveUserCart(db, owner.userId, cart);
  else if (owner.sessionId) await repo.saveSessionCart(db, owner.sessionId, cart);
}

/** Vigi-Substances offers whose lists are all loaded (an offer without its lists cannot be bought). */
async function loadedVigiOffers(db: Db): Promise<Set<string>> {
  const byOffer = new Map<string, boolean>();
  for (const m of await listMetas(db)) byOffer.set(m.offer, (byOffer.get(m.offer) ?? true) && m.version !== null);
  return new Set([...byOffer].filter(([, loaded]) => loaded).map(([offer]) => offer));
}

function offerAvailable(offer: OfferWithTool | undefined, loaded: Set<string>): offer is OfferWithTool {
  if (!offer || !isSellable(offer) || offer.tool.status !== 'available') return false;
  const vigi = vigiOfferOf(offer);
  return !vigi || loaded.has(vigi);
}

/** Every offer must be sold now; the first that is not answers 582 with its id (the web removes it). */
async function checkOffers(db: Db, offerIds: number[]): Promise<void> {
  const loaded = await loadedVigiOffers(db);
  for (const id of offerIds) {
    if (!offerAvailable(offerById(id), loaded)) throw new AppError('cartOfferInvalid', { data: [{ name: 'offer_id', value: id }] });
  }
}

// ------------------------------------------------------------------ catalogue

export async function catalogue(db: Db, language: InterfaceLanguage) {
  const loaded = await loadedVigiOffers(db);
  return SHOP_TOOLS.map((tool) => ({
    id: tool.id,
    tool_reference: tool.tool_reference,
    slug: tool.slug,
    status: tool.status,
    label: tool.labels[language],
    offers: tool.offers.map((o) => ({
      id: o.id,
      name: o.labels[language],
      price: euros(o.price_cents),
      technical_reference: o.technical_reference,
      reference: o.reference,
      free: o.price_cents === 0,
      available: offerAvailable(offerById(o.id), loaded),
      credits_per_lot: LOT_CREDITS,
    })),
  }));
}

// ------------------------------------------------------------------ pricing

async function priceLines(
  db: Db | Tx,
  userId: number | null,
  offerIds: number[],
  quantity: number,
  vat: VatDecision,
  language: InterfaceLanguage,
  today = isoDate(new Date()),
): Promise<{ lines: PricedLine[]; etCents: number; vatCents: number; itCents: number }> {
  const period = periodFor(today, userId ? await commonEndDate(db, userId) : null);
  const lines = offerIds.flatMap((id): PricedLine[] => {
    const offer = offerById(id);
    if (!offer) return [];
    const et = proratedCents(offer.price_cents, quantity, period);
    const annual = offer.price_cents * quantity;
    return [
      {
        offer_id: offer.id,
        item_code: offer.reference,
        tool_code: offer.tool.tool_reference,
        tool_label: offer.tool.labels[language],
        option: offer.labels[language],
        quantity,
        sheets: quantity * LOT_CREDITS,
        start_date: period.start_date,
        end_date: period.end_date,
        days: period.days,
        period_days: period.period_days,
        unit_price: euros(offer.price_cents),
        annual_et_price: euros(annual),
        annual_it_price: euros(annual + vatCents(annual, vat.rate)),
        et_price: euros(et),
        it_price: euros(et + vatCents(et, vat.rate)),
        et_cents: et,
      },
    ];
  });
  const etCents = lines.reduce((n, l) => n + l.et_cents, 0);
  const vatTotal = vatCents(etCents, vat.rate);
  return { lines, etCents, vatCents: vatTotal, itCents: etCents + vatTotal };
}

async function minimumInput(db: Db | Tx, userId: number | null, offerIds: number[]) {
  if (!userId) return { offerIds, firstOfferPacks: null, tokens: 0 };
  const held = await entitlementsFor(db, userId);
  return { offerIds, firstOfferPacks: await firstOfferPacks(db, userId), tokens: held.tokens };
}

async function minimumFor(db: Db | Tx, userId: number | null, offerIds: number[]): Promise<number> {
  return cartMinimum(await minimumInput(db, userId, offerIds));
}

async function cartReply(deps: ShopDeps, owner: CartOwner, cart: RawCart, language: InterfaceLanguage, loginNeeded = false): Promise<CartState> {
  const { db } = deps;
  const pending = owner.userId ? await repo.pendingOrder(db, owner.userId) : undefined;
  const billing = owner.userId ? await repo.billingOf(db, owner.userId) : undefined;
  const vat = vatOfBilling(billing ?? null);
  const minimumRule = await minimumInput(db, owner.userId, cart.offer_ids);
  const minimum = cartMinimum(minimumRule);
  const priced = await priceLines(db, owner.userId, cart.offer_ids, cart.quantity, vat, language);
  const latest = !pending && cart.step === 4 && owner.userId ? await repo.latestOrder(db, owner.userId) : undefined;
  return {
    offers: priced.lines.map(({ et_cents: _, ...line }) => line),
    quantity: cart.quantity,
    minimum_quantity: minimum,
    minimum_reason: minimumReason(minimumRule),
    step: cart.step,
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

// ------------------------------------------------------------------ cart

export async function getCart(deps: ShopDeps, owner: CartOwner, language: InterfaceLanguage): Promise<CartState> {
  return cartReply(deps, owner, await loadCart(deps.db, owner), language);
}

async function assertNoPending(db: Db, userId: number | null): Promise<void> {
  if (userId && (await repo.pendingOrder(db, userId))) throw new AppError('orderPending');
}

/**
 * PUT /cart: sets offers, quantity and a step move. Updating offers at step 0 moves to step 1 (a finished cart,
 * step 4, starts over the same way); a move to step 2 without a login stays at step 1 and says login is needed;
 * payment creation (step 3) is POST /cart. The quantity is clamped to the minimum. A pending order blocks it.
 */
export async function updateCart(deps: ShopDeps, owner: CartOwner, input: CartUpdate, language: InterfaceLanguage): Promise<CartState> {
  const { db } = deps;
  await assertNoPending(db, owner.userId);
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
  await assertNoPending(deps.db, owner.userId);
  await saveCart(deps.db, owner, EMPTY_CART);
  return cartReply(deps, owner, EMPTY_CART, language);
}

// ------------------------------------------------------------------ billing

type BillingRow = NonNullable<Awaited<ReturnType<typeof repo.billingOf>>>;

/** The VAT decision of a billing identity: its latest VIES check counts only for the number it checked. */
function vatOfBilling(row: BillingRow | null) {
  if (!row) return vatFor(null);
  const check = row.vat_check_outcome && row.vat_checked_number === row.eu_vat_number ? row.vat_check_outcome : null;
  return vatFor(row, check);
}

function toBilling(row: BillingRow) {
  const vat = vatOfBilling(row);
  return {
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    zipcode: row.zipcode,
    city: row.city,
    country_code: row.country_code,
    siret: row.siret,
    eu_vat_number: row.eu_vat_number,
    terms_of_sale_at: new Date(row.terms_of_sale_at).toISOString(),
    personal_data_at: new Date(row.personal_data_at).toISOString(),
    vat_mode: vat.mode,
    vat_rate: vat.rate,
    vat_reason: vat.reason ?? null,
    vat_check:
      row.vat_check_outcome && row.vat_checked_number === row.eu_vat_number && row.vat_checked_at
        ? {
            outcome: row.vat_check_outcome,
            checked_at: new Date(row.vat_checked_at).toISOString(),
            request_identifier: row.vat_request_identifier,
            registry: row.vat_check_registry ?? 'vies',
          }
        : null,
  };
}

export async function getBilling(db: Db, userId: number) {
  const row = await repo.billingOf(db, userId);
  return row ? toBilling(row) : null;
}

/**
 * Asks VIES about a billing VAT number (outside any transaction: a network call) and records the check. Without a
 * registry configured the check is recorded as unavailable ('not_configured'): the VAT then applies, and says why.
 */
async function checkVatNumber(deps: ShopDeps, userId: number, country: string, vatNumber: string) {
  const { memberState, number } = viesParts(country, vatNumber);
  const check = deps.vatRegistry
    ? await deps.vatRegistry.check(memberState, number)
    : { outcome: 'unavailable' as const, requestIdentifier: null, name: null, address: null, detail: 'not_configured' };
  if (check.outcome === 'unavailable') deps.log?.(`VAT number check unavailable (${check.detail})`);
  const values = {
    user_id: userId,
    vat_number: vatNumber,
    registry: deps.vatRegistry?.name ?? 'none',
    outcome: check.outcome,
    request_identifier: check.requestIdentifier,
    name: check.name,
    address: check.address,
    detail: check.detail,
  };
  return { outcome: check.outcome, write: (conn: Db | Tx) => repo.insertVatCheck(conn, values) };
}

/**
 * POST /users/{login}/billing: the billing identity, with both consents recorded at their date. An EU business's
 * VAT number (outside France) is checked with VIES first (issue #22 item 10): one VIES does not know is refused
 * (field error, the check recorded); one VIES could not confirm is stored, and the VAT applies until it does.
 */
export async function saveBilling(deps: ShopDeps, userId: number, input: BillingRequest) {
  const { db } = deps;
  if (input.eu_vat_number && (!isEuCountry(input.country_code) || !isValidVatNumber(input.country_code, input.eu_vat_number))) {
    throw new AppError('validation', { field: 'eu_vat_number', messageKey: 'bad_vat_number' });
  }
  const check =
    input.eu_vat_number && vatNumberNeedsCheck({ country_code: input.country_code, eu_vat_number: input.eu_vat_number })
      ? await checkVatNumber(deps, userId, input.country_code, input.eu_vat_number)
      : null;
  if (check?.outcome === 'invalid') {
    await check.write(db);
    throw new AppError('validation', { field: 'eu_vat_number', messageKey: 'vat_number_not_registered' });
  }
  const { terms_of_sale: _t, personal_data: _p, ...values } = input;
  await db.transaction().execute(async (tx) => {
    const checkId = check ? await check.write(tx) : null;
    await repo.saveBilling(tx, userId, {
      ...values,
      first_name: values.first_name ?? null,
      last_name: values.last_name ?? null,
      address2: values.address2 ?? null,
      address3: values.address3 ?? null,
      vat_check_id: checkId,
    });
  });
  return (await getBilling(db, userId))!;
}

/** Before a payment: a VAT number VIES could not confirm yet is asked again (the service may be back). */
async function recheckVatNumber(deps: ShopDeps, userId: number, billing: BillingRow): Promise<BillingRow> {
  if (!billing.eu_vat_number || !vatNumberNeedsCheck(billing)) return billing;
  if (billing.vat_check_outcome === 'valid' && billing.vat_checked_number === billing.eu_vat_number) return billing;
  const check = await checkVatNumber(deps, userId, billing.country_code, billing.eu_vat_number);
  await deps.db.transaction().execute(async (tx) => repo.setBillingVatCheck(tx, userId, await check.write(tx)));
  return (await repo.billingOf(deps.db, userId))!;
}

// ------------------------------------------------------------------ payment creation (step 3)

/**
 * POST /cart: checks the cart again (offers sold, minimum: 590 with the minimum, billing and consents given, no
 * pending order), stores the order as pending with its priced lines, creates the payment intent and returns the
 * cart at step 3 with the client secret.
 */
export async function createPayment(deps: ShopDeps, owner: CartOwner & { userId: number }, email: string, language: InterfaceLanguage): Promise<CartState> {
  const { db } = deps;
  await assertNoPending(db, owner.userId);
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
  const priced = await priceLines(db, owner.userId, cart.offer_ids, cart.quantity, vat, language);
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
    await repo.deleteOrder(db, orderId);
    deps.log?.(`payment intent creation failed: ${(error as Error).message}`);
    throw new AppError('internal');
  }
  await db.transaction().execute(async (tx) => {
    await repo.setOrderIntent(tx, orderId, intent.id, intent.clientSecret);
    await repo.recordIntent(tx, orderId, intent.id);
  });
  const paying = { ...cart, step: 3 };
  await saveCart(db, owner, paying);
  return cartReply(deps, owner, paying, language);
}

// ------------------------------------------------------------------ payment outcome

/**
 * One code path for every payment outcome (Stripe webhook, test provider confirmation). Idempotent: an event id
 * is handled once, and only a pending (or deleted-but-charged) order becomes paid. A success grants the
 * holdings, applies the credits to the sheets already in the space, issues the invoice and mails it; a failure
 * only records why (the order stays pending: another card may be tried, or the order deleted).
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
    if (!order || !fresh) return { order, invoice: null, handled: false, refund: false };
    const payable = order.status === 'pending' || (order.status === 'cancelled' && !order.paid_at);
    if (!payable) {
      // A success on another intent of an order already paid: the customer paid twice; the second is refunded.
      const secondCharge = event.type === 'succeeded' && !!order.paid_at && order.paid_intent_id !== event.intentId;
      if (secondCharge) await repo.markIntentRefunded(tx, event.intentId);
      return { order, invoice: null, handled: secondCharge, refund: secondCharge };
    }
    if (event.type === 'failed') {
      await repo.setOrderFailure(tx, order.id, event.failure ?? 'payment_failed');
      return { order, invoice: null, handled: true, refund: false };
    }
    const paid = await repo.markOrderPaid(tx, order.id, event.intentId);
    const lines = paid.lines as PricedLine[];
    await grantHoldings(tx, { userId: order.user_id, orderId: order.id, lines });
    await repo.markPaying(tx, order.user_id);
    // "SafeBox opens automatically if missing" (product-spec §4 "Order flow"): the paid order stands for the contract.
    const safeboxOpened = await openSafeboxForPaidOrder(tx, {
      userId: order.user_id,
      orderId: order.id,
      at: paid.paid_at ? new Date(paid.paid_at) : undefined,
    });
    const applied = await applyCreditsToSpace(tx, order.user_id);
    // Issue #23: paid processing happens at once. The sheets the credits went to are queued for reading in this
    // transaction (a demo sheet's file is rendered by the reader job), not left "not read" until someone opens them.
    if (deps.jobs) await requestReadings({ db: tx, jobs: deps.jobs }, applied.documentIds);
    const invoice = await issueInvoice(tx, deps, paid, 'invoice', null);
    await repo.saveUserCart(tx, order.user_id, { offer_ids: [], quantity: order.quantity, step: 4 });
    return { order: paid, invoice, handled: true, refund: false, safeboxOpened };
  });
  // Provider calls after the commit (no network inside a transaction).
  if (outcome.refund) {
    await deps.provider.refundIntent(event.intentId).catch((e: Error) => deps.log?.(`refund of ${event.intentId} failed: ${e.message}`));
  }
  if (outcome.invoice && outcome.order) {
    // The order is paid: its other intents (the one a resume made, or the one it replaced) must not charge again.
    await cancelOpenIntents(deps, outcome.order.id, event.intentId);
    const opened = 'safeboxOpened' in outcome && outcome.safeboxOpened === true;
    await mailInvoice(deps, outcome.order, outcome.invoice.number, outcome.invoice.pdf, opened).catch((e: Error) =>
      deps.log?.(`invoice mail failed: ${e.message}`),
    );
  }
  return { orderId: outcome.order?.id ?? null, handled: outcome.handled };
}

/** Cancels, at the provider, every intent of the order not yet replaced (except `keep`), and marks them replaced. */
async function cancelOpenIntents(deps: ShopDeps, orderId: number, keep: string | null): Promise<void> {
  for (const intentId of await repo.openIntentsOf(deps.db, orderId, keep)) {
    await deps.provider.cancelIntent(intentId);
    await repo.markIntentReplaced(deps.db, intentId);
  }
}

async function issueInvoice(tx: Tx, deps: ShopDeps, order: OrderRow, kind: 'invoice' | 'credit_note', refersTo: { id: number; number: string } | null) {
  const n = await repo.nextInvoiceNumber(tx, kind);
  const issuedAt = new Date();
  const number = `${kind === 'invoice' ? 'FA' : 'AV'}-${issuedAt.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
  const billing = order.billing as Record<string, unknown>;
  const language = (['fr', 'en', 'de', 'it'].includes(String(billing.language)) ? billing.language : 'fr') as InterfaceLanguage;
  const pdf = await buildInvoicePdf({
    kind,
    number,
    refersTo: refersTo?.number ?? null,
    issuedAt,
    paidAt: order.paid_at ? new Date(order.paid_at) : null,
    orderId: order.id,
    seller: deps.config.seller,
    billing,
    lines: order.lines as PricedLine[],
    totals: { et: euros(order.total_et_cents), vat: euros(order.total_vat_cents), it: euros(order.total_it_cents) },
    vat: { mode: order.vat_mode, rate: Number(order.vat_rate) },
    language,
  });
  const row = await repo.insertInvoice(tx, {
    number,
    kind,
    order_id: order.id,
    user_id: order.user_id,
    refers_to: refersTo?.id ?? null,
    total_et_cents: order.total_et_cents,
    total_vat_cents: order.total_vat_cents,
    total_it_cents: order.total_it_cents,
    pdf,
    issued_at: issuedAt,
  });
  return { ...row, pdf };
}

/** The invoice mail, with the invoice PDF attached (and the link to the profile, where it stays downloadable). */
async function mailInvoice(deps: ShopDeps, order: OrderRow, number: string, pdf: Buffer, safeboxOpened = false): Promise<void> {
  const user = await repo.userForMail(deps.db, order.user_id);
  const language = (['fr', 'en', 'de', 'it'].includes(user.language) ? user.language : 'fr') as InterfaceLanguage;
  const first = (user.profile as Record<string, unknown>)?.first_name;
  // Issue #23: the mail says when this payment opened SafeBox (product-spec §4 "Order flow").
  const mail = renderMail(safeboxOpened ? withSafeboxOpened(orderPaidMail) : orderPaidMail, language, {
    first_name: typeof first === 'string' ? first : '',
    number,
    total: new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(euros(order.total_it_cents)),
    url: `${deps.config.publicUrl}/${language}/account/profil`,
    support: deps.config.supportEmail,
  });
  await deps.mailer.send({
    to: user.email,
    ...mail,
    attachments: [{ filename: formatMessage(INVOICE_FILE_NAME[language], { number }), content: pdf, contentType: 'application/pdf' }],
  });
}

/** The test provider's card form: the card number decides, then the same path as Stripe's webhook. */
export async function confirmTestPayment(deps: ShopDeps, userId: number, clientSecret: string, cardNumber: string): Promise<Order> {
  const provider = deps.provider as PaymentProvider & { confirm?: (intentId: string, card: string) => PaymentEvent };
  if (provider.name !== 'test' || !provider.confirm) throw new AppError('notFound');
  const order = await repo.orderByClientSecret(deps.db, clientSecret);
  if (!order || order.user_id !== userId) throw new AppError('notFound');
  if (order.status === 'pending') await handlePaymentEvent(deps, provider.confirm(order.payment_intent_id!, cardNumber));
  return getOrder(deps.db, userId, order.id);
}

// ------------------------------------------------------------------ pending order (GET/POST/DELETE /users/{login}/command)

export async function pendingCommand(db: Db, userId: number): Promise<Order | null> {
  const order = await repo.pendingOrder(db, userId);
  return order ? toOrder(order, null) : null;
}

/**
 * Resume: a new payment intent and its client secret. The old intent is cancelled but kept (shop_order_intents):
 * if its payment still succeeds (cancel comes too late, a 3-D Secure page left open), the order is paid by it.
 */
export async function resumeCommand(deps: ShopDeps, userId: number, email: string): Promise<Order> {
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
export async function deleteCommand(deps: ShopDeps, userId: number): Promise<void> {
  const order = await deps.db.transaction().execute(async (tx) => {
    const pending = await repo.lockPendingOrder(tx, userId);
    if (!pending) throw new AppError('notFound');
    await repo.cancelOrder(tx, pending.id);
    await repo.saveUserCart(tx, userId, EMPTY_CART);
    return pending;
  });
  await cancelOpenIntents(deps, order.id, null);
}

// ------------------------------------------------------------------ orders, invoices, credit notes

function toOrder(row: OrderRow, invoiceNumber: string | null): Order {
  return {
    id: row.id,
    status: row.status,
    quantity: row.quantity,
    offers: (row.lines as PricedLine[]).map(({ et_cents: _, ...line }) => line),
    total_et: euros(row.total_et_cents),
    total_vat: euros(row.total_vat_cents),
    total_it: euros(row.total_it_cents),
    vat_rate: Number(row.vat_rate),
    vat_mode: row.vat_mode,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    failure: row.failure,
    invoice_number: invoiceNumber,
    client_secret: row.status === 'pending' ? row.client_secret : null,
    provider: row.provider,
  };
}

/** One of the user's orders (another user's answers 604, as if it did not exist). */
export async function getOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  const row = await repo.orderById(db, orderId);
  if (!row || row.user_id !== userId) throw new AppError('notFound');
  return toOrder(row, (await repo.invoiceOfOrder(db, row.id, 'invoice'))?.number ?? null);
}

export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const invoices = new Map((await repo.invoicesOf(db, userId)).filter((i) => i.kind === 'invoice').map((i) => [i.order_id, i.number]));
  return (await repo.ordersOf(db, userId)).map((o) => toOrder(o, invoices.get(o.id) ?? null));
}

/** The order the cart's last step shows (POST /cart/checkout, payment return pages): the pending or latest one. */
export async function currentOrder(db: Db, userId: number): Promise<Order | null> {
  const row = (await repo.pendingOrder(db, userId)) ?? (await repo.latestOrder(db, userId));
  return row ? getOrder(db, userId, row.id) : null;
}

export async function listInvoices(db: Db, userId: number, login: string): Promise<Invoice[]> {
  return (await repo.invoicesOf(db, userId)).map((i) => ({
    id: i.id,
    number: i.number,
    kind: i.kind,
    order_id: i.order_id,
    issued_at: new Date(i.issued_at).toISOString(),
    total_et: euros(i.total_et_cents),
    total_vat: euros(i.total_vat_cents),
    total_it: euros(i.total_it_cents),
    href: `/api/v1/users/${encodeURIComponent(login)}/invoices/${i.id}/pdf`,
  }));
}

export async function invoicePdf(db: Db, userId: number, invoiceId: number): Promise<{ number: string; pdf: Buffer }> {
  const row = await repo.invoiceById(db, invoiceId);
  if (!row || row.user_id !== userId) throw new AppError('notFound');
  // A refund's credit note is rendered by a job after its transaction (admin-catalogue): empty until then.
  if (row.pdf.length === 0) throw new AppError('documentNotReady');
  return { number: row.number, pdf: row.pdf };
}

/**
 * Cancels a paid order: its holdings stop and a credit note (its own gap-free series) cancels the invoice, which
 * is never deleted. Returns the credit note's number.
 */
export async function cancelPaidOrder(deps: ShopDeps, orderId: number): Promise<string> {
  return deps.db.transaction().execute(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.status !== 'paid') throw new AppError('notFound');
    const invoice = await repo.invoiceOfOrder(tx, order.id, 'invoice');
    const cancelled = await repo.cancelOrder(tx, order.id);
    await revokeHoldings(tx, order.id);
    await closeSafeboxOfCancelledOrder(tx, order.id);
    const note = await issueInvoice(tx, deps, cancelled, 'credit_note', invoice ? { id: invoice.id, number: invoice.number } : null);
    return note.number;
  });
}

// ------------------------------------------------------------------ subscription (api-spec §3)

export async function subscription(db: Db, userId: number, language: InterfaceLanguage) {
  const held = await entitlementsFor(db, userId);
  const pending = await repo.pendingOrder(db, userId);
  const etByOffer = await paidByOffer(db, userId);
  const offers: SubscriptionOffer[] = held.offers.flatMap((o) => {
    const offer = offerById(o.offer_id);
    if (!offer) return [];
    return [
      {
        packs: o.packs,
        pending: false,
        offer_code: offer.reference,
        offer_id: offer.id,
        tool_id: offer.tool.id,
        start_date: o.start_date,
        end_date: o.end_date,
        et_price: euros(etByOffer.get(o.offer_id) ?? 0),
        offer_label: offer.labels[language],
        tool_label: offer.tool.labels[language],
        individual_price: euros(offer.price_cents),
        state: 'active',
        credits: o.credits,
        used_credits: o.used,
      },
    ];
  });
  for (const line of (pending?.lines as PricedLine[] | undefined) ?? []) {
    const offer = offerById(line.offer_id);
    if (!offer) continue;
    offers.push({
      packs: line.quantity,
      pending: true,
      offer_code: offer.reference,
      offer_id: offer.id,
      tool_id: offer.tool.id,
      start_date: line.start_date,
      end_date: line.end_date,
      et_price: line.et_price,
      offer_label: line.option,
      tool_label: line.tool_label,
      individual_price: line.unit_price,
      state: 'pending',
      credits: 0,
      used_credits: 0,
    });
  }
  return { tokens: held.tokens, used_tokens: held.usedTokens, total_results: offers.length, offers, safebox: held.safebox, pending: !!pending };
}
