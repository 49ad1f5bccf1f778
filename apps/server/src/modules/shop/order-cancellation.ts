import { AppError } from '../../errors/app-error.ts';
import { revokeHoldings } from '../entitlements/index.ts';
import { closeSafeboxOfCancelledOrder } from '../safebox/index.ts';
import type { ShopDeps } from './deps.ts';
import { issueInvoice } from './invoicing.ts';
import * as repo from './repository.ts';

/**
 * Cancels a paid order: its holdings stop and a credit note (its own gap-free series) cancels the invoice, which
 * is never deleted; the credit note's PDF is queued like an invoice's. Returns the credit note's number. (The back
 * office's refund builds on this and on the provider's refund.)
 */
export async function cancelPaidOrder(deps: Pick<ShopDeps, 'db' | 'jobs'>, orderId: number): Promise<string> {
  return deps.db.transaction().execute(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.status !== 'paid') throw new AppError('notFound');
    const invoice = await repo.invoiceOfOrder(tx, order.id, 'invoice');
    const cancelled = await repo.cancelOrder(tx, order.id);
    await revokeHoldings(tx, order.id);
    await closeSafeboxOfCancelledOrder(tx, order.id);
    const note = await issueInvoice(tx, deps, cancelled, 'credit_note', { refersTo: invoice ? { id: invoice.id } : null });
    return note.number;
  });
}
