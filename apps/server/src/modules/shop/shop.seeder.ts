import type { Seeder } from '../../seed/index.ts';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { TestPaymentProvider } from '../../payments/index.ts';
import * as repo from './repository.ts';
import * as service from './service.ts';

const DEMO_LOGIN = 'user@openfds.local';
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
    const user = await repo.userByLogin(ctx.db, DEMO_LOGIN);
    if (!user || (await repo.hasPaidOrder(ctx.db, user.id))) return;
    // A few public sheets in the space, so that the credits have sheets to process.
    await repo.keepPublicSheets(ctx.db, user.id, 3);
    const provider = new TestPaymentProvider();
    const deps = { db: ctx.db, config: ctx.config, mailer: { send: async () => {} }, provider };
    if (await repo.pendingOrder(ctx.db, user.id)) await service.deleteCommand(deps, user.id);
    await service.saveBilling(ctx.db, user.id, {
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
      await service.updateCart(deps, owner, { offer_ids: DEMO_OFFERS, quantity: 2, step: 2 }, 'fr');
    } catch {
      // CLP Annex VI not loaded (no list file): the data-extract offer alone.
      await service.updateCart(deps, owner, { offer_ids: [12], quantity: 2, step: 2 }, 'fr');
    }
    await service.createPayment(deps, owner, user.email, 'fr');
    const order = (await repo.pendingOrder(ctx.db, user.id))!;
    await service.handlePaymentEvent(deps, provider.confirm(order.payment_intent_id!, TEST_CARD_SUCCESS));
    log(`demo user: order ${order.id} paid with the test card, credits and invoice created`);
  },
};
