import type { FastifyInstance } from 'fastify';
import { alertRoutes } from './alert/index.ts';
import { extractionRoutes } from './extraction/index.ts';
import { healthRoutes } from './health/index.ts';
import { sessionRoutes } from './session/index.ts';
import { usersRoutes } from './users/index.ts';
import { siteConfigRoutes } from './site-config/index.ts';
import { updateSubscriptionsRoutes } from './consultations/index.ts';
import { customerCodesRoutes } from './customer-codes/index.ts';
import { documentsRoutes } from './documents/index.ts';
import { searchRoutes } from './search/index.ts';
import { suppliersRoutes } from './suppliers/index.ts';
import { vigiRoutes } from './vigi/index.ts';
import { myFdsRoutes } from './my-fds/index.ts';
import { applyProfileSafebox, safeboxRoutes, safeboxStatus } from './safebox/index.ts';
import { shopRoutes } from './shop/index.ts';
import { formsRoutes } from './forms/index.ts';
import { contentRoutes } from './content/index.ts';
import { toolsRoutes } from './tools/index.ts';
import { auditRoutes } from './audit/index.ts';
import { adminCatalogueRoutes } from './admin-catalogue/index.ts';
import { staffUsersRoutes } from './users/index.ts';
import { supplierRoutes } from './supplier-space/index.ts';
import { supplierDeliveriesRoutes } from './supplier-deliveries/index.ts';
import { deskRoutes } from './desk/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { apiKeysRoutes } from './api-keys/index.ts';
import { supplierApiRoutes } from './supplier-api/index.ts';

/**
 * Every feature module's routes, registered by app.ts. Add one line per feature.
 * Paths inside a module are given without /api/v1 (apiRoute adds it).
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(sessionRoutes);
  await app.register(usersRoutes, { profileSafebox: applyProfileSafebox });
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
  // My-FDS, the personal space (issue #12).
  await app.register(myFdsRoutes);
  // SafeBox (issue #13).
  await app.register(safeboxRoutes);
  // The shop and credits (issue #14).
  await app.register(shopRoutes);
  // Contact forms and customer-code requests (issue #25).
  await app.register(formsRoutes);
  // Site content: blog, shows and events, trainings, information pages (issue #25).
  await app.register(contentRoutes);
  // Regulatory tools: Quick-ICPE, Quick-ADR, labels (issue #28).
  await app.register(toolsRoutes);
  // The back office's audit log (issue #26).
  await app.register(auditRoutes);
  // The back office's catalogue side: suppliers, sheets, orders, lists (issue #26).
  await app.register(adminCatalogueRoutes);
  // The back office's accounts: roles, lock, credits, sessions (issue #26).
  await app.register(staffUsersRoutes, { safeboxStatus });
  // The supplier's space: staff, publishing, customer codes, statistics (issue #27).
  await app.register(supplierRoutes);
  // Supplier deliveries, sends with proof (issue #27 part 2).
  await app.register(supplierDeliveriesRoutes);
  // The back office's desk: requests, SafeBox contracts, Premium checks (issue #26).
  await app.register(deskRoutes);
  // The back office's catalogue side: suppliers, sheets, orders, lists (issue #26).
  // The back office's dashboard (issue #26).
  await app.register(dashboardRoutes);
  // API keys for integrators (issue #27 part 2).
  await app.register(apiKeysRoutes);
  await app.register(supplierApiRoutes);
}
