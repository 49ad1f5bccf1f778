/** The public sheet search (GET /documents). Other code reaches this module only through this file. */
export { searchRoutes } from './search.routes.ts';
export { toResultRows } from './search.service.ts';
export { languageVersions, myFdsFlags } from './search.repository.ts';
