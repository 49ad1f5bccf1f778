/** Vigi-Substances, the substance watch. Other code reaches this module only through this file. */
export { vigiRoutes } from './vigi.routes.ts';
export { handleListUpdated, vigiJobDefinitions, VIGI_LIST_UPDATED_JOB } from './alerts/vigi.jobs.ts';
export { rematchDocuments } from './matching/matching.repository.ts';
export { vigiListsSeeder } from './lists/vigi-lists.seeder.ts';
export { listMetas, type ListMeta } from './lists/lists.service.ts';
export { shopEntitlements, safeboxEntitlements, type VigiEntitlement, type VigiEntitlements } from './watch/entitlements.ts';
export { importListFile } from './lists/list-import.service.ts';
export { regulatoryFile } from './lists/regulatory-files.ts';
export { candidateListCasEver, candidateListForReader, type CandidateListForReader } from './lists/candidate-list.repository.ts';
export { watchListsOfSheets } from './watch/space-hits.ts';
