import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import type { MyFdsItem, Order } from '@openfds/contract';
import { renderInLanguage as render } from '../../../test/render-in-language.ts';
import { ordersWithoutSheet, OrdersWaitingEmpty, OrdersWaitingNote } from './orders-waiting.tsx';

/** A paid order of FDS-Extract standard (offer 11 in the contract's catalogue of offers). */
const order = (id: number, invoice: string | null, status: Order['status'] = 'paid'): Order =>
  ({
    id,
    status,
    invoice_number: invoice,
    paid_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T09:58:00.000Z',
    offers: [{ offer_id: 11, tool_label: 'FDS-Extract' }],
  }) as unknown as Order;
const row = (orderIds: number[]) => ({ orders: orderIds.map((order_id) => ({ order_id })) }) as unknown as MyFdsItem;

describe('orders tab: paid orders that processed no sheet yet (issue #12)', () => {
  it('keeps the paid orders no row names', () => {
    const orders = [order(1, 'F-2026-0001'), order(2, 'F-2026-0002'), order(3, null, 'pending'), order(4, 'F-2026-0004', 'cancelled')];
    expect(ordersWithoutSheet(orders, [row([1]), row([1])]).map((o) => o.id)).toEqual([2]);
    expect(ordersWithoutSheet(orders, []).map((o) => o.id)).toEqual([1, 2]);
  });

  it('names the orders in the empty tab and leads to adding sheets, in every language', async () => {
    const texts = {
      en: ['Your paid order has not processed any sheet yet', 'paid on', 'Search for a sheet', 'Upload a sheet', 'Import my consulted sheets'],
      fr: ["Votre commande payée n'a encore traité aucune fiche", 'payée le'],
      de: ['Ihre bezahlte Bestellung hat noch kein Datenblatt verarbeitet', 'bezahlt am'],
      it: ['Il tuo ordine pagato non ha ancora elaborato alcuna scheda', 'pagato il'],
    } as const;
    for (const [language, expected] of Object.entries(texts) as [keyof typeof texts, readonly string[]][]) {
      const html = await render(language, createElement(OrdersWaitingEmpty, { orders: [order(7, 'F-2026-0007')], onUpload: () => {}, onImport: () => {} }));
      for (const text of expected) expect(html, language).toContain(text.replace("'", '&#x27;'));
      expect(html).toContain('F-2026-0007');
      expect(html).toContain(`href="/${language}/"`);
      expect(html).not.toMatch(/ordersTab\./);
    }
  });

  it('notes the waiting orders above the rows, with their count', async () => {
    const html = await render('en', createElement(OrdersWaitingNote, { orders: [order(8, 'F-2026-0008'), order(9, null)] }));
    expect(html).toContain('2 paid orders have not processed any of these sheets yet:');
    expect(html).toContain('F-2026-0008');
    expect(html).toContain('Order no. 9');
  });
});
