/**
 * SafeBox, the free membership (issue #13). Other modules use SafeBox only through this file.
 */
export { safeboxRoutes } from './routes.ts';
export { safeboxJobDefinitions, SAFEBOX_DAILY_JOB, SAFEBOX_DEPOSIT_JOB, sendDigests } from './jobs.ts';
export { applyProfileSafebox, dailyRound, statusFor as safeboxStatus } from './service.ts';
export { depositForMembers } from './deposits.ts';
export { normaliseCompanyName, sameCompanyName } from './company-name.ts';
import type { Executor } from './repository.ts';

/** True for a SafeBox member (signed contract received): the free tools in full, automatic deposit. */
export async function isSafeboxMember(db: Executor, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db.selectFrom('users').select('safebox').where('id', '=', userId).executeTakeFirst();
  return row?.safebox === true;
}
export { safeboxDemoSeeder, SAFEBOX_DEMO_ACCOUNTS } from './demo.seeder.ts';
