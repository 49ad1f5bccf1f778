/**
 * Sending updated sheets to a supplier's customers with proof (issue #27 part 2): deliveries, the send job queued by
 * the catalogue's publisher for every new revision, the append-only proof archive and its reports.
 */
export { deliveriesRoutes } from './deliveries.routes.ts';
