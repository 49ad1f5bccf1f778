import type { FastifyInstance } from 'fastify';
import { alertRoutes } from './alert/routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { sessionRoutes } from './session/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { siteConfigRoutes } from './site-config/site-config.routes.ts';

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
}
