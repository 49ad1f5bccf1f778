/** A sheet: details, file, QR code, product lookup. Other code reaches this module only through this file. */
export { documentsRoutes } from './documents.routes.ts';
export { permanentUrl, requireConsultPass, resolveSheet, sheetDetails } from './documents.service.ts';
