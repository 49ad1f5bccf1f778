/** The supplier's write calls for integrators (issue #27 part 2): publish a sheet and set its access, through the catalogue's publisher. */
export { supplierApiRoutes } from './supplier-api.routes.ts';
