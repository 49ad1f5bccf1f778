import { depositIntoSpace } from '../my-fds/index.ts';
import * as repo from './repository.ts';

/**
 * Automatic deposit for SafeBox members (users.safebox true, i.e. signed contract received): see
 * repository.recordDueDeposits for what is due. Each new deposit goes to the "received" tab of my-FDS through the
 * space's own deposit function.
 */
export async function depositForMembers(db: repo.Executor, options: { userId?: number } = {}): Promise<{ userId: number; documentId: number }[]> {
  const deposited = await repo.recordDueDeposits(db, options.userId ?? null);
  for (const d of deposited) await depositIntoSpace(db, { ...d, source: 'received' });
  return deposited;
}
