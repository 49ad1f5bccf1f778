import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';
import { vigiRoutes } from './vigi/vigi.routes.ts';

/**
 * Every feature module's routes, registered by app.ts. Add one line per feature.
 * Paths inside a module are given without /api/v1 (apiRoute adds it).
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(vigiRoutes);
}
