import type { FastifyInstance } from 'fastify';
import { publishingRoutes } from './publishing.routes.ts';
import { supplierCodesRoutes } from './codes.routes.ts';
import { supplierSpaceRoutes } from './supplier-space.routes.ts';

/** Every route of the supplier's space (each plugin keeps its own multipart settings). */
export async function supplierRoutes(app: FastifyInstance) {
  await app.register(supplierSpaceRoutes);
  await app.register(publishingRoutes);
  await app.register(supplierCodesRoutes);
}
