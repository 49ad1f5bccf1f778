/** What other modules may use of the substance watch. */
export { listMetas, type ListMeta } from './vigi.service.ts';
export { shopEntitlements, safeboxEntitlements, type VigiEntitlement, type VigiEntitlements } from './entitlements.ts';
export { importListFile } from './list-import.service.ts';
export { regulatoryFile } from './regulatory-files.ts';
