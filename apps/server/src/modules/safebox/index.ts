/**
 * SafeBox, the free membership (issue #13). Other modules use SafeBox only through this file.
 */
export { safeboxRoutes } from './routes.ts';
export { safeboxJobDefinitions, SAFEBOX_DAILY_JOB, SAFEBOX_DEPOSIT_JOB, sendDigests } from './jobs.ts';
export { applyProfileSafebox, dailyRound, statusFor as safeboxStatus } from './service.ts';
/** The shop: a paid order opens SafeBox if missing (payment transaction); a cancelled one takes back what it opened. */
export { closeForCancelledOrder as closeSafeboxOfCancelledOrder, openForPaidOrder as openSafeboxForPaidOrder } from './order-openings.ts';
export { depositForMembers } from './deposits.ts';
export { normaliseCompanyName, sameCompanyName } from './company-name.ts';
import { isMember, type Executor } from './repository.ts';

/** True for a SafeBox member (signed contract received): the free tools in full, automatic deposit. */
export async function isSafeboxMember(db: Executor, userId: number | null): Promise<boolean> {
  return userId === null ? false : isMember(db, userId);
}
export { safeboxDemoSeeder, SAFEBOX_DEMO_ACCOUNTS } from './demo.seeder.ts';
/** The back office's desk (issue #26, modules/desk): the contracts listed, a paper copy recorded, the contract resent. */
export { listForAdmin as listSafeboxContracts, recordPaperReceipt as recordSafeboxPaperReceipt, resendContract as resendSafeboxContract } from './service.ts';
/** The desk's demo applicant (seed/desk-demo.ts) asks to join the way the form does. */
export { requestMembership as requestSafeboxMembership } from './service.ts';
