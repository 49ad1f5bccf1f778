import type { AppContext } from '../../context.ts';
import { importDeliveries } from './deliveries.service.ts';
import { publishDemoRevision } from './demo-revision.ts';
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
 * be sent to. Through the import's own checks (importDeliveries). Then a new revision of the first of those products,
 * published through the supplier's publishing flow, so that its sends page shows a real entry: the send job that
 * publication queues sends it to the product's two customers (issue #27: customers of the last 12 months), with its
 * proof. Runs after the supplier-space seeder; once: a supplier with deliveries is left alone.
 */
export const deliveriesDemoSeeder = {
  name: 'supplier-deliveries',
  async run(ctx: AppContext, log: (msg: string) => void): Promise<void> {
    const publisher = await demo.supplierAdministeredBy(ctx.db, DEMO_SUPPLIER_LOGIN);
    if (publisher === null || (await demo.hasDeliveries(ctx.db, publisher.supplierId))) return;
    const { supplierId } = publisher;
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
    // Delivered 1 and 2 months ago: both customers are within the 12 months.
    const revision = await publishDemoRevision(ctx, publisher, products[0]);
    if (revision) log(`demo supplier: new revision ${revision.iddc} of ${products[0]} published, its send to the product’s customers queued`);
  },
};
