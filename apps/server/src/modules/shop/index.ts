/** The shop: catalogue, cart, orders, payments, invoices. Other code reaches this module only through this file. */
export { shopRoutes } from './routes.ts';
export { premiumDemoSeeder, shopSeeder } from './shop.seeder.ts';
export { shopJobDefinitions } from './jobs.ts';
export { mergeVisitorCart } from './cart.ts';
export { cancelPaidOrderWithCreditNote, cancelPendingOrderByStaff, invoiceForStaff, renderCreditNotePdf } from './credit-notes.ts';
