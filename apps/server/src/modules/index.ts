import type { FastifyInstance } from 'fastify';
import { alertRoutes } from './alert/routes.ts';
import { extractionRoutes } from './extraction/extraction.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { siteConfigRoutes } from './site-config/site-config.routes.ts';
import { updateSubscriptionsRoutes } from './consultations/update-subscriptions.routes.ts';
import { customerCodesRoutes } from './customer-codes/customer-codes.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { suppliersRoutes } from './suppliers/suppliers.routes.ts';
import { vigiRoutes } from './vigi/vigi.routes.ts';
import { shopRoutes } from './shop/routes.ts';

/**
 * Every feature module's routes, registered by app.ts. Add one line per feature.
 * Paths inside a module are given without /api/v1 (apiRoute adds it).
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(usersRoutes);
  await app.register(alertRoutes);
  await app.register(siteConfigRoutes);
  // Catalogue and search (issue #3).
  await app.register(suppliersRoutes);
  await app.register(customerCodesRoutes);
  await app.register(searchRoutes);
  await app.register(documentsRoutes);
  await app.register(updateSubscriptionsRoutes);
  // Sheet reader (issue #4).
  await app.register(extractionRoutes);
  await app.register(vigiRoutes);
  // The shop and credits (issue #14).
  await app.register(shopRoutes);
}
