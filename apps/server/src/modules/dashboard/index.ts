/** The back office's dashboard (issue #26). Other code reaches this module only through this file. */
export { dashboardRoutes } from './dashboard.routes.ts';
