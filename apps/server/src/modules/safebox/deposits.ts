import * as repo from './repository.ts';

/**
 * Automatic deposit for SafeBox members (users.safebox true, i.e. signed contract received): see
 * repository.recordDueDeposits for what is due. Each new deposit goes to the "received" tab of my-FDS.
 */
export async function depositForMembers(db: repo.Executor, options: { userId?: number } = {}): Promise<{ userId: number; documentId: number }[]> {
  const deposited = await repo.recordDueDeposits(db, options.userId ?? null);
  for (const d of deposited) await depositIntoSpace(db, { ...d, source: 'received' });
  return deposited;
}

/**
 * Puts a sheet into a user's my-FDS space. The my-FDS branch exposes the same function
 * (modules/my-fds/index.ts `depositIntoSpace`); until it lands this minimal insert stands in for it.
 */
export async function depositIntoSpace(
  db: repo.Executor,
  values: { userId: number; documentId: number; source: 'favourite' | 'upload' | 'consultation' | 'received' },
): Promise<void> {
  await repo.insertIntoSpace(db, values.userId, values.documentId, values.source);
}
