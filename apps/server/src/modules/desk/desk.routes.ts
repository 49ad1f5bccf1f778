import type { FastifyInstance } from 'fastify';
import { contentAdminRoutes } from '../content/index.ts';
import { deskPremiumRoutes } from './premium/premium.routes.ts';
import { deskRequestsRoutes } from './requests/requests.routes.ts';
import { deskSafeboxRoutes } from './safebox/safebox-desk.routes.ts';

/** Every route of the desk: requests, SafeBox contracts, Premium checks, and the content module's back-office edits. */
export async function deskRoutes(app: FastifyInstance) {
  await app.register(deskRequestsRoutes);
  await app.register(deskSafeboxRoutes);
  await app.register(deskPremiumRoutes);
  await app.register(contentAdminRoutes);
}
