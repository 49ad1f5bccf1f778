import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Marks every awaiting Premium check of a sheet checked; returns the buyers whose check it was. */
export async function markSheetChecked(tx: Transaction<Database>, documentId: number, at: Date): Promise<number[]> {
  const rows = await tx
    .updateTable('shop_premium_checks')
    .set({ status: 'checked', checked_at: at })
    .where('document_id', '=', documentId)
    .where('status', '=', 'awaiting')
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}
