import type { AppContext } from '../../context.ts';
import type { Seeder } from '../../seed/index.ts';
import { orderedSheetIds } from '../entitlements/index.ts';
import { enqueueExtraction } from '../extraction/index.ts';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { TestPaymentProvider } from '../../payments/index.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const DEMO_LOGIN = 'user@openfds.local';
const PREMIUM_DEMO_LOGIN = 'premium@openfds.local';
/** FDS-Extract Premium (extraction and control). */
const PREMIUM_OFFER = 13;
/** FDS-Extract standard and Vigi-Substances CLP Annex VI, 2 lots each. */
const DEMO_OFFERS = [12, 23];

/**
 * The demo user gets a paid order (through the real cart, payment and invoice path, with the test provider),
 * hence credits, an invoice, and a few sheets of the space processed. Idempotent: skipped once the user has a
 * paid order.
 */
export const shopSeeder: Seeder = {
  name: 'shop',
  async run(ctx, log) {
    const order = await demoOrder(ctx, DEMO_LOGIN, { offers: DEMO_OFFERS, fallback: [12], quantity: 2, keep: 3 });
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
    if (!order) return;
    const user = (await repo.userByLogin(ctx.db, PREMIUM_DEMO_LOGIN))!;
    for (const documentId of await orderedSheetIds(ctx.db, user.id)) await enqueueExtraction(ctx, documentId);
    log(`premium demo user: order ${order} paid, a Premium credit spent on a sheet (control report)`);
  },
};

/** A paid order of `offers` (else `fallback`) for a demo login, `keep` public sheets put in its space first; null when skipped. */
async function demoOrder(
  ctx: AppContext,
  login: string,
  input: { offers: number[]; fallback: number[] | null; quantity: number; keep: number },
): Promise<number | null> {
  const user = await repo.userByLogin(ctx.db, login);
  if (!user || (await repo.hasPaidOrder(ctx.db, user.id))) return null;
  // A few public sheets in the space, so that the credits have sheets to process.
  await repo.keepPublicSheets(ctx.db, user.id, input.keep);
  const provider = new TestPaymentProvider();
  const deps = { db: ctx.db, config: ctx.config, mailer: { send: async () => {} }, provider };
  if (await repo.pendingOrder(ctx.db, user.id)) await service.deleteCommand(deps, user.id);
  await service.saveBilling(deps, user.id, {
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
    await service.updateCart(deps, owner, { offer_ids: input.offers, quantity: input.quantity, step: 2 }, 'fr');
  } catch (error) {
    // CLP Annex VI not loaded (no list file): the data-extract offer alone.
    if (!input.fallback) throw error;
    await service.updateCart(deps, owner, { offer_ids: input.fallback, quantity: input.quantity, step: 2 }, 'fr');
  }
  await service.createPayment(deps, owner, user.email, 'fr');
  const order = (await repo.pendingOrder(ctx.db, user.id))!;
  await service.handlePaymentEvent(deps, provider.confirm(order.payment_intent_id!, TEST_CARD_SUCCESS));
  return order.id;
}
