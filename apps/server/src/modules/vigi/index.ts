/** Vigi-Substances, the substance watch. Other code reaches this module only through this file. */
export { vigiRoutes } from './vigi.routes.ts';
export { handleListUpdated, vigiJobDefinitions, VIGI_LIST_UPDATED_JOB } from './vigi.jobs.ts';
export { rematchDocuments } from './matching.repository.ts';
export { vigiListsSeeder } from './vigi-lists.seeder.ts';
export { listMetas, type ListMeta } from './vigi.service.ts';
export { shopEntitlements, safeboxEntitlements, type VigiEntitlement, type VigiEntitlements } from './entitlements.ts';
export { importListFile } from './list-import.service.ts';
export { regulatoryFile } from './regulatory-files.ts';
export { candidateListCasEver, candidateListForReader, type CandidateListForReader } from './candidate-list.repository.ts';
