import crypto from 'node:crypto';
import { euros, formatMessage, type InterfaceLanguage } from '@openfds/contract';
import type { AppContext } from '../../context.ts';
import { jobConnectionOf } from '../../catalogue/sheet-readings.repository.ts';
import { renderMail } from '../../mail/render-mail.ts';
import { languageOrFrench, type PricedLine, type ShopDeps } from './deps.ts';
import { buildInvoicePdf } from './invoice-pdf.ts';
import * as repo from './repository.ts';
import type { OrderRow, Tx } from './repository.ts';
import { withSafeboxOpened } from './safebox-opened-mail.ts';
import { INVOICE_FILE_NAME, orderPaidMail } from './shop-mails.ts';

/**
 * Invoices and credit notes (product-spec §5 "Order"): two gap-free series, numbered in the transaction that pays
 * (or cancels) the order, while the series' counter row is locked. Nothing slow runs under that lock (issue #29):
 * the transaction issues the row and queues INVOICE_JOB on its own connection; the job renders the PDF, stores it
 * (key and SHA-256 in the row) and mails it. A download before the job ran renders and stores it the same way.
 */

export const INVOICE_JOB = 'shop.invoice';
export interface InvoiceJobData {
  invoiceId: number;
  /** Mail the customer the invoice (a paid order's); credit notes are not mailed. */
  mail: boolean;
  /** The payment opened SafeBox: the mail says so (issue #23). */
  safeboxOpened: boolean;
}

/** What rendering, storing and mailing need (a job has no provider nor queue). */
export type InvoicingDeps = Pick<AppContext, 'db' | 'config' | 'mailer' | 'storage'>;

export type InvoiceKind = 'invoice' | 'credit_note';

/**
 * Issues the next number of `kind`'s series for the order (inside the caller's transaction, which holds the
 * series' lock until it ends) and queues the PDF and the mail on that transaction's connection.
 */
export async function issueInvoice(
  tx: Tx,
  deps: Pick<ShopDeps, 'jobs'>,
  order: OrderRow,
  kind: InvoiceKind,
  options: { refersTo?: { id: number } | null; mail?: boolean; safeboxOpened?: boolean } = {},
): Promise<{ id: number; number: string }> {
  const n = await repo.nextInvoiceNumber(tx, kind);
  const issuedAt = new Date();
  const number = `${kind === 'invoice' ? 'FA' : 'AV'}-${issuedAt.getUTCFullYear()}-${String(n).padStart(6, '0')}`;
  const row = await repo.insertInvoice(tx, {
    number,
    kind,
    order_id: order.id,
    user_id: order.user_id,
    refers_to: options.refersTo?.id ?? null,
    total_et_cents: order.total_et_cents,
    total_vat_cents: order.total_vat_cents,
    total_it_cents: order.total_it_cents,
    issued_at: issuedAt,
  });
  const data: InvoiceJobData = { invoiceId: row.id, mail: options.mail ?? false, safeboxOpened: options.safeboxOpened ?? false };
  await deps.jobs.send(INVOICE_JOB, data, { connection: jobConnectionOf(tx) });
  return row;
}

type InvoiceToRender = NonNullable<Awaited<ReturnType<typeof repo.invoiceToRender>>>;

async function render(deps: InvoicingDeps, row: InvoiceToRender): Promise<Buffer> {
  const billing = row.billing as Record<string, unknown>;
  return buildInvoicePdf({
    kind: row.kind,
    number: row.number,
    refersTo: row.refers_to_number,
    issuedAt: new Date(row.issued_at),
    paidAt: row.paid_at ? new Date(row.paid_at) : null,
    orderId: row.order_id,
    seller: deps.config.seller,
    billing,
    lines: row.lines as PricedLine[],
    totals: { et: euros(row.total_et_cents), vat: euros(row.total_vat_cents), it: euros(row.total_it_cents) },
    vat: { mode: row.vat_mode, rate: Number(row.vat_rate) },
    language: languageOrFrench(billing.language),
  });
}

function sha256(data: Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/**
 * The invoice's PDF, rendered and stored the first time it is asked for. Two first renderings at once each store
 * their file under its hash; the one recorded first wins, and the other's file is deleted if it differs. A stored file whose
 * hash no longer matches the row's is an error (500), never served.
 */
export async function invoiceFile(deps: InvoicingDeps, invoiceId: number): Promise<{ row: InvoiceToRender; pdf: Buffer } | null> {
  const row = await repo.invoiceToRender(deps.db, invoiceId);
  if (!row) return null;
  if (row.pdf) return { row, pdf: row.pdf };
  if (row.pdf_key && row.pdf_sha256) {
    const pdf = await deps.storage.get(row.pdf_key);
    if (sha256(pdf) !== row.pdf_sha256) throw new Error(`invoice ${row.number}: the stored PDF does not match its SHA-256`);
    return { row, pdf };
  }
  const pdf = await render(deps, row);
  const hash = sha256(pdf);
  const key = `invoices/${row.number.slice(3, 7)}/${row.number}-${hash.slice(0, 16)}.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  if (await repo.setInvoiceFile(deps.db, row.id, key, hash)) return { row: { ...row, pdf_key: key, pdf_sha256: hash }, pdf };
  // Another rendering was recorded first: serve that one. The same bytes have the same key (rendering is
  // deterministic), so ours is deleted only when it is another file.
  const recorded = await invoiceFile(deps, invoiceId);
  if (recorded?.row.pdf_key !== key) await deps.storage.delete(key);
  return recorded;
}

/** INVOICE_JOB: the PDF stored, then (a paid order's invoice) mailed to the customer with the PDF attached. */
export async function handleInvoiceJob(deps: InvoicingDeps, data: InvoiceJobData): Promise<void> {
  const file = await invoiceFile(deps, data.invoiceId);
  if (!file || !data.mail) return;
  const user = await repo.userForMail(deps.db, file.row.user_id);
  const language: InterfaceLanguage = languageOrFrench(user.language);
  const first = (user.profile as Record<string, unknown>)?.first_name;
  // Issue #23: the mail says when this payment opened SafeBox (product-spec §4 "Order flow").
  const mail = renderMail(data.safeboxOpened ? withSafeboxOpened(orderPaidMail) : orderPaidMail, language, {
    first_name: typeof first === 'string' ? first : '',
    number: file.row.number,
    total: new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(euros(file.row.total_it_cents)),
    url: `${deps.config.publicUrl}/${language}/account/profil`,
    support: deps.config.supportEmail,
  });
  const filename = formatMessage(INVOICE_FILE_NAME[language], { number: file.row.number });
  await deps.mailer.send({ to: user.email, ...mail, attachments: [{ filename, content: file.pdf, contentType: 'application/pdf' }] });
}
