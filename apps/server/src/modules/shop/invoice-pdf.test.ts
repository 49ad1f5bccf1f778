import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { buildInvoicePdf, type InvoicePdfInput } from './invoice-pdf.ts';

/** Issue #23: the invoice laid out as a table, its dates written in the invoice's language. */
const LINE = {
  offer_id: 12,
  item_code: 'FDS-EXTRACT-STANDARD',
  tool_code: 'FDS_DATA_EXTRACT',
  tool_label: 'FDS-Extract',
  option: 'Standard',
  quantity: 2,
  sheets: 20,
  start_date: '2026-11-28',
  end_date: '2027-11-27',
  days: 365,
  period_days: 365,
  unit_price: 20,
  annual_et_price: 40,
  annual_it_price: 48,
  et_price: 40,
  it_price: 48,
};

const input = (language: InvoicePdfInput['language']): InvoicePdfInput => ({
  kind: 'invoice',
  number: 'FA-2026-000042',
  refersTo: null,
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  paidAt: new Date('2026-11-28T09:59:00Z'),
  orderId: 42,
  seller: { name: 'OpenFDS SAS', address: '1 rue de la Paix, 75002 Paris', vatNumber: 'FR40303265045', siret: '30326504500014' },
  billing: { company_name: 'Acme GmbH', address1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin', country_code: 'DE' },
  lines: [LINE],
  totals: { et: 40, vat: 7.6, it: 47.6 },
  vat: { mode: 'eu_consumer', rate: 19 },
  language,
});

describe('invoice PDF', () => {
  it('writes its dates in the invoice language', async () => {
    expect(pdfText(await buildInvoicePdf(input('de')))).toContain('28. November 2026');
    expect(pdfText(await buildInvoicePdf(input('fr')))).toContain('28 novembre 2026');
    const it = pdfText(await buildInvoicePdf(input('it')));
    expect(it).toContain('28 novembre 2026');
    expect(it).toContain('27/11/27');
    expect(it).not.toContain('2026-11-28');
  });

  it('lays the lines out as a table: one header cell per column, the values in their own cells', async () => {
    // A header longer than its column wraps inside it: compare with single spaces.
    const text = pdfText(await buildInvoicePdf(input('en'))).replace(/\s+/g, ' ');
    for (const header of ['Description', 'Period', 'Lots', 'Annual price per lot excl. VAT', 'Amount excl. VAT']) expect(text).toContain(header);
    // No more "a | b | c" line of text standing for a table.
    expect(text).not.toContain(' | ');
    expect(text).toContain('(20 sheets)');
    expect(text).toMatch(/Total incl\. VAT \S*47\.60/);
    expect(text).toContain('28 November 2026');
    expect(text).toContain('28/11/2026 - 27/11/2027');
  });
});
