/**
 * The supplier's space (issue #27): its staff accounts, publishing (drafts read and confirmed, per-sheet access,
 * replace, withdraw), its customer codes and statistics. Other code reaches this module only through this file;
 * the integrators' write API calls publishSupplierSheet, setSheetAccess and withdrawSheet with the supplier of
 * their key.
 */
export { supplierRoutes } from './routes.ts';

export {
  checkAccessWithinLevel,
  publishSupplierSheet,
  setSheetAccess,
  withdrawSheet,
  type PublishedSheet,
  type PublishingSupplier,
  type PublishSupplierSheetInput,
  type SheetFile,
} from './publishing.service.ts';
export { addMember } from './members.service.ts';
export { supplierSpaceJobDefinitions, SUPPLIER_INVITATION_MAIL_JOB } from './invitation-mail.ts';
export { supplierDemoSeeder } from './demo-supplier.seeder.ts';
