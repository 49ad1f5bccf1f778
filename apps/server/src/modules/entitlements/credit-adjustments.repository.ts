import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** SQL of the back office's credit adjustments (issue #26): one holding's credits set. No rules here. */
export async function setHoldingCredits(tx: Transaction<Database>, holdingId: number, credits: number): Promise<void> {
  await tx.updateTable('shop_holdings').set({ credits }).where('id', '=', holdingId).execute();
}
