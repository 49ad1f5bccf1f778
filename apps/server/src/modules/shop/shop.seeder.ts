import type { Seeder } from '../../seed/index.ts';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { TestPaymentProvider } from '../../payments/index.ts';
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
    const user = await ctx.db.selectFrom('users').select(['id', 'email']).where('login', '=', DEMO_LOGIN).executeTakeFirst();
    if (!user) return;
    const paid = await ctx.db.selectFrom('shop_orders').select('id').where('user_id', '=', user.id).where('status', '=', 'paid').executeTakeFirst();
    if (paid) return;
    // A few public sheets in the space, so that the credits have sheets to process.
    const sheets = await ctx.db.selectFrom('documents').select('id').where('access', '=', 'public').where('deleted_at', 'is', null).orderBy('id').limit(3).execute();
    if (sheets.length) {
      await ctx.db.insertInto('user_documents').values(sheets.map((s) => ({ user_id: user.id, document_id: s.id, source: 'favourite' })))
        .onConflict((oc) => oc.columns(['user_id', 'document_id']).doNothing()).execute();
    }
    const provider = new TestPaymentProvider();
    const deps = { db: ctx.db, config: ctx.config, mailer: { send: async () => {} }, provider };
    const pending = await ctx.db.selectFrom('shop_orders').select('id').where('user_id', '=', user.id).where('status', '=', 'pending').executeTakeFirst();
    if (pending) await service.deleteCommand(deps, user.id);
    await service.saveBilling(ctx.db, user.id, {
      company_name: 'Demo Chimie SARL', first_name: 'Demo', last_name: 'User', address1: '12 avenue des Essais', address2: null, address3: null,
      zipcode: '69007', city: 'Lyon', country_code: 'FR', siret: '12345678901234', eu_vat_number: null, terms_of_sale: true, personal_data: true,
    });
    const owner = { userId: user.id, sessionId: null, sessionCart: null };
    try {
      await service.updateCart(deps, owner, { offer_ids: DEMO_OFFERS, quantity: 2, step: 2 }, 'fr');
    } catch {
      // CLP Annex VI not loaded (no list file): the data-extract offer alone.
      await service.updateCart(deps, owner, { offer_ids: [12], quantity: 2, step: 2 }, 'fr');
    }
    await service.createPayment(deps, owner, user.email, 'fr');
    const order = await ctx.db.selectFrom('shop_orders').select(['id', 'payment_intent_id']).where('user_id', '=', user.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
    await service.handlePaymentEvent(deps, provider.confirm(order.payment_intent_id!, TEST_CARD_SUCCESS));
    log(`demo user: order ${order.id} paid with the test card, credits and invoice created`);
  },
};
