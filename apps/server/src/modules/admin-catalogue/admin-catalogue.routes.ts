import type { FastifyInstance } from 'fastify';
import { adminOrderRoutes } from './orders/orders.routes.ts';
import { adminSheetRoutes } from './sheets/sheets.routes.ts';
import { adminSupplierRoutes } from './suppliers/suppliers.routes.ts';

/** Registers the back office's catalogue routes (every one `access: 'staff'` with its permission). */
export async function adminCatalogueRoutes(app: FastifyInstance) {
  await app.register(adminSupplierRoutes);
  await app.register(adminSheetRoutes);
  await app.register(adminOrderRoutes);
}
