import type { FastifyInstance } from 'fastify';
import { extractionRoutes } from './extraction/extraction.routes.ts';
import { healthRoutes } from './health/health.routes.ts';

/**
 * Every feature module's routes, registered by app.ts. Add one line per feature.
 * Paths inside a module are given without /api/v1 (apiRoute adds it).
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(extractionRoutes);
}
