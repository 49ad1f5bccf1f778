/** Supplier directory and the staged search's supplier steps. Other code reaches this module only through this file. */
export { suppliersRoutes } from './suppliers.routes.ts';
