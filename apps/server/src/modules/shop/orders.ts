import { euros, offerById, type Invoice, type Order, type Subscription, type SubscriptionOffer, type InterfaceLanguage } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { entitlementsFor, paidByOffer } from '../entitlements/index.ts';
import { publicLine, type PricedLine } from './deps.ts';
import { invoiceFile, type InvoicingDeps } from './invoicing.ts';
import * as repo from './repository.ts';
import type { OrderRow } from './repository.ts';

/** A user's orders, invoices and subscription as the profile shows them (api-spec §3). */

export function toOrder(row: OrderRow, invoiceNumber: string | null): Order {
  return {
    id: row.id,
    status: row.status,
    quantity: row.quantity,
    offers: (row.lines as PricedLine[]).map(publicLine),
    total_et: euros(row.total_et_cents),
    total_vat: euros(row.total_vat_cents),
    total_it: euros(row.total_it_cents),
    vat_rate: Number(row.vat_rate),
    vat_mode: row.vat_mode,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    failure: row.failure,
    invoice_number: invoiceNumber,
    client_secret: row.status === 'pending' ? row.client_secret : null,
    provider: row.provider,
  };
}

/** One of the user's orders (another user's answers 604, as if it did not exist). */
export async function getOrder(db: Db, userId: number, orderId: number): Promise<Order> {
  const row = await repo.orderById(db, orderId);
  if (!row || row.user_id !== userId) throw new AppError('notFound');
  return toOrder(row, (await repo.invoiceOfOrder(db, row.id, 'invoice'))?.number ?? null);
}

export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const invoices = new Map((await repo.invoicesOf(db, userId)).filter((i) => i.kind === 'invoice').map((i) => [i.order_id, i.number]));
  return (await repo.ordersOf(db, userId)).map((o) => toOrder(o, invoices.get(o.id) ?? null));
}

/** The order the cart's last step shows (POST /cart/checkout, payment return pages): the pending or latest one. */
export async function currentOrder(db: Db, userId: number): Promise<Order | null> {
  const row = (await repo.pendingOrder(db, userId)) ?? (await repo.latestOrder(db, userId));
  return row ? getOrder(db, userId, row.id) : null;
}

export async function listInvoices(db: Db, userId: number, login: string): Promise<Invoice[]> {
  return (await repo.invoicesOf(db, userId)).map((i) => ({
    id: i.id,
    number: i.number,
    kind: i.kind,
    order_id: i.order_id,
    issued_at: new Date(i.issued_at).toISOString(),
    total_et: euros(i.total_et_cents),
    total_vat: euros(i.total_vat_cents),
    total_it: euros(i.total_it_cents),
    href: `/api/v1/users/${encodeURIComponent(login)}/invoices/${i.id}/pdf`,
  }));
}

/** GET /users/{login}/invoices/{id}/pdf: the user's invoice or credit note (another user's answers 604). */
export async function invoicePdf(deps: InvoicingDeps, userId: number, invoiceId: number): Promise<{ number: string; pdf: Buffer }> {
  const owner = await repo.invoiceById(deps.db, invoiceId);
  if (!owner || owner.user_id !== userId) throw new AppError('notFound');
  const file = await invoiceFile(deps, invoiceId);
  if (!file) throw new AppError('notFound');
  return { number: file.row.number, pdf: file.pdf };
}

/** GET /users/{login}/subscription: the offers held (credits used) and those of the pending order. */
export async function subscription(db: Db, userId: number, language: InterfaceLanguage): Promise<Subscription> {
  const held = await entitlementsFor(db, userId);
  const pending = await repo.pendingOrder(db, userId);
  const etByOffer = await paidByOffer(db, userId);
  const offers: SubscriptionOffer[] = held.offers.flatMap((o) => {
    const offer = offerById(o.offer_id);
    if (!offer) return [];
    return [
      {
        packs: o.packs,
        pending: false,
        offer_code: offer.reference,
        offer_id: offer.id,
        tool_id: offer.tool.id,
        start_date: o.start_date,
        end_date: o.end_date,
        et_price: euros(etByOffer.get(o.offer_id) ?? 0),
        offer_label: offer.labels[language],
        tool_label: offer.tool.labels[language],
        individual_price: euros(offer.price_cents),
        state: 'active',
        credits: o.credits,
        used_credits: o.used,
      },
    ];
  });
  for (const line of (pending?.lines as PricedLine[] | undefined) ?? []) {
    const offer = offerById(line.offer_id);
    if (!offer) continue;
    offers.push({
      packs: line.quantity,
      pending: true,
      offer_code: offer.reference,
      offer_id: offer.id,
      tool_id: offer.tool.id,
      start_date: line.start_date,
      end_date: line.end_date,
      et_price: line.et_price,
      offer_label: line.option,
      tool_label: line.tool_label,
      individual_price: line.unit_price,
      state: 'pending',
      credits: 0,
      used_credits: 0,
    });
  }
  return { tokens: held.tokens, used_tokens: held.usedTokens, total_results: offers.length, offers, safebox: held.safebox, pending: !!pending };
}
