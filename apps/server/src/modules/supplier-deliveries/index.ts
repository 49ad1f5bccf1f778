/**
 * Sending updated sheets to a supplier's customers with proof (issue #27 part 2): deliveries, the send job queued by
 * the catalogue's publisher for every new revision, the append-only proof archive and its reports.
 */
export { supplierDeliveriesRoutes } from './routes.ts';
export { supplierSendsJob, SUPPLIER_SENDS_JOB, deliveriesSince } from './sends.job.ts';
export { verifyArchive, type ArchiveVerification } from './proof-archive.ts';
export { importDeliveries, deliveriesFromJson } from './deliveries.service.ts';
/** Demo data: the demo supplier's deliveries (seed/index.ts). */
export { deliveriesDemoSeeder } from './demo.seeder.ts';
