import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './premium-checks.repository.ts';

/**
 * The back office approved the checked reading of a sheet (issue #26): every buyer's awaiting Premium check of it
 * becomes checked (the control report stops saying "awaiting"), in the caller's transaction. Returns those buyers.
 */
export async function completePremiumChecks(trx: Transaction<Database>, documentId: number, at: Date): Promise<number[]> {
  return repo.markSheetChecked(trx, documentId, at);
}
