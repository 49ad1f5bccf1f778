import { describe, expect, it } from 'vitest';
import {
  BillingRequest,
  CartUpdate,
  addMonths,
  cartMinimum,
  clampQuantity,
  isValidVatNumber,
  moveStep,
  offerById,
  periodFor,
  proratedCents,
  SHOP_TOOLS,
  vatFor,
  minimumReason,
} from './shop.ts';

describe('catalogue', () => {
  it('holds the prices of product-spec §9 per lot of 10 credits, excl. tax', () => {
    const prices = Object.fromEntries(SHOP_TOOLS.flatMap((t) => t.offers.map((o) => [o.technical_reference, o.price_cents / 100])));
    expect(prices).toEqual({
      extract_basic: 0,
      extract_standard: 20,
      extract_premium: 80,
      reach_free: 0,
      recommendations: 10,
      clp_annex_vi: 10,
      cmr_iarc_vlep: 15,
      icpe_free: 0,
      icpe_reports: 30,
      adr_free: 0,
      adr_loads: 10,
      labels_free: 0,
      label_sheets: 10,
    });
    expect(SHOP_TOOLS.filter((t) => t.status === 'coming_soon').map((t) => t.tool_reference)).toEqual(['fdsRetriever']);
  });
  it('offer ids and references are unique and valid item codes', () => {
    const offers = SHOP_TOOLS.flatMap((t) => t.offers);
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    for (const o of offers) expect(o.reference).toMatch(/^[A-Za-z0-9-]{1,100}$/);
  });
});

describe('cart steps', () => {
  it('moves by +, - or an absolute number, within 0..4', () => {
    expect(moveStep(0, '+')).toBe(1);
    expect(moveStep(2, '-')).toBe(1);
    expect(moveStep(0, '-')).toBe(0);
    expect(moveStep(4, '+')).toBe(4);
    expect(moveStep(1, 3)).toBe(3);
    expect(moveStep(1, 9)).toBe(4);
  });
});

describe('cart minimum', () => {
  const standard = 12;
  const clp = 23;
  it('is 1 by default', () => {
    expect(cartMinimum({ offerIds: [clp], firstOfferPacks: null, tokens: 0 })).toBe(1);
  });
  it('the first offer packs set it while the data-extract offer is in the cart; removing it resets to 1', () => {
    expect(cartMinimum({ offerIds: [standard, clp], firstOfferPacks: 3, tokens: 0 })).toBe(3);
    expect(cartMinimum({ offerIds: [clp], firstOfferPacks: 3, tokens: 0 })).toBe(1);
  });
  it('with tokens above 0 is the larger of tokens/10 and the requested minimum', () => {
    expect(cartMinimum({ offerIds: [clp], firstOfferPacks: null, tokens: 25 })).toBe(3);
    expect(cartMinimum({ offerIds: [standard], firstOfferPacks: 5, tokens: 25 })).toBe(5);
    expect(cartMinimum({ offerIds: [standard], firstOfferPacks: 1, tokens: 40 })).toBe(4);
  });
  it('says why the minimum is raised (issue #23)', () => {
    expect(minimumReason({ offerIds: [clp], firstOfferPacks: null, tokens: 0 })).toBe('default');
    expect(minimumReason({ offerIds: [standard, clp], firstOfferPacks: 3, tokens: 0 })).toBe('first_offer_packs');
    expect(minimumReason({ offerIds: [clp], firstOfferPacks: null, tokens: 25 })).toBe('tokens');
    expect(minimumReason({ offerIds: [standard], firstOfferPacks: 5, tokens: 25 })).toBe('first_offer_packs');
  });
  it('clamps the quantity to the minimum', () => {
    expect(clampQuantity(1, 3)).toBe(3);
    expect(clampQuantity(7, 3)).toBe(7);
  });
  it('lots are indivisible: a fractional quantity is refused', () => {
    expect(CartUpdate.safeParse({ quantity: 1.5 }).success).toBe(false);
    expect(CartUpdate.safeParse({ quantity: 0 }).success).toBe(false);
    expect(CartUpdate.safeParse({ quantity: 2, offer_ids: [12], step: '+' }).success).toBe(true);
  });
});

describe('proration', () => {
  it('a first purchase covers 12 months at full price', () => {
    const p = periodFor('2026-03-01', null);
    expect(p).toMatchObject({ start_date: '2026-03-01', end_date: '2027-03-01', days: 365, period_days: 365 });
    expect(proratedCents(1000, 2, p)).toBe(2000);
  });
  it('a later offer ends on the common end date and pays the days left', () => {
    const p = periodFor('2026-09-01', '2027-03-01');
    expect(p).toMatchObject({ start_date: '2026-09-01', end_date: '2027-03-01', days: 181, period_days: 365 });
    // 15 euros x 2 lots x 181/365 = 14.876... -> 14.88
    expect(proratedCents(1500, 2, p)).toBe(1488);
  });
  it('an expired common end date starts a new 12-month period', () => {
    expect(periodFor('2027-04-01', '2027-03-01').end_date).toBe('2028-04-01');
  });
  it('adds months at month ends', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('VAT', () => {
  it('French rate for French customers', () => {
    expect(vatFor({ country_code: 'FR', eu_vat_number: 'FR40303265045' })).toEqual({ mode: 'domestic', rate: 20, country: 'FR' });
  });
  it("consumers elsewhere in the EU pay their country's rate", () => {
    expect(vatFor({ country_code: 'DE', eu_vat_number: null })).toEqual({ mode: 'eu_consumer', rate: 19, country: 'DE' });
    expect(vatFor({ country_code: 'IT', eu_vat_number: 'IT123' })).toMatchObject({ mode: 'eu_consumer', rate: 22 });
  });
  it('reverse charge for an EU business with a well-formed VAT number', () => {
    expect(vatFor({ country_code: 'DE', eu_vat_number: 'DE123456789' }, 'valid')).toEqual({ mode: 'reverse_charge', rate: 0, country: 'DE' });
    expect(vatFor({ country_code: 'GR', eu_vat_number: 'EL123456789' }, 'valid').mode).toBe('reverse_charge');
    // Issue #22 item 10: a well-formed number is no proof; without VIES's confirmation the VAT applies, with why.
    expect(vatFor({ country_code: 'DE', eu_vat_number: 'DE123456789' })).toEqual({
      mode: 'eu_consumer',
      rate: 19,
      country: 'DE',
      reason: 'vat_number_unchecked',
    });
    expect(vatFor({ country_code: 'DE', eu_vat_number: 'DE123456789' }, 'unavailable')).toMatchObject({ mode: 'eu_consumer', reason: 'vies_unavailable' });
    expect(vatFor({ country_code: 'DE', eu_vat_number: 'DE123456789' }, 'invalid')).toMatchObject({ mode: 'eu_consumer', reason: 'vat_number_invalid' });
  });
  it('none outside the EU', () => {
    expect(vatFor({ country_code: 'CH', eu_vat_number: null })).toEqual({ mode: 'outside_eu', rate: 0, country: 'CH' });
  });
  it('checks VAT number formats per country', () => {
    expect(isValidVatNumber('FR', 'FR 40 303 265 045')).toBe(true);
    expect(isValidVatNumber('FR', 'DE123456789')).toBe(false);
    expect(isValidVatNumber('NL', 'NL123456789B01')).toBe(true);
    expect(isValidVatNumber('US', 'US123')).toBe(false);
  });
});

describe('billing payload', () => {
  const valid = {
    company_name: 'Acme',
    address1: '1 rue X',
    zipcode: '75001',
    city: 'Paris',
    country_code: 'fr',
    terms_of_sale: true,
    personal_data: true,
  };
  it('needs both consents', () => {
    expect(BillingRequest.safeParse(valid).success).toBe(true);
    expect(BillingRequest.safeParse({ ...valid, personal_data: false }).success).toBe(false);
    expect(BillingRequest.safeParse({ ...valid, terms_of_sale: undefined }).success).toBe(false);
  });
  it('offer lookup', () => {
    expect(offerById(23)?.tool.tool_reference).toBe('VIGI_SUBSTANCES');
  });
});
