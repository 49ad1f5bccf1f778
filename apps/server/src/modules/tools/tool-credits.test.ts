import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerByReference, TOOL_FREE_PER_MONTH } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { firstError } from '../../../test/accounts.ts';
import { grantPaidOffer, keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { purchase } from '../../../test/shop-fixtures.ts';

/**
 * The tools' credits (issue #28 "gating"): a saved load, an establishment report, a label sheet cost one use (the
 * month's SafeBox free level, then a paid credit), with 780 when none is left; the calculators stay free.
 */
let t: TestContext;
let supplierId: number;

beforeAll(async () => {
  t = await createTestContext();
  supplierId = (await makeSupplier(t.db)).id;
}, 60_000);
afterAll(async () => t?.close());

type User = Awaited<ReturnType<typeof makeUser>>;
const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/users/${encodeURIComponent(user.login)}${url}`, headers: { cookie: user.cookie, 'accept-language': 'en' }, payload });
const load = (name: string, litres = 200) => ({ name, lines: [{ un: '1202', quantity: litres, unit: 'L' }] });

/** What the user has left of a tool, as GET /users/{login}/mySDS/tool_credits says it. */
async function balance(user: User, tool: string) {
  const res = await call(user, 'GET', '/mySDS/tool_credits');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().collection.items.find((b: { tool: string }) => b.tool === tool);
}

/** A paid lot (10 credits) of a tool offer for a user, as the shop grants it on payment. */
async function grantLot(userId: number, reference: string) {
  await grantPaidOffer(t.db, userId, { offerId: offerByReference(reference)!.id, quantity: 1, etCents: 1000 });
}

describe('Quick-ADR saved loads', () => {
  it('refuses a user without credit nor SafeBox with 780, storing nothing; the calculator stays free', async () => {
    const user = await makeUser(t.db);
    const res = await call(user, 'POST', '/mySDS/quick_adr', load('Monday'));
    expect(res.statusCode).toBe(402);
    expect(firstError(res)).toMatchObject({ code: 780 });
    expect((await call(user, 'GET', '/mySDS/quick_adr')).json().collection.items).toHaveLength(0);
    const calc = await t.app.inject({ method: 'POST', url: '/api/v1/quick_adr/loads', headers: { cookie: user.cookie }, payload: { lines: load('x').lines } });
    expect(calc.statusCode, calc.body).toBe(200);
    expect(await balance(user, 'quickAdr')).toMatchObject({ free_left: 0, credits_left: 0, unlimited: false });
  });

  it('spends one credit per saved load, once for the same load the same day; two users never share credits', async () => {
    const buyer = await makeUser(t.db);
    const other = await makeUser(t.db);
    await grantLot(buyer.id, 'QUICK-ADR-LOADS');
    expect((await balance(buyer, 'quickAdr')).credits_left).toBe(10);
    expect((await call(buyer, 'POST', '/mySDS/quick_adr', load('Monday'))).statusCode).toBe(200);
    expect((await balance(buyer, 'quickAdr')).credits_left).toBe(9);
    // A double click, a replay: the same load the same day costs nothing more.
    expect((await call(buyer, 'POST', '/mySDS/quick_adr', load('Monday'))).statusCode).toBe(200);
    expect((await balance(buyer, 'quickAdr')).credits_left).toBe(9);
    expect((await call(buyer, 'POST', '/mySDS/quick_adr', load('Tuesday', 300))).statusCode).toBe(200);
    expect((await balance(buyer, 'quickAdr')).credits_left).toBe(8);
    // The other account has none of them, and its refusal spends none of the buyer's.
    expect(firstError(await call(other, 'POST', '/mySDS/quick_adr', load('Monday'))).code).toBe(780);
    expect((await balance(other, 'quickAdr')).credits_left).toBe(0);
    expect((await balance(buyer, 'quickAdr')).credits_left).toBe(8);
    // Another tool's credits are not this one's.
    expect((await balance(buyer, 'fdsLabels')).credits_left).toBe(0);
  });

  it('gives one success to two parallel saves with one credit left', async () => {
    const user = await makeUser(t.db);
    await grantLot(user.id, 'QUICK-ADR-LOADS');
    await t.db.updateTable('shop_holdings').set({ used: 9 }).where('user_id', '=', user.id).execute();
    const results = await Promise.all([call(user, 'POST', '/mySDS/quick_adr', load('A', 100)), call(user, 'POST', '/mySDS/quick_adr', load('B', 150))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect((await call(user, 'GET', '/mySDS/quick_adr')).json().collection.items).toHaveLength(1);
    expect((await balance(user, 'quickAdr')).credits_left).toBe(0);
  });

  it('never charges staff', async () => {
    const admin = await makeUser(t.db, { admin: true });
    expect((await call(admin, 'POST', '/mySDS/quick_adr', load('Audit'))).statusCode).toBe(200);
    expect(await balance(admin, 'quickAdr')).toMatchObject({ credits_left: 0, unlimited: true });
  });
});

describe('Quick-ICPE establishment reports', () => {
  it('gives a SafeBox member the free reports of the month, then 780, then the next month again', async () => {
    const user = await makeUser(t.db, { safebox: true });
    const sites = [];
    for (const name of ['Lyon', 'Lille', 'Nantes']) sites.push((await call(user, 'POST', '/mySDS/inventory/sites', { name })).json().collection.items[0].id);
    expect(TOOL_FREE_PER_MONTH.quickIcpe).toBe(2);
    expect(await balance(user, 'quickIcpe')).toMatchObject({ free_left: 2, free_per_month: 2 });
    expect((await call(user, 'GET', `/mySDS/quick_icpe/xlsx?site_id=${sites[0]}`)).statusCode).toBe(200);
    // The same establishment's report again the same day is the same report.
    expect((await call(user, 'GET', `/mySDS/quick_icpe/xlsx?site_id=${sites[0]}`)).statusCode).toBe(200);
    expect((await balance(user, 'quickIcpe')).free_left).toBe(1);
    expect((await call(user, 'GET', `/mySDS/quick_icpe/xlsx?site_id=${sites[1]}`)).statusCode).toBe(200);
    const refused = await call(user, 'GET', `/mySDS/quick_icpe/xlsx?site_id=${sites[2]}`);
    expect(refused.statusCode).toBe(402);
    expect(firstError(refused).code).toBe(780);
    // All three at once would take three: refused whole, nothing charged.
    expect((await call(user, 'GET', '/mySDS/quick_icpe/xlsx')).statusCode).toBe(402);
    expect((await balance(user, 'quickIcpe')).free_left).toBe(0);
    // Last month's uses do not count against this month's (moving the clock a month would expire the session).
    await t.db
      .updateTable('tool_credit_uses')
      .set({ day: sql`day - interval '1 month'` })
      .where('user_id', '=', user.id)
      .execute();
    expect((await balance(user, 'quickIcpe')).free_left).toBe(2);
    expect((await call(user, 'GET', `/mySDS/quick_icpe/xlsx?site_id=${sites[2]}`)).statusCode).toBe(200);
  });

  it('answers 404 for an establishment that is not the user’s', async () => {
    const owner = await makeUser(t.db, { safebox: true });
    const intruder = await makeUser(t.db, { safebox: true });
    const site = (await call(owner, 'POST', '/mySDS/inventory/sites', { name: 'Lyon' })).json().collection.items[0].id;
    expect((await call(intruder, 'GET', `/mySDS/quick_icpe/xlsx?site_id=${site}`)).statusCode).toBe(404);
    expect((await balance(intruder, 'quickIcpe')).free_left).toBe(2);
  });
});

describe('buying a tool lot in the shop', () => {
  it('grants 10 credits of the tool on payment, none spent on the sheets of the space', async () => {
    const user = await makeUser(t.db);
    const sheet = await makeSheet(t.db, supplierId);
    await keep(t.db, user.id, sheet.id);
    await purchase(t, user, { offers: [offerByReference('FDS-LABELS-SHEETS')!.id], quantity: 1 });
    // A purchase opens SafeBox (the free level comes with it).
    expect(await balance(user, 'fdsLabels')).toMatchObject({ credits_left: 10, free_left: 10 });
    const sub = await t.app.inject({ method: 'GET', url: `/api/v1/users/${encodeURIComponent(user.login)}/subscription`, headers: { cookie: user.cookie } });
    expect(sub.statusCode, sub.body).toBe(200);
    // The user's credit list ("my subscriptions") shows the lot like any other offer.
    const offers = sub.json().collection.items[0].offers as { offer_code: string; credits: number; used_credits: number }[];
    expect(offers.find((o) => o.offer_code === 'FDS-LABELS-SHEETS')).toMatchObject({ credits: 10, used_credits: 0 });
  });
});
