import type { AppContext } from '../../context.ts';
import type { Seeder } from '../../seed/index.ts';
import { depositIntoSpace } from '../my-fds/index.ts';
import { findUserByLogin } from '../users/index.ts';
import { TEST_CARD_SUCCESS, offerByReference } from '@openfds/contract';
import { AppError } from '../../errors/app-error.ts';
import { TestPaymentProvider } from '../../payments/index.ts';
import { saveBilling } from './billing.ts';
import { updateCart } from './cart.ts';
import { createPayment } from './checkout.ts';
import type { ShopDeps } from './deps.ts';
import { handlePaymentEvent } from './payment-outcome.ts';
import { deletePendingOrder } from './pending-order.ts';
import * as repo from './repository.ts';

const DEMO_LOGIN = 'user@openfds.local';
const PREMIUM_DEMO_LOGIN = 'premium@openfds.local';
const offerId = (reference: string) => offerByReference(reference)!.id;
/** FDS-Extract Premium (extraction and control). */
const PREMIUM_OFFER = offerId('FDS-EXTRACT-PREMIUM');
/** The three regulatory tools' lots (issue #28), so that a fresh start shows them at work for the demo user. */
const TOOL_OFFERS = [offerId('QUICK-ICPE-REPORTS'), offerId('QUICK-ADR-LOADS'), offerId('FDS-LABELS-SHEETS')];
/** FDS-Extract standard, Vigi-Substances CLP Annex VI and the tools, 2 lots each. */
const DEMO_OFFERS = [offerId('FDS-EXTRACT-STANDARD'), offerId('VIGI-CLP-ANNEX-VI'), ...TOOL_OFFERS];

/**
 * The demo user gets a paid order (through the real cart, payment and invoice path, with the test provider),
 * hence credits, an invoice, and a few sheets of the space processed. Idempotent: skipped once the user has a
 * paid order.
 */
export const shopSeeder: Seeder = {
  name: 'shop',
  async run(ctx, log) {
    const order = await demoOrder(ctx, DEMO_LOGIN, { offers: DEMO_OFFERS, fallback: [DEMO_OFFERS[0]!, ...TOOL_OFFERS], quantity: 2, keep: 3 });
    if (order) log(`demo user: order ${order} paid with the test card, credits and invoice created`);
  },
};

/**
 * The Premium demo user (issue #15) gets one lot of FDS-Extract Premium through the same path, spent on one sheet of
 * its space, whose reading is queued: the sheet page then offers the control report. Idempotent like the above.
 */
export const premiumDemoSeeder: Seeder = {
  name: 'shop-premium',
  async run(ctx, log) {
    const order = await demoOrder(ctx, PREMIUM_DEMO_LOGIN, { offers: [PREMIUM_OFFER], fallback: null, quantity: 1, keep: 1 });
    // The payment itself queued the reading of the sheet its credit went to (issue #23, paid processing at once).
    if (!order) return;
    log(`premium demo user: order ${order} paid, a Premium credit spent on a sheet (control report)`);
  },
};

/** A paid order of `offers` (else `fallback`) for a demo login, `keep` public sheets put in its space first; null when skipped. */
async function demoOrder(
  ctx: AppContext,
  login: string,
  input: { offers: number[]; fallback: number[] | null; quantity: number; keep: number },
): Promise<number | null> {
  const user = await findUserByLogin(ctx.db, login);
  if (!user || (await repo.hasPaidOrder(ctx.db, user.id))) return null;
  // A few public sheets in the space (as favourites), so that the credits have sheets to process.
  for (const documentId of await repo.publicSheetIds(ctx.db, input.keep)) {
    await depositIntoSpace(ctx.db, { userId: user.id, documentId, source: 'favourite' });
  }
  const provider = new TestPaymentProvider();
  // The demo accounts get no mail (as before the invoice mail became a job).
  const deps: ShopDeps = { db: ctx.db, config: ctx.config, mailer: ctx.mailer, storage: ctx.storage, jobs: ctx.jobs, provider, noCustomerMail: true };
  if (await repo.pendingOrder(ctx.db, user.id)) await deletePendingOrder(deps, user.id);
  await saveBilling(deps, user.id, {
    company_name: 'Demo Chimie SARL',
    first_name: 'Demo',
    last_name: 'User',
    address1: '12 avenue des Essais',
    address2: null,
    address3: null,
    zipcode: '69007',
    city: 'Lyon',
    country_code: 'FR',
    siret: '12345678901234',
    eu_vat_number: null,
    terms_of_sale: true,
    personal_data: true,
  });
  const owner = { userId: user.id, sessionId: null, sessionCart: null };
  try {
    await updateCart(deps, owner, { offer_ids: input.offers, quantity: input.quantity, step: 2 }, 'fr');
  } catch (error) {
    // CLP Annex VI not loaded (no list file: 582, offer not on sale): the data-extract offer and the tools.
    if (!input.fallback || !(error instanceof AppError) || error.error !== 'cartOfferInvalid') throw error;
    await updateCart(deps, owner, { offer_ids: input.fallback, quantity: input.quantity, step: 2 }, 'fr');
  }
  await createPayment(deps, owner, user.email, 'fr');
  const order = (await repo.pendingOrder(ctx.db, user.id))!;
  await handlePaymentEvent(deps, provider.confirm(order.payment_intent_id!, TEST_CARD_SUCCESS));
  return order.id;
}
