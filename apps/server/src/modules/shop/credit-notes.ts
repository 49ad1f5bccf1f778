import { euros, type CartLine, type InterfaceLanguage } from '@openfds/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { revokeHoldings } from '../entitlements/index.ts';
import { closeSafeboxOfCancelledOrder } from '../safebox/index.ts';
import { storeInvoicePdf } from './credit-notes.repository.ts';
import { buildInvoicePdf } from './invoice-pdf.ts';
import * as repo from './repository.ts';
import type { OrderRow, Tx } from './repository.ts';

/**
 * Credit notes for the back office's refunds (issue #26), in two steps so that nothing slow runs under the
 * gap-free number's lock (docs/architecture.md "Transactions"): the number and the row in the caller's
 * transaction (with an empty PDF, "being made"), then the PDF rendered and stored by a job (renderCreditNotePdf),
 * in the buyer's language like the invoice. The invoice itself is never deleted.
 */

/** The number of a credit note of `series` issued at `at` (the invoice's own form: FA-/AV-year-six digits). */
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
    pdf: Buffer.alloc(0),
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

/** Renders the PDF of a credit note issued without one and stores it in its row (the job's work; idempotent). */
export async function renderCreditNotePdf(db: Db, config: Pick<Config, 'seller'>, invoiceId: number): Promise<void> {
  const note = await repo.invoiceById(db, invoiceId);
  if (!note || note.pdf.length > 0) return;
  const order = await repo.orderById(db, note.order_id);
  if (!order) return;
  const refersTo = note.refers_to ? await repo.invoiceById(db, note.refers_to) : undefined;
  const billing = order.billing as Record<string, unknown>;
  const language = (['fr', 'en', 'de', 'it'].includes(String(billing.language)) ? billing.language : 'fr') as InterfaceLanguage;
  const pdf = await buildInvoicePdf({
    kind: 'credit_note',
    number: note.number,
    refersTo: refersTo?.number ?? null,
    issuedAt: new Date(note.issued_at),
    paidAt: order.paid_at ? new Date(order.paid_at) : null,
    orderId: order.id,
    seller: config.seller,
    billing,
    lines: order.lines as CartLine[],
    totals: { et: euros(note.total_et_cents), vat: euros(note.total_vat_cents), it: euros(note.total_it_cents) },
    vat: { mode: order.vat_mode, rate: Number(order.vat_rate) },
    language,
  });
  await storeInvoicePdf(db, invoiceId, pdf);
}

/** An invoice or credit note of any customer, for staff: null PDF while it is being made. */
export async function invoiceForStaff(db: Db, invoiceId: number): Promise<{ number: string; pdf: Buffer | null } | null> {
  const row = await repo.invoiceById(db, invoiceId);
  if (!row) return null;
  return { number: row.number, pdf: row.pdf.length > 0 ? row.pdf : null };
}
