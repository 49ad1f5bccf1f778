import type { FastifyInstance } from 'fastify';
import { deliveriesRoutes } from './deliveries.routes.ts';
import { sendsRoutes } from './sends.routes.ts';

/** Every route of the module: deliveries, and the sends with their proof. */
export async function supplierDeliveriesRoutes(app: FastifyInstance) {
  await deliveriesRoutes(app);
  await sendsRoutes(app);
}
