import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { revokeHoldings } from '../entitlements/index.ts';
import { closeSafeboxOfCancelledOrder } from '../safebox/index.ts';
import { invoiceFile, type InvoicingDeps } from './invoicing.ts';
import * as repo from './repository.ts';
import type { OrderRow, Tx } from './repository.ts';

/**
 * Credit notes for the back office's refunds (issue #26), in two steps so that nothing slow runs under the
 * gap-free number's lock (docs/architecture.md "Transactions"): the number and the row in the caller's
 * transaction, then the PDF rendered and stored like every invoice (invoicing.ts: storage, SHA-256 in the row) by a
 * job, in the buyer's language. The invoice itself is never deleted.
 */

/** The number of a credit note issued at `at` (the invoice's own form: AV-year-six digits). */
function creditNoteNumber(n: number, at: Date): string {
  return `AV-${at.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
}

/**
 * Cancels a paid order in the caller's transaction: its credits stop, its SafeBox opening closes, and a credit note
 * (its own gap-free series) cancels its invoice. 755 when the order is not paid (already refunded or cancelled,
 * pending, failed). The PDF is made afterwards: queue renderCreditNotePdf's job in the same transaction.
 */
export async function cancelPaidOrderWithCreditNote(tx: Tx, orderId: number, issuedAt: Date) {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new AppError('notFound');
  if (order.status !== 'paid') throw new AppError('orderNotRefundable');
  const invoice = await repo.invoiceOfOrder(tx, order.id, 'invoice');
  const cancelled = await repo.cancelOrder(tx, order.id);
  await revokeHoldings(tx, order.id);
  await closeSafeboxOfCancelledOrder(tx, order.id);
  const number = creditNoteNumber(await repo.nextInvoiceNumber(tx, 'credit_note'), issuedAt);
  const note = await repo.insertInvoice(tx, {
    number,
    kind: 'credit_note',
    order_id: order.id,
    user_id: order.user_id,
    refers_to: invoice?.id ?? null,
    total_et_cents: order.total_et_cents,
    total_vat_cents: order.total_vat_cents,
    total_it_cents: order.total_it_cents,
    issued_at: issuedAt,
  });
  return { order: cancelled, creditNote: { id: Number(note.id), number: note.number } };
}

/** Cancels a pending order (its payment intent is cancelled at the provider by the caller, outside the transaction). */
export async function cancelPendingOrderByStaff(tx: Tx, orderId: number): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new AppError('notFound');
  if (order.status !== 'pending') throw new AppError('orderNotRefundable');
  return repo.cancelOrder(tx, order.id);
}

/** Renders and stores the PDF of a credit note (the job's work; idempotent: a stored file is kept). */
export async function renderCreditNotePdf(deps: InvoicingDeps, invoiceId: number): Promise<void> {
  await invoiceFile(deps, invoiceId);
}

/** An invoice or credit note of any customer, for staff: a null PDF while its job has not made it yet. */
export async function invoiceForStaff(deps: InvoicingDeps, invoiceId: number): Promise<{ number: string; pdf: Buffer | null } | null> {
  const row = await repo.invoiceToRender(deps.db as Db, invoiceId);
  if (!row) return null;
  if (!row.pdf && !row.pdf_key) return { number: row.number, pdf: null };
  const file = await invoiceFile(deps, invoiceId);
  return file ? { number: row.number, pdf: file.pdf } : null;
}
