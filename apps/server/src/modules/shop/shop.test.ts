import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_DECLINE, TEST_CARD_SUCCESS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { readMails } from '../../../test/mail.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { consumeCredits } from '../entitlements/index.ts';
import { importListFile, regulatoryFile } from '../vigi/index.ts';
import { cancelPaidOrder } from './order-cancellation.ts';
import { handlePaymentEvent } from './payment-outcome.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { BILLING_FR, OFFERS, runShopJobs, shopDeps, shopCall } from '../../../test/shop-fixtures.ts';

const STANDARD = OFFERS.standard;
const CLP = OFFERS.clp;
const SODIUM_HYDRIDE = { name: 'sodium hydride', index_number: '001-003-00-x' };

describe('shop API', () => {
  let t: TestContext;
  let supplierId: number;

  // Every reply checked against the contract's item schema of its route (test/contract-replies.ts).
  const call = (method: string, url: string, cookie?: string, payload?: unknown) => shopCall(t)(method, url, cookie, payload);
  const item = (res: { json(): any }) => res.json().collection.items[0];
  const error = (res: { json(): any }) => res.json().collection.errors[0];
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === 'openfds_session');
    return c ? `openfds_session=${c.value}` : undefined;
  };

  /** A user with FR billing, a cart of offers and a created payment: returns the client secret. */
  async function pendingPurchase(cookie: string, login: string, offerIds: number[], quantity: number) {
    expect((await call('POST', `/users/${login}/billing`, cookie, BILLING_FR)).statusCode).toBe(200);
    const put = await call('PUT', '/cart', cookie, { offer_ids: offerIds, quantity, step: 2 });
    expect(put.statusCode, put.body).toBe(200);
    const post = await call('POST', '/cart', cookie);
    expect(post.statusCode, post.body).toBe(200);
    return item(post).client_secret as string;
  }

  beforeAll(async () => {
    t = await createTestContext();
    supplierId = (await makeSupplier(t.db)).id;
    // The CLP Annex VI offer is sold once its list is loaded: reference data every test below may buy, loaded here so
    // that each test passes alone (the test of an unloaded list has its own database, below).
    await importListFile(t.db, 'clp_annex_vi', fs.readFileSync(regulatoryFile('clp_annex_vi')!));
  }, 120_000);
  afterAll(async () => t?.close());

  it('moves a visitor cart through steps 0-2: offers at step 0 move to 1, step 2 needs a login, lots are indivisible', async () => {
    const first = await call('PUT', '/cart', undefined, { offer_ids: [STANDARD] });
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first)!;
    expect(item(first)).toMatchObject({ step: 1, quantity: 1, minimum_quantity: 1, login_needed: false });
    const login = await call('PUT', '/cart', cookie, { step: '+' });
    expect(item(login)).toMatchObject({ step: 1, login_needed: true });
    expect((await call('PUT', '/cart', cookie, { quantity: 1.5 })).json().collection.errors[0].code).toBe(595);
    const back = await call('PUT', '/cart', cookie, { step: '-' });
    expect(item(back).step).toBe(0);
    const line = item(await call('GET', '/cart', cookie)).offers[0];
    expect(line).toMatchObject({
      offer_id: STANDARD,
      item_code: 'FDS-EXTRACT-STANDARD',
      quantity: 1,
      sheets: 10,
      unit_price: 20,
      et_price: 20,
      it_price: 24,
      annual_et_price: 20,
      annual_it_price: 24,
    });
    const removed = await call('DELETE', '/cart/FDS-EXTRACT-STANDARD', cookie);
    expect(item(removed).offers).toEqual([]);
    // Only the caller's session cart is ever read: another visitor sees an empty cart.
    expect(item(await call('GET', '/cart')).offers).toEqual([]);
  });

  it('an over-long or malformed cart item code is the field error 595 on item_code, in the path as in the body (never 604)', async () => {
    const cookie = cookieOf(await call('PUT', '/cart', undefined, { offer_ids: [STANDARD] }))!;
    // 101 characters: over the router's path parameter limit (app.ts), which alone would answer 604.
    const bad = ['A'.repeat(101), 'B'.repeat(600), 'FDS_EXTRACT', 'FDS%20EXTRACT', 'FDS-EXTRACT/STANDARD'];
    for (const code of bad) {
      const res = await call('DELETE', `/cart/${code}`, cookie);
      expect(res.statusCode, code).toBe(400);
      expect(error(res), code).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'item_code' }]) });
      const put = await call('PUT', '/cart', cookie, { item_code: code });
      expect(error(put), code).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'item_code' }]) });
    }
    // Nothing was removed or stored half-done; a 100-character code of the right letters reaches the cart (no such offer).
    expect(item(await call('GET', '/cart', cookie)).offers.map((o: { offer_id: number }) => o.offer_id)).toEqual([STANDARD]);
    expect(error(await call('DELETE', `/cart/${'A'.repeat(100)}`, cookie))).toMatchObject({ code: 604, data: [{ name: 'f', value: 'item_code' }] });
  });

  it('payment needs a login, billing with both consents, and a well-formed EU VAT number', async () => {
    const u = await makeUser(t.db);
    expect(error(await call('POST', '/cart')).code).toBe(602);
    await call('PUT', '/cart', u.cookie, { offer_ids: [STANDARD], step: 2 });
    const noBilling = await call('POST', '/cart', u.cookie);
    expect(error(noBilling)).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'billing' }]) });
    const noConsent = await call('POST', `/users/${u.login}/billing`, u.cookie, { ...BILLING_FR, personal_data: false });
    expect(error(noConsent).code).toBe(595);
    const badVat = await call('POST', `/users/${u.login}/billing`, u.cookie, { ...BILLING_FR, country_code: 'DE', eu_vat_number: 'DE12' });
    expect(error(badVat)).toMatchObject({ code: 595, data: expect.arrayContaining([{ name: 'f', value: 'eu_vat_number' }]) });
    // A well-formed number that nobody confirmed (no VIES here: see vat.test.ts) is no reverse charge (issue #22 item 10).
    const unchecked = await call('POST', `/users/${u.login}/billing`, u.cookie, { ...BILLING_FR, country_code: 'DE', eu_vat_number: 'DE123456789' });
    expect(item(unchecked)).toMatchObject({ vat_mode: 'eu_consumer', vat_rate: 19, vat_reason: 'vies_unavailable' });
    expect(item(unchecked).terms_of_sale_at).toMatch(/^\d{4}-/);
    expect(item(await call('GET', '/cart', u.cookie))).toMatchObject({ vat_mode: 'eu_consumer', vat_reason: 'vies_unavailable', total_it: 23.8 });
    const other = await makeUser(t.db);
    expect(error(await call('POST', `/users/${other.login}/billing`, u.cookie, BILLING_FR)).code).toBe(603);
  });

  it('buys with the test card from cart to invoice; a declined card changes nothing; credits apply to the sheets of the space', async () => {
    const u = await makeUser(t.db);
    const sheets = [];
    for (let i = 0; i < 3; i++) sheets.push(await makeSheet(t.db, supplierId, { components: [SODIUM_HYDRIDE] }));
    for (const s of sheets) await keep(t.db, u.id, s.id);
    const outside = await makeSheet(t.db, supplierId, { components: [SODIUM_HYDRIDE] });

    const locked = await call('GET', `/documents/${sheets[0].iddc}/vigi_substances`, u.cookie);
    expect(locked.json().collection.items.find((l: any) => l.list === 'clp_annex_vi').status).toBe('locked');

    const secret = await pendingPurchase(u.cookie, u.login, [STANDARD, CLP], 2);
    expect(secret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const cart = item(await call('GET', '/cart', u.cookie));
    expect(cart).toMatchObject({
      step: 3,
      client_secret: secret,
      waiting_offers: [STANDARD, CLP],
      total_et: 60,
      total_vat: 12,
      total_it: 72,
      vat_mode: 'domestic',
    });
    // A pending order blocks a new one and changes to the cart.
    expect(error(await call('POST', '/cart', u.cookie)).code).toBe(608);
    expect(error(await call('PUT', '/cart', u.cookie, { quantity: 3 })).code).toBe(608);
    const pendingSub = item(await call('GET', `/users/${u.login}/subscription`, u.cookie));
    expect(pendingSub).toMatchObject({ tokens: 0, used_tokens: 0, total_results: 2 });
    expect(pendingSub.offers.every((o: any) => o.pending && o.state === 'pending')).toBe(true);

    const declined = await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_DECLINE });
    expect(item(declined)).toMatchObject({ status: 'pending', failure: 'card_declined', invoice_number: null });
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie)).tokens).toBe(0);

    const paid = await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: '4242 4242 4242 4242' });
    expect(item(paid)).toMatchObject({ status: 'paid', failure: null, total_it: 72 });
    expect(item(paid).invoice_number).toMatch(/^FA-\d{4}-\d{6}$/);
    // Replayed confirmation: nothing more.
    await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });

    const sub = item(await call('GET', `/users/${u.login}/subscription`, u.cookie));
    // 2 lots x 10 credits per offer (tokens), 3 sheets of the space processed by each (used_tokens).
    expect(sub).toMatchObject({ tokens: 40, used_tokens: 6, total_results: 2 });
    expect(sub.offers.find((o: any) => o.offer_id === CLP)).toMatchObject({
      packs: 2,
      pending: false,
      offer_code: 'VIGI-CLP-ANNEX-VI',
      tool_id: 2,
      et_price: 20,
      individual_price: 10,
      state: 'active',
      credits: 20,
      used_credits: 3,
    });
    expect(item(await call('GET', '/cart', u.cookie))).toMatchObject({ step: 4, offers: [], client_secret: null });
    expect(item(await call('POST', '/cart/checkout', u.cookie))).toMatchObject({ status: 'paid' });

    // The paid list is unlocked on a sheet of the space, not on one outside it.
    const open = await call('GET', `/documents/${sheets[0].iddc}/vigi_substances`, u.cookie);
    const clp = open.json().collection.items.find((l: any) => l.list === 'clp_annex_vi');
    expect(clp.status).toBe('ok');
    expect(clp.hits[0]).toMatchObject({ matched_by: 'index', entry_name: 'sodium hydride' });
    const closed = await call('GET', `/documents/${outside.iddc}/vigi_substances`, u.cookie);
    expect(closed.json().collection.items.find((l: any) => l.list === 'clp_annex_vi').status).toBe('locked');

    // Invoice: listed, downloadable, mailed (by the job the payment queued).
    await runShopJobs(t);
    const invoices = (await call('GET', `/users/${u.login}/invoices`, u.cookie)).json().collection.items;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ kind: 'invoice', total_et: 60, total_vat: 12, total_it: 72 });
    const pdf = await t.app.inject({ method: 'GET', url: invoices[0].href, headers: { cookie: u.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(invoices[0].number);
    expect(text).toContain('Acme Chimie');
    expect(text).toContain('OpenFDS SAS');
    const mails = (await readMails(t.config.mailDir)).filter((m) => m.subject?.includes(invoices[0].number));
    expect(mails).toHaveLength(1);

    // Another user's order and invoice are refused.
    const other = await makeUser(t.db);
    expect(error(await call('GET', `/users/${u.login}/orders`, other.cookie)).code).toBe(603);
    expect(error(await call('GET', `/users/${other.login}/orders/${item(paid).id}`, other.cookie)).code).toBe(604);
    expect(error(await call('GET', `/users/${other.login}/invoices/${invoices[0].id}/pdf`, other.cookie)).code).toBe(604);
    expect(error(await call('POST', '/payments/test/confirm', other.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS })).code).toBe(604);
  }, 60_000);

  it('applies the minimum: the token rule and the first offer packs, and 590 carries the minimum', async () => {
    const u = await makeUser(t.db);
    await pendingPurchase(u.cookie, u.login, [STANDARD], 3);
    const order = await t.db.selectFrom('shop_orders').select('payment_intent_id').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    await handlePaymentEvent(shopDeps(t), {
      id: 'evt_min',
      type: 'succeeded',
      intentId: order.payment_intent_id!,
      failure: null,
    });
    // 30 tokens: the minimum is 3 lots (tokens/10); with the data-extract offer, the first offer's 3 packs.
    const put = await call('PUT', '/cart', u.cookie, { offer_ids: [CLP], quantity: 1 });
    expect(item(put)).toMatchObject({ minimum_quantity: 3, quantity: 3 });
    await t.db.updateTable('shop_carts').set({ quantity: 1 }).where('user_id', '=', u.id).execute();
    // api-spec §5: the cart's quantity never goes below its minimum, in what the cart shows and prices too.
    const shown = await call('GET', '/cart', u.cookie);
    expect(shown.json().collection, shown.body).toMatchObject({ items: [{ minimum_quantity: 3, quantity: 3 }] });
    const below = await call('POST', '/cart', u.cookie);
    expect(below.statusCode).toBe(400);
    expect(error(below)).toMatchObject({ code: 590, data: [{ name: 'minimum_quantity', value: 3 }] });
  });

  it('prices the cart by the app clock, not the system date (issue #29)', async () => {
    const u = await makeUser(t.db);
    t.clock.set(new Date('2030-03-01T12:00:00Z'));
    try {
      const line = item(await call('PUT', '/cart', u.cookie, { offer_ids: [STANDARD], quantity: 1 })).offers[0];
      expect(line.end_date.slice(0, 4)).toBe('2031');
    } finally {
      t.clock.set(new Date());
    }
  });

  it('prorates a later offer to the common end date', async () => {
    const u = await makeUser(t.db);
    const secret = await pendingPurchase(u.cookie, u.login, [CLP], 1);
    await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    // Move the first purchase so that 73 days are left of its 365-day period.
    const end = new Date(Date.now() + 73 * 86_400_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() - 292 * 86_400_000).toISOString().slice(0, 10);
    await t.db.updateTable('shop_holdings').set({ end_date: end, start_date: start }).where('user_id', '=', u.id).execute();
    const cart = item(await call('PUT', '/cart', u.cookie, { offer_ids: [STANDARD], quantity: 1 }));
    const line = cart.offers[0];
    expect(line).toMatchObject({ end_date: end, sheets: 10, unit_price: 20, annual_et_price: 20, annual_it_price: 24 });
    expect(line.days).toBe(73);
    expect(line.et_price).toBeCloseTo((20 * 73) / line.period_days, 2);
    expect(cart.total_it).toBeCloseTo(line.et_price * 1.2, 2);
  });

  it('resumes a pending order with a new client secret, and deletes one (cart, waiting offers and pending flag cleared)', async () => {
    const u = await makeUser(t.db);
    const secret = await pendingPurchase(u.cookie, u.login, [STANDARD], 1);
    const info = await call('GET', `/users/${u.login}/command`, u.cookie);
    expect(info.json().collection.data).toContainEqual({ name: 'pending', value: true });
    const resumed = await call('POST', `/users/${u.login}/command`, u.cookie);
    const newSecret = item(resumed).client_secret;
    expect(newSecret).toMatch(/_secret_/);
    expect(newSecret).not.toBe(secret);
    // The old secret no longer pays.
    const stale = await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    expect(error(stale).code).toBe(604);
    const other = await makeUser(t.db);
    expect(error(await call('DELETE', `/users/${u.login}/command`, other.cookie)).code).toBe(603);
    expect((await call('DELETE', `/users/${u.login}/command`, u.cookie)).statusCode).toBe(200);
    expect(item(await call('GET', '/cart', u.cookie))).toMatchObject({ offers: [], waiting_offers: [], client_secret: null, step: 0, command: null });
    expect((await call('GET', `/users/${u.login}/command`, u.cookie)).json().collection.items).toEqual([]);
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie))).toMatchObject({ tokens: 0, offers: [] });
  });

  it('a webhook event replayed twice grants credits once; a cancelled paid order gets a credit note', async () => {
    const u = await makeUser(t.db);
    await pendingPurchase(u.cookie, u.login, [STANDARD], 1);
    const order = await t.db.selectFrom('shop_orders').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    const deps = shopDeps(t);
    const event = { id: 'evt_replay', type: 'succeeded' as const, intentId: order.payment_intent_id!, failure: null };
    const results = await Promise.all([handlePaymentEvent(deps, event), handlePaymentEvent(deps, event)]);
    expect(results.filter((r) => r.handled)).toHaveLength(1);
    await handlePaymentEvent(deps, { ...event, id: 'evt_other_same_intent' });
    const holdings = await t.db.selectFrom('shop_holdings').selectAll().where('user_id', '=', u.id).execute();
    expect(holdings).toHaveLength(1);
    expect(holdings[0].credits).toBe(10);
    expect(await t.db.selectFrom('shop_invoices').select('number').where('order_id', '=', order.id).execute()).toHaveLength(1);

    expect(error(await call('POST', `/admin/shop/orders/${order.id}/cancel`, u.cookie)).code).toBe(603);
    const admin = await makeUser(t.db, { admin: true });
    const cancelled = await call('POST', `/admin/shop/orders/${order.id}/cancel`, admin.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().collection.data[0].value).toMatch(/^AV-\d{4}-\d{6}$/);
    // Only a paid order can be cancelled (once).
    await expect(cancelPaidOrder(deps, order.id)).rejects.toMatchObject({ code: 604 });
    const docs = (await call('GET', `/users/${u.login}/invoices`, u.cookie)).json().collection.items as any[];
    expect(docs.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie)).tokens).toBe(0);
    // Invoice numbers are gap-free.
    const numbers = (await t.db.selectFrom('shop_invoices').select('number').where('kind', '=', 'invoice').orderBy('id').execute()).map((r) =>
      Number(r.number.slice(-6)),
    );
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('with the credits spent, a further sheet of the space is not processed and says so (no_credits)', async () => {
    const u = await makeUser(t.db);
    const sheets = [];
    for (let i = 0; i < 11; i++) {
      const sheet = await makeSheet(t.db, supplierId, { components: [SODIUM_HYDRIDE] });
      await keep(t.db, u.id, sheet.id);
      sheets.push(sheet);
    }
    const secret = await pendingPurchase(u.cookie, u.login, [CLP], 1);
    await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie))).toMatchObject({ tokens: 10, used_tokens: 10 });
    const statusOf = async (code: string) =>
      (await call('GET', `/documents/${code}/vigi_substances`, u.cookie)).json().collection.items.find((l: any) => l.list === 'clp_annex_vi').status;
    expect(await statusOf(sheets[0].iddc)).toBe('ok');
    expect(await statusOf(sheets[10].iddc)).toBe('no_credits');
  });

  it('a Premium credit queues the human check of the sheet within 7 days; the sheet says "awaiting check"', async () => {
    const u = await makeUser(t.db);
    const sheet = await makeSheet(t.db, supplierId);
    await keep(t.db, u.id, sheet.id);
    const secret = await pendingPurchase(u.cookie, u.login, [OFFERS.premium], 1);
    await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    const check = await t.db.selectFrom('shop_premium_checks').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(check).toMatchObject({ document_id: sheet.id, status: 'awaiting' });
    const days = (new Date(check.due_at).getTime() - new Date(check.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect(item(await call('GET', `/documents/${sheet.iddc}/extraction`, u.cookie)).premium_check).toBe('awaiting');
    expect(item(await call('GET', `/documents/${sheet.iddc}/extraction`)).premium_check).toBeNull();
  });

  it('my-FDS selectInfReg spends one credit of the chosen paid offer on the sheet, once', async () => {
    const u = await makeUser(t.db);
    const secret = await pendingPurchase(u.cookie, u.login, [CLP], 1);
    await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    const sheet = await makeSheet(t.db, supplierId, { components: [SODIUM_HYDRIDE] });
    await keep(t.db, u.id, sheet.id);
    const url = `/users/${u.login}/mySDS/documents/${sheet.iddc}/selectInfReg`;
    expect((await call('PUT', url, u.cookie, { watch_lists: ['clp_annex_vi'] })).statusCode).toBe(200);
    expect((await call('PUT', url, u.cookie, { watch_lists: ['clp_annex_vi'] })).statusCode).toBe(200);
    expect(item(await call('GET', `/users/${u.login}/subscription`, u.cookie))).toMatchObject({ tokens: 10, used_tokens: 1 });
    // An offer without credits: 607.
    expect(error(await call('PUT', url, u.cookie, { watch_lists: ['clp_annex_vi'], extraction: 'premium' })).code).toBe(607);
  });

  it('parallel sheet additions with one credit left: one processed, one refused (607)', async () => {
    const u = await makeUser(t.db);
    const secret = await pendingPurchase(u.cookie, u.login, [CLP], 1);
    await call('POST', '/payments/test/confirm', u.cookie, { client_secret: secret, card_number: TEST_CARD_SUCCESS });
    await t.db.updateTable('shop_holdings').set({ used: 9 }).where('user_id', '=', u.id).execute();
    const a = await makeSheet(t.db, supplierId);
    const b = await makeSheet(t.db, supplierId);
    const results = await Promise.allSettled(
      [a, b].map((doc) => t.db.transaction().execute((tx) => consumeCredits(tx, { userId: u.id, offerRef: 'clp_annex_vi', documentCode: doc.iddc }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.code).toBe(607);
    const holding = await t.db.selectFrom('shop_holdings').select(['used', 'credits']).where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(holding).toEqual({ used: 10, credits: 10 });
    // The same sheet again costs nothing.
    const won = results.findIndex((r) => r.status === 'fulfilled');
    const again = await t.db.transaction().execute((tx) => consumeCredits(tx, { userId: u.id, offerRef: CLP, documentCode: [a, b][won].iddc }));
    expect(again.spent).toBe(0);
  });
});

describe('shop API, before the regulatory lists are loaded', () => {
  let t: TestContext;
  const call = (method: string, url: string, cookie?: string, payload?: unknown) => shopCall(t)(method, url, cookie, payload);
  const error = (res: { json(): any }) => res.json().collection.errors[0];

  beforeAll(async () => {
    t = await createTestContext();
  }, 120_000);
  afterAll(async () => t?.close());

  it('lists the tools, offers and prices; announced tools come soon; an offer whose lists are not loaded cannot be bought (582)', async () => {
    const res = await call('GET', '/tools');
    expect(res.statusCode).toBe(200);
    const tools = res.json().collection.items as any[];
    const extract = tools.find((x) => x.tool_reference === 'FDS_DATA_EXTRACT');
    expect(extract.offers.map((o: any) => [o.reference, o.price])).toEqual([
      ['FDS-EXTRACT-BASIC', 0],
      ['FDS-EXTRACT-STANDARD', 20],
      ['FDS-EXTRACT-PREMIUM', 80],
    ]);
    const vigi = tools.find((x) => x.tool_reference === 'VIGI_SUBSTANCES');
    expect(vigi.offers.map((o: any) => o.price)).toEqual([0, 10, 10, 15]);
    expect(vigi.offers.find((o: any) => o.id === CLP)).toMatchObject({
      id: CLP,
      name: 'CLP Annex VI (1 list)',
      technical_reference: 'clp_annex_vi',
      available: false,
    });
    expect(tools.filter((x) => x.status === 'coming_soon').map((x) => x.tool_reference)).toEqual(['fdsRetriever']);

    const refused = await call('PUT', '/cart', undefined, { offer_ids: [STANDARD, CLP] });
    expect(refused.statusCode).toBe(400);
    expect(error(refused)).toMatchObject({ code: 582, data: [{ name: 'offer_id', value: CLP }] });
    // A free offer is not sold either.
    expect(error(await call('PUT', '/cart', undefined, { offer_ids: [OFFERS.basic] })).code).toBe(582);

    await importListFile(t.db, 'clp_annex_vi', fs.readFileSync(regulatoryFile('clp_annex_vi')!));
    const after = (await call('GET', '/tools')).json().collection.items as any[];
    expect(after.find((x) => x.tool_reference === 'VIGI_SUBSTANCES').offers.find((o: any) => o.id === CLP).available).toBe(true);
  }, 60_000);
});
