import type { AppContext } from '../../context.ts';
import { importDeliveries } from './deliveries.service.ts';
import * as demo from './demo.repository.ts';

/** The demo supplier account (supplier-space/demo-supplier.seeder.ts creates it). */
const DEMO_SUPPLIER_LOGIN = 'supplier@openfds.local';
/**
 * The demo customers the deliveries name: addresses without an account, so that a new revision of one of these
 * products (the browser tests publish some) is mailed to them and never changes a demo account's space.
 */
const DEMO_CUSTOMERS = ['achats@client-demo.example', 'hse@usine-demo.example'];

/**
 * The demo supplier's deliveries (issue #27 part 2): a few products delivered to the demo customers over the last
 * months, so that its deliveries page lists something and a new revision of one of those products has customers to
 * be sent to. Through the import's own checks (importDeliveries). Runs after the supplier-space seeder; idempotent:
 * a supplier with deliveries is left alone.
 */
export const deliveriesDemoSeeder = {
  name: 'supplier-deliveries',
  async run(ctx: AppContext, log: (msg: string) => void): Promise<void> {
    const supplierId = await demo.supplierAdministeredBy(ctx.db, DEMO_SUPPLIER_LOGIN);
    if (supplierId === null || (await demo.hasDeliveries(ctx.db, supplierId))) return;
    const products = await demo.publicProductCodes(ctx.db, supplierId, 3);
    const day = (monthsAgo: number) => {
      const now = ctx.clock.now();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15)).toISOString().slice(0, 10);
    };
    const rows = products.flatMap((product_code, i) =>
      DEMO_CUSTOMERS.map((email, j) => ({ at: i * DEMO_CUSTOMERS.length + j + 1, values: { email, product_code, delivered_on: day(i + j + 1) } })),
    );
    if (rows.length === 0) return;
    const { added } = await importDeliveries(ctx, supplierId, rows);
    log(`demo supplier: ${added} deliveries of ${products.length} products to ${DEMO_CUSTOMERS.length} customers`);
  },
};
