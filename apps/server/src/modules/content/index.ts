/** Site content: blog, shows and events, trainings, information pages (issue #25). Reached only through this file. */
export { contentRoutes } from './routes.ts';
export { contentAdminRoutes } from './admin.routes.ts';
