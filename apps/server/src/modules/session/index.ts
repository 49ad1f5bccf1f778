/** Login, logout, guest data (PUT /session). Other code reaches this module only through this file. */
export { sessionRoutes } from './routes.ts';
