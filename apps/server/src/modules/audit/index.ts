/**
 * The back office's audit log (issue #26). Every module that lets staff change data calls recordStaffAction in the
 * same transaction as the change. Other code reaches this module only through this file.
 */
export { auditRoutes } from './audit.routes.ts';
export { recordStaffAction, type StaffAction } from './audit.service.ts';
