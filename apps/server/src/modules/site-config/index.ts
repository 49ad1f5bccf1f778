/** Public settings of the web shell. Other code reaches this module only through this file. */
export { siteConfigRoutes } from './site-config.routes.ts';
