/** Health check. Other code reaches this module only through this file. */
export { healthRoutes } from './health.routes.ts';
