import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { EXTRACT_USER_JOB } from '../../catalogue/sheet-jobs.ts';
import { readMails } from '../../../test/mail.ts';
import { extractJob } from '../extraction/index.ts';
import { mailProcessedOrders } from '../my-fds/order-processing.service.ts';
import { OFFERS, purchase, shopCall } from '../../../test/shop-fixtures.ts';

const STANDARD = OFFERS.standard;

/**
 * Issue #23: paid processing happens at once. After a payment the credits apply to the sheets already in the space
 * (product-spec §4 "Order flow"), and those sheets are read now, not when someone opens their pages.
 */
describe('paid processing after a payment', () => {
  let t: TestContext;
  let supplierId: number;

  // Every reply checked against the contract's item schema of its route (test/contract-replies.ts).
  const call = (method: string, url: string, cookie?: string, payload?: unknown) => shopCall(t)(method, url, cookie, payload);
  const item = (res: { json(): any }) => res.json().collection.items[0];

  const buy = async (u: { login: string; cookie: string }, offerIds: number[], quantity: number) =>
    (await purchase(t, u, { offers: offerIds, quantity })) as { id: number };

  beforeAll(async () => {
    t = await createTestContext();
    supplierId = (await makeSupplier(t.db)).id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('queues the reading of every sheet the credits went to that was never read, and only those', async () => {
    const u = await makeUser(t.db);
    const unread = [await makeSheet(t.db, supplierId), await makeSheet(t.db, supplierId), await makeSheet(t.db, supplierId)];
    const read = await makeSheet(t.db, supplierId);
    await t.db.insertInto('document_extractions').values({ document_id: read.id, status: 'extracted' }).execute();
    for (const s of [...unread, read]) await keep(t.db, u.id, s.id);
    const before = t.sentJobs.length;
    await buy(u, [STANDARD], 1);
    const queued = t.sentJobs
      .slice(before)
      .filter((j) => j.name === EXTRACT_USER_JOB)
      .map((j) => (j.data as { documentId: number }).documentId);
    expect(queued.sort((a, b) => a - b)).toEqual(unread.map((s) => s.id).sort((a, b) => a - b));
    const states = await t.db
      .selectFrom('document_extractions')
      .select(['document_id', 'status'])
      .where(
        'document_id',
        'in',
        unread.map((s) => s.id),
      )
      .execute();
    expect(states.map((s) => s.status)).toEqual(['in_progress', 'in_progress', 'in_progress']);
  });

  it('shows which sheets the credits went to and how many are read, then mails once when all are processed', async () => {
    const u = await makeUser(t.db, { language: 'en' });
    const sheets = [
      await makeSheet(t.db, supplierId, { product_name: 'Acetone' }),
      await makeSheet(t.db, supplierId, { product_name: 'Bleach' }),
      await makeSheet(t.db, supplierId, { product_name: 'Caustic soda' }),
    ];
    const outside = await makeSheet(t.db, supplierId, { product_name: 'Not in the space' });
    for (const s of sheets) await keep(t.db, u.id, s.id);
    const before = t.sentJobs.length;
    const order = await buy(u, [STANDARD], 1);
    const progress = async () => {
      const res = await call('GET', `/users/${u.login}/mySDS/orders/${order.id}/processing`, u.cookie);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return item(res);
    };
    const first = await progress();
    expect(first).toMatchObject({ order_id: order.id, sheet_count: 3, read: 0, waiting: 3, not_read: 0, done: false, mailed_at: null });
    expect(first.safebox_opened).toBe(true);
    // The paid-order mail says the payment opened SafeBox.
    const invoiceMail = (await readMails(t.config.mailDir)).find((m) => (m.to as { text: string }).text.includes(u.login) && /is paid/.test(m.subject ?? ''));
    expect(invoiceMail?.text).toContain('This payment opened your SafeBox membership');
    expect(first.reference).toMatch(/^FA-/);
    expect(first.sheets.map((s: any) => [s.product_name, s.reading_state])).toEqual([
      ['Acetone', 'queued'],
      ['Bleach', 'queued'],
      ['Caustic soda', 'queued'],
    ]);
    expect(first.sheets.map((s: any) => s.document_code)).not.toContain(outside.iddc);
    // Nothing is mailed while sheets wait for the reader.
    expect(await mailProcessedOrders(t)).toBe(0);

    // The reader jobs the payment queued, run for real: the demo sheets' files are rendered and read.
    const queued = t.sentJobs
      .slice(before)
      .filter((j) => j.name === EXTRACT_USER_JOB)
      .map((j) => (j.data as { documentId: number }).documentId);
    const job = extractJob(t);
    await job.handle({ documentId: queued[0] });
    expect(await progress()).toMatchObject({ read: 1, waiting: 2, done: false });
    for (const id of queued.slice(1)) await job.handle({ documentId: id });
    expect(await progress()).toMatchObject({ sheet_count: 3, read: 3, waiting: 0, done: true });

    expect(await mailProcessedOrders(t)).toBe(1);
    expect(await mailProcessedOrders(t)).toBe(0);
    const mail = (await readMails(t.config.mailDir)).find((m) => (m.to as { text: string }).text.includes(u.login) && /sheets read/.test(m.subject ?? ''));
    expect(mail?.subject).toBe(`Your order ${first.reference}: 3 of 3 sheets read`);
    expect((await progress()).mailed_at).not.toBeNull();
  }, 120_000);

  it("another user's order is not found, and a visitor is refused", async () => {
    const owner = await makeUser(t.db);
    const other = await makeUser(t.db);
    await keep(t.db, owner.id, (await makeSheet(t.db, supplierId)).id);
    const order = await buy(owner, [STANDARD], 1);
    expect((await call('GET', `/users/${other.login}/mySDS/orders/${order.id}/processing`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/users/${owner.login}/mySDS/orders/${order.id}/processing`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/users/${owner.login}/mySDS/orders/${order.id}/processing`)).statusCode).toBe(401);
  });
});
