import { describe, expect, it } from 'vitest';
import { periodFor, vatFor, type Period } from '@openfds/contract';
import { OFFERS } from '../../../test/shop-fixtures.ts';
import { priceLines } from './pricing.ts';

/** The pricing as a table: offers, lots, period and VAT in, cents out (no database). */
const YEAR: Period = periodFor('2026-01-15', null);
const LAST_73_DAYS: Period = { start_date: '2026-11-28', end_date: '2027-02-09', days: 73, period_days: 365 };
const FR = vatFor({ country_code: 'FR', eu_vat_number: null });
const DE_UNCHECKED = vatFor({ country_code: 'DE', eu_vat_number: 'DE123456789' });
const DE_REVERSE = vatFor({ country_code: 'DE', eu_vat_number: 'DE123456789' }, 'valid');
const US = vatFor({ country_code: 'US', eu_vat_number: null });

describe('priceLines', () => {
  it.each([
    // offers, lots, period, VAT, expected [et, vat, it] cents
    { name: 'one Standard lot, a full year, French VAT', offers: [OFFERS.standard], lots: 1, period: YEAR, vat: FR, cents: [2000, 400, 2400] },
    { name: 'Standard and CLP, 2 lots, French VAT', offers: [OFFERS.standard, OFFERS.clp], lots: 2, period: YEAR, vat: FR, cents: [6000, 1200, 7200] },
    { name: 'Premium, 3 lots, German VAT (number unchecked)', offers: [OFFERS.premium], lots: 3, period: YEAR, vat: DE_UNCHECKED, cents: [24000, 4560, 28560] },
    { name: 'reverse charge: no VAT', offers: [OFFERS.standard], lots: 1, period: YEAR, vat: DE_REVERSE, cents: [2000, 0, 2000] },
    { name: 'outside the EU: no VAT', offers: [OFFERS.clp], lots: 1, period: YEAR, vat: US, cents: [1000, 0, 1000] },
    // 2000 x 73 / 365 = 400 cents; 1000 x 73 / 365 = 200 cents.
    {
      name: 'prorated to the common end date (73 of 365 days)',
      offers: [OFFERS.standard, OFFERS.clp],
      lots: 1,
      period: LAST_73_DAYS,
      vat: FR,
      cents: [600, 120, 720],
    },
    { name: 'an unknown offer id prices nothing', offers: [999_999], lots: 1, period: YEAR, vat: FR, cents: [0, 0, 0] },
    { name: 'a free offer costs nothing', offers: [OFFERS.basic], lots: 5, period: YEAR, vat: FR, cents: [0, 0, 0] },
  ])('$name', ({ offers, lots, period, vat, cents }) => {
    const priced = priceLines(offers, lots, period, vat, 'en');
    expect([priced.etCents, priced.vatCents, priced.itCents]).toEqual(cents);
    expect(priced.lines.reduce((n, l) => n + l.et_cents, 0)).toBe(priced.etCents);
  });

  it('rounds the VAT once on the total, not per line', () => {
    // Two lines of 7 cents (2000 x 1 / 285): 20 % of each is 1.4 -> 1 (2 in all), of the 14 cents total 2.8 -> 3.
    const priced = priceLines([OFFERS.standard, OFFERS.standard], 1, { start_date: '2026-11-28', end_date: '2026-11-29', days: 1, period_days: 285 }, FR, 'en');
    expect(priced.lines.map((l) => l.et_cents)).toEqual([7, 7]);
    expect([priced.etCents, priced.vatCents, priced.itCents]).toEqual([14, 3, 17]);
  });

  it('describes each line in the asked language, with its lots, sheets and period', () => {
    const [line] = priceLines([OFFERS.clp], 2, LAST_73_DAYS, FR, 'de').lines;
    expect(line).toMatchObject({
      offer_id: OFFERS.clp,
      item_code: 'VIGI-CLP-ANNEX-VI',
      tool_code: 'VIGI_SUBSTANCES',
      quantity: 2,
      sheets: 20,
      start_date: '2026-11-28',
      end_date: '2027-02-09',
      days: 73,
      period_days: 365,
      unit_price: 10,
      annual_et_price: 20,
      annual_it_price: 24,
      et_price: 4,
      it_price: 4.8,
    });
    expect(line.option).not.toBe(priceLines([OFFERS.clp], 2, LAST_73_DAYS, FR, 'fr').lines[0].option);
  });
});
