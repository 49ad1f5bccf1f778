import { LOT_CREDITS, euros, offerById, proratedCents, vatCents, type InterfaceLanguage, type Period, type VatDecision } from '@openfds/contract';
import type { PricedLine } from './deps.ts';

/**
 * The shop's pricing (product-spec §4 "Cart steps", §9): pure functions of the offers, the lot quantity, the period
 * the lots cover and the VAT decision. No database, no clock: the cart and the checkout give them what they read.
 */

export interface PricedCart {
  lines: PricedLine[];
  etCents: number;
  vatCents: number;
  itCents: number;
}

/** One priced line per known offer (an unknown id prices nothing), in the order given. */
export function priceLines(offerIds: readonly number[], quantity: number, period: Period, vat: VatDecision, language: InterfaceLanguage): PricedCart {
  const lines = offerIds.flatMap((id): PricedLine[] => {
    const offer = offerById(id);
    if (!offer) return [];
    const et = proratedCents(offer.price_cents, quantity, period);
    const annual = offer.price_cents * quantity;
    return [
      {
        offer_id: offer.id,
        item_code: offer.reference,
        tool_code: offer.tool.tool_reference,
        tool_label: offer.tool.labels[language],
        option: offer.labels[language],
        quantity,
        sheets: quantity * LOT_CREDITS,
        start_date: period.start_date,
        end_date: period.end_date,
        days: period.days,
        period_days: period.period_days,
        unit_price: euros(offer.price_cents),
        annual_et_price: euros(annual),
        annual_it_price: euros(annual + vatCents(annual, vat.rate)),
        et_price: euros(et),
        it_price: euros(et + vatCents(et, vat.rate)),
        et_cents: et,
      },
    ];
  });
  const etCents = lines.reduce((n, l) => n + l.et_cents, 0);
  // The VAT of the total, rounded once (not the sum of the lines' rounded VAT): what the invoice states.
  const vatTotal = vatCents(etCents, vat.rate);
  return { lines, etCents, vatCents: vatTotal, itCents: etCents + vatTotal };
}
