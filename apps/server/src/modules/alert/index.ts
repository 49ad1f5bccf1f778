/** The alert banner (issue #2). Other code reaches this module only through this file. */
export { alertRoutes } from './routes.ts';
export { assertNotLocked } from './service.ts';
