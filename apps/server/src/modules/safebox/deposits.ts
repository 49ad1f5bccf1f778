import { requestReadings } from '../../catalogue/sheet-source.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { depositIntoSpace } from '../my-fds/index.ts';
import * as repo from './repository.ts';

/**
 * Automatic deposit for SafeBox members (users.safebox true, i.e. signed contract received): see
 * repository.recordDueDeposits for what is due. Each new deposit goes to the "received" tab of my-FDS through the
 * space's own deposit function, and its reading is asked for at once, like a sheet the user adds himself (issue #23):
 * a member's received sheets otherwise showed "not read yet" until someone opened their page.
 */
export async function depositForMembers(
  target: { db: repo.Executor; jobs: JobQueue },
  options: { userId?: number } = {},
): Promise<{ userId: number; documentId: number }[]> {
  const deposited = await repo.recordDueDeposits(target.db, options.userId ?? null);
  for (const d of deposited) await depositIntoSpace(target.db, { ...d, source: 'received' });
  await requestReadings(
    target,
    deposited.map((d) => d.documentId),
  );
  return deposited;
}
