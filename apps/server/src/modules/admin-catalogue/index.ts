/**
 * The back office's catalogue side (issue #26): suppliers and their customer codes, sheets, orders with refunds and
 * credit notes, the regulatory lists' preview. Other code reaches this module only through this file.
 */
export { adminCatalogueRoutes } from './admin-catalogue.routes.ts';
export { CREDIT_NOTE_PDF_JOB, creditNotePdfJob } from './orders/credit-note.job.ts';
