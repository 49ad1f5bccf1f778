import { depositIntoSpace } from './deposit.ts';

/**
 * What other modules may use of the personal space (issue #12). SafeBox delivers new revisions and the shop the
 * sheets of ordered products with depositIntoSpace (source 'received'); the sheet's own watch/reader jobs read
 * user_documents directly.
 */
export { depositIntoSpace };
export type { DepositInput, DepositSource } from './deposit.ts';
export { REVISION_JOB as MY_FDS_REVISION_JOB, DIGEST_JOB as MY_FDS_DIGEST_JOB, myFdsJobDefinitions, applyNewRevision, sendDigests } from './changes.service.ts';
export { demoSpaceSeeder } from './demo-space.seeder.ts';
export { myFdsRoutes } from './routes.ts';
