import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_SUCCESS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { firstError } from '../../../../test/accounts.ts';
import { makeUser } from '../../../../test/factories.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { auditRowsOf, staffSessions } from '../../../../test/catalogue-staff.ts';
import { CREDIT_NOTE_PDF_JOB, creditNotePdfJob } from './credit-note.job.ts';

// Back office, orders (issue #26): a paid order refunded through the payment provider (the built-in test provider)
// with a gap-free credit note whose PDF a job makes after the commit; a pending order cancelled; the role table.

const STANDARD = 12; // FDS-Extract Standard (shop/orders.test.ts)
const BILLING = {
  company_name: 'Refund Chimie',
  address1: '1 rue des Lilas',
  zipcode: '69001',
  city: 'Lyon',
  country_code: 'FR',
  siret: '12345678901234',
  terms_of_sale: true,
  personal_data: true,
};

describe('back office: orders, refunds and credit notes', () => {
  let t: TestContext;
  let s: Awaited<ReturnType<typeof staffSessions>>;
  beforeAll(async () => {
    t = await createTestContext();
    s = await staffSessions(t, 'orders');
  });
  afterAll(async () => t?.close());

  const asUser = (u: { cookie: string }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: u.cookie }, ...(payload ? { payload } : {}) });

  /** A customer's order, left pending or paid with the test card. */
  async function order(pay: boolean): Promise<{ id: number; userId: number }> {
    const u = await makeUser(t.db);
    expect((await asUser(u, 'POST', `/users/${u.login}/billing`, BILLING)).statusCode).toBe(200);
    expect((await asUser(u, 'PUT', '/cart', { offer_ids: [STANDARD], quantity: 1, step: 2 })).statusCode).toBe(200);
    const created = await asUser(u, 'POST', '/cart');
    expect(created.statusCode, created.body).toBe(200);
    const pending = created.json().collection.items[0];
    if (!pay) {
      const row = await t.db.selectFrom('shop_orders').select('id').where('user_id', '=', u.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
      return { id: Number(row.id), userId: u.id };
    }
    const paid = await asUser(u, 'POST', '/payments/test/confirm', { client_secret: pending.client_secret, card_number: TEST_CARD_SUCCESS });
    expect(paid.json().collection.items[0].status).toBe('paid');
    return { id: paid.json().collection.items[0].id, userId: u.id };
  }

  it('an admin refunds a paid order: provider refund, credits stopped, credit note numbered now and rendered by a job', async () => {
    const paid = await order(true);
    const listed = await s.call('assistant', 'GET', '/admin/orders?q=refund%20chimie');
    expect(listed.json().collection.items.map((o: { id: number }) => o.id)).toContain(paid.id);
    expect(firstError(await s.call('user', 'GET', '/admin/orders')).code).toBe(603);
    expect(firstError(await s.call('assistant', 'POST', `/admin/orders/${paid.id}/refund`, { reason: 'customer asked' })).code).toBe(603);
    expect(firstError(await s.call('admin', 'POST', `/admin/orders/${paid.id}/refund`, {}))).toMatchObject({
      code: 595,
      data: expect.arrayContaining([{ name: 'f', value: 'reason' }]),
    });

    t.sentJobs.length = 0;
    const res = await s.call('admin', 'POST', `/admin/orders/${paid.id}/refund`, { reason: 'customer asked' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().collection.items[0];
    expect(detail.status).toBe('cancelled');
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        kind: 'refund',
        reason: 'customer asked',
        staff_login: s.login('admin'),
        provider_refund_id: expect.stringMatching(/^re_test_/),
      }),
    ]);
    const year = t.clock.now().getUTCFullYear();
    const note = detail.invoices.find((i: { kind: string }) => i.kind === 'credit_note');
    expect(note).toMatchObject({ number: `AV-${year}-000001`, ready: false });
    const holdings = await t.db.selectFrom('shop_holdings').select('revoked_at').where('order_id', '=', paid.id).execute();
    expect(holdings.length).toBeGreaterThan(0);
    expect(holdings.every((h) => h.revoked_at !== null)).toBe(true);

    // The PDF is not made under the number's lock: it does not exist until the queued job runs.
    expect(t.sentJobs).toEqual([{ name: CREDIT_NOTE_PDF_JOB, data: { invoiceId: note.id } }]);
    expect(firstError(await s.call('assistant', 'GET', `/admin/invoices/${note.id}/pdf`)).code).toBe(757);
    await creditNotePdfJob(t).handle({ invoiceId: note.id });
    const pdf = await s.call('assistant', 'GET', `/admin/invoices/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`AV-${year}-000001`);
    expect(text).toContain('Avoir'); // the buyer's language: French
    await creditNotePdfJob(t).handle({ invoiceId: note.id });
    expect((await s.call('admin', 'GET', `/admin/invoices/${note.id}/pdf`)).rawPayload.equals(pdf.rawPayload)).toBe(true);

    const [audit] = await auditRowsOf(t, 'order', String(paid.id));
    expect(audit).toMatchObject({ action: 'order.refund', staff_login: s.login('admin'), reason: 'customer asked' });
    expect(audit.after).toMatchObject({ status: 'cancelled', credit_note: `AV-${year}-000001` });

    // Refunded once: a second refund is refused and changes nothing; the next refund takes the next number.
    expect(firstError(await s.call('admin', 'POST', `/admin/orders/${paid.id}/refund`, { reason: 'again' })).code).toBe(755);
    const other = await order(true);
    const second = await s.call('admin', 'POST', `/admin/orders/${other.id}/refund`, { reason: 'duplicate purchase' });
    expect(second.json().collection.items[0].invoices.find((i: { kind: string }) => i.kind === 'credit_note').number).toBe(`AV-${year}-000002`);
  });

  it('an admin cancels a pending order (no money taken: no credit note); a paid order cannot be "cancelled"', async () => {
    const pending = await order(false);
    expect(firstError(await s.call('assistant', 'POST', `/admin/orders/${pending.id}/cancel`, { reason: 'abandoned cart' })).code).toBe(603);
    const res = await s.call('admin', 'POST', `/admin/orders/${pending.id}/cancel`, { reason: 'abandoned cart' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0]).toMatchObject({ status: 'cancelled', invoices: [], refunds: [expect.objectContaining({ kind: 'cancel' })] });
    expect((await auditRowsOf(t, 'order', String(pending.id))).map((r) => r.action)).toEqual(['order.cancel']);
    const paid = await order(true);
    expect(firstError(await s.call('admin', 'POST', `/admin/orders/${paid.id}/cancel`, { reason: 'wrong call' })).code).toBe(755);
    expect(firstError(await s.call('admin', 'GET', '/admin/orders/999999')).code).toBe(604);
  });
});
