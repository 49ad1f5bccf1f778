import type { Db } from '../../db/database.ts';
import type { Tx } from './repository.ts';

/** SQL of the credit notes issued by a refund (credit-notes.ts). No rules here. */

/** Stores a rendered PDF on an invoice row that has none yet (a second run of the job changes nothing). */
export async function storeInvoicePdf(db: Db | Tx, invoiceId: number, pdf: Buffer): Promise<boolean> {
  const result = await db.updateTable('shop_invoices').set({ pdf }).where('id', '=', invoiceId).where('pdf', '=', Buffer.alloc(0)).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
