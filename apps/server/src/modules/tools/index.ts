/** The regulatory tools on the user's sheets (issue #28): Quick-ICPE, Quick-ADR, workplace labels. Other code reaches this module only through this file. */
export { toolsRoutes } from './tools.routes.ts';
