import { afterAll, beforeAll, expect } from 'vitest';
import { TEST_CARD_SUCCESS, offerByReference, type BillingRequest } from '@openfds/contract';
import { TestPaymentProvider, type PaymentProvider } from '../src/payments/index.ts';
import type { ShopDeps } from '../src/modules/shop/deps.ts';
import { shopJobDefinitions } from '../src/modules/shop/index.ts';
import { expectReplyMatchesContract, registeredRoute } from './contract-replies.ts';
import { createTestContext, type TestContext } from './context.ts';

/**
 * Shop test data shared by every test that buys something: billing identities, offers found by their reference
 * (never by a magic id), and a purchase through the real API (billing, cart, payment, test card).
 */

/** A French company (domestic VAT, 20 %). */
export const BILLING_FR = {
  company_name: 'Acme Chimie',
  address1: '1 rue des Lilas',
  zipcode: '69001',
  city: 'Lyon',
  country_code: 'FR',
  siret: '12345678901234',
  terms_of_sale: true,
  personal_data: true,
} as const satisfies Partial<BillingRequest> & Record<string, unknown>;

/** The id of the offer sold under `reference` (FDS-EXTRACT-STANDARD, VIGI-CLP-ANNEX-VI...); throws when none. */
export function offerId(reference: string): number {
  const offer = offerByReference(reference);
  if (!offer) throw new Error(`no offer ${reference}`);
  return offer.id;
}

/** The offers the shop tests buy most. */
export const OFFERS = {
  basic: offerId('FDS-EXTRACT-BASIC'),
  standard: offerId('FDS-EXTRACT-STANDARD'),
  premium: offerId('FDS-EXTRACT-PREMIUM'),
  clp: offerId('VIGI-CLP-ANNEX-VI'),
};

/** An API call as a logged-in user (or a visitor without cookie), in English; the shop's replies are checked against the contract. */
export function shopCall(t: TestContext) {
  return async (method: string, url: string, cookie?: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    // The shop's own routes; other modules' replies are their tests' to check (my-FDS's documents reply, for
    // one, sends an `extracted` its contract lacks: left to its branch).
    if (registeredRoute(method, `/api/v1${url}`)?.tags.includes('shop')) expectReplyMatchesContract(res, method, `/api/v1${url}`);
    return res;
  };
}

/**
 * A test file's context for the shop (a fresh database and app, closed after the file), with its API caller;
 * `setup` runs once it is ready. Read `t` and `call` inside the tests (they exist once beforeAll ran).
 */
export function shopTestContext(setup?: (t: TestContext) => Promise<void>): { t: TestContext; call: ReturnType<typeof shopCall> } {
  const holder = {} as { t: TestContext; call: ReturnType<typeof shopCall> };
  beforeAll(async () => {
    holder.t = await createTestContext();
    holder.call = shopCall(holder.t);
    await setup?.(holder.t);
  }, 120_000);
  afterAll(async () => holder.t?.close());
  return holder;
}

/** Billing, a cart of `offers` at `quantity` lots and the payment created: the order waits for the card (its client secret). */
export async function startPurchase(
  t: TestContext,
  user: { login: string; cookie: string },
  input: { offers: number[]; quantity: number; billing?: Record<string, unknown> },
): Promise<string> {
  const call = shopCall(t);
  const billing = await call('POST', `/users/${user.login}/billing`, user.cookie, input.billing ?? BILLING_FR);
  expect(billing.statusCode, billing.body).toBe(200);
  const put = await call('PUT', '/cart', user.cookie, { offer_ids: input.offers, quantity: input.quantity, step: 2 });
  expect(put.statusCode, put.body).toBe(200);
  const post = await call('POST', '/cart', user.cookie);
  expect(post.statusCode, post.body).toBe(200);
  return post.json().collection.items[0].client_secret as string;
}

/** The shop's services' dependencies in a test (the test provider unless given). */
export function shopDeps(t: TestContext, provider: PaymentProvider = new TestPaymentProvider()): ShopDeps {
  return { db: t.db, config: t.config, mailer: t.mailer, storage: t.storage, jobs: t.jobs, provider };
}

const ran = new WeakSet<object>();

/**
 * Runs the shop's jobs the test queue recorded and no call ran yet (invoice PDFs and mails, refunds), as the
 * worker would after the commit; returns how many ran.
 */
export async function runShopJobs(t: TestContext): Promise<number> {
  const handlers = new Map(shopJobDefinitions(t).map((d) => [d.name, d]));
  let count = 0;
  for (const job of t.sentJobs) {
    const definition = handlers.get(job.name);
    if (!definition || ran.has(job)) continue;
    ran.add(job);
    await definition.handle(job.data);
    count += 1;
  }
  return count;
}

/** startPurchase, then the test card pays and the shop's jobs run: the paid order (as GET /users/{login}/orders/{id} says it). */
export async function purchase(
  t: TestContext,
  user: { login: string; cookie: string },
  input: { offers: number[]; quantity: number; billing?: Record<string, unknown> },
): Promise<{ id: number; invoice_number: string }> {
  const secret = await startPurchase(t, user, input);
  const paid = await shopCall(t)('POST', '/payments/test/confirm', user.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
  expect(paid.statusCode, paid.body).toBe(200);
  const order = paid.json().collection.items[0];
  expect(order.status).toBe('paid');
  // The invoice's PDF and mail, as the worker does them after the commit.
  await runShopJobs(t);
  return order;
}
