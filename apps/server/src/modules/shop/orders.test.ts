import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { applyNewRevision, depositIntoSpace } from '../my-fds/index.ts';
import { cancelPaidOrder } from './order-cancellation.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { OFFERS, purchase, shopDeps, shopCall } from '../../../test/shop-fixtures.ts';

const STANDARD = OFFERS.standard;

/** What the orders bought, seen from My-FDS and the tools (issue #12 orders tab, issue #14 credits). */
describe('orders in My-FDS and credits at deposit', () => {
  let t: TestContext;
  let supplierId: number;

  // Every reply checked against the contract's item schema of its route (test/contract-replies.ts).
  const call = (method: string, url: string, cookie?: string, payload?: unknown) => shopCall(t)(method, url, cookie, payload);
  const items = (res: { json(): any }) => res.json().collection.items as any[];
  const item = (res: { json(): any }) => items(res)[0];
  const error = (res: { json(): any }) => res.json().collection.errors[0];

  /** Buys `quantity` lots of some offers with the test card; returns the paid order. */
  const buy = async (u: { login: string; cookie: string }, offerIds: number[], quantity: number) =>
    (await purchase(t, u, { offers: offerIds, quantity })) as { id: number; invoice_number: string; paid_at: string };
  const tab = (u: { login: string; cookie: string }, col: string) => call('GET', `/users/${u.login}/mySDS/documents?document_col=${col}`, u.cookie);

  beforeAll(async () => {
    t = await createTestContext();
    supplierId = (await makeSupplier(t.db)).id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('the orders tab lists the sheets a paid order processed, with the order reference, dates, status and offers', async () => {
    const u = await makeUser(t.db);
    const kept = [await makeSheet(t.db, supplierId), await makeSheet(t.db, supplierId)];
    for (const s of kept) await keep(t.db, u.id, s.id);
    const empty = await tab(u, 'orders');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().collection).toMatchObject({ items: [] });

    const order = await buy(u, [STANDARD], 1);
    const res = await tab(u, 'orders');
    expect(res.statusCode, res.body).toBe(200);
    const rows = items(res);
    expect(rows.map((r) => r.iddc).sort()).toEqual(kept.map((s) => s.iddc).sort());
    expect(rows[0].orders).toEqual([
      {
        order_id: order.id,
        reference: order.invoice_number,
        status: 'paid',
        ordered_at: expect.any(String),
        paid_at: order.paid_at,
        applied_at: expect.any(String),
        offers: ['FDS-EXTRACT-STANDARD'],
      },
    ]);
    // The other tabs carry the same orders on the same sheets; a sheet no order paid for has none.
    const outside = await makeSheet(t.db, supplierId);
    await t.db.insertInto('user_documents').values({ user_id: u.id, document_id: outside.id, source: 'favourite' }).execute();
    const all = items(await tab(u, 'all'));
    expect(all).toHaveLength(3);
    expect(all.find((r) => r.iddc === outside.iddc).orders).toEqual([]);
    expect(all.find((r) => r.iddc === kept[0].iddc).orders).toHaveLength(1);
    expect(item(await call('GET', `/users/${u.login}/mySDS/documents/${kept[0].iddc}`, u.cookie)).orders[0].reference).toBe(order.invoice_number);
    expect(items(await tab(u, 'orders'))).toHaveLength(2);
    // Filters and paging apply within the tab.
    const page = (await call('GET', `/users/${u.login}/mySDS/documents?document_col=orders&limit=1&offset=1`, u.cookie)).json().collection;
    expect(page.items).toHaveLength(1);
    expect(page.data).toEqual(expect.arrayContaining([{ name: 'itemsCount', value: 2 }]));

    // Another user never sees them; a cancelled order stays listed as cancelled (its sheets stay processed).
    const other = await makeUser(t.db);
    expect(error(await call('GET', `/users/${u.login}/mySDS/documents?document_col=orders`, other.cookie)).code).toBe(603);
    expect(items(await tab(other, 'orders'))).toEqual([]);
    await cancelPaidOrder(shopDeps(t), order.id);
    expect(items(await tab(u, 'orders')).map((r) => r.orders[0].status)).toEqual(['cancelled', 'cancelled']);
  }, 60_000);

  const used = async (userId: number) =>
    await t.db.selectFrom('shop_holdings').select(['used', 'credits']).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirstOrThrow();
  const uses = async (userId: number, documentId: number) =>
    (await t.db.selectFrom('shop_credit_uses').select('offer_id').where('user_id', '=', userId).where('document_id', '=', documentId).execute()).length;

  it('a sheet added to the space of a credit holder gets the paid tools at once, once; asking a tool never spends', async () => {
    const u = await makeUser(t.db);
    await buy(u, [STANDARD], 1);
    expect(await used(u.id)).toEqual({ used: 0, credits: 10 });
    const a = await makeSheet(t.db, supplierId);
    const add = await call('POST', `/users/${u.login}/mySDS/documents`, u.cookie, { document_code: [a.iddc] });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().collection.data).toEqual(
      expect.arrayContaining([
        { name: 'added', value: 1 },
        { name: 'credits_spent', value: 1 },
        { name: 'not_processed', value: [] },
      ]),
    );
    expect(await used(u.id)).toEqual({ used: 1, credits: 10 });
    expect(items(await tab(u, 'orders')).map((r) => r.iddc)).toEqual([a.iddc]);
    // The space's data workbook gives that sheet at the FDS-Extract standard level.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await call('GET', `/users/${u.login}/mySDS/sds2excel`, u.cookie)).rawPayload as never);
    expect(workbook.worksheets[0].getRow(2).values).toEqual(expect.arrayContaining([a.iddc, 'FDS-Extract standard']));
    // Re-adding, and a deposit of the same sheet (twice), spend nothing.
    const again = await call('POST', `/users/${u.login}/mySDS/documents`, u.cookie, { document_code: [a.iddc] });
    expect(again.json().collection.data).toEqual(
      expect.arrayContaining([
        { name: 'added', value: 0 },
        { name: 'credits_spent', value: 0 },
      ]),
    );
    expect(await depositIntoSpace(t.db, { userId: u.id, documentId: a.id, source: 'received' })).toBe(false);
    // A deposit (SafeBox's 'received' path) of a new sheet, inside the caller's transaction, spends one credit.
    const b = await makeSheet(t.db, supplierId);
    await t.db.transaction().execute(async (tx) => {
      expect(await depositIntoSpace(tx, { userId: u.id, documentId: b.id, source: 'received' })).toBe(true);
      expect(await depositIntoSpace(tx, { userId: u.id, documentId: b.id, source: 'received' })).toBe(false);
    });
    expect(await used(u.id)).toEqual({ used: 2, credits: 10 });
    expect(await uses(u.id, b.id)).toBe(1);
    // A failed deposit transaction spends nothing.
    const c = await makeSheet(t.db, supplierId);
    await expect(
      t.db.transaction().execute(async (tx) => {
        await depositIntoSpace(tx, { userId: u.id, documentId: c.id, source: 'received' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await used(u.id)).toEqual({ used: 2, credits: 10 });
    expect(await uses(u.id, c.id)).toBe(0);
    // Asking the watch about a sheet put in behind the space's back spends nothing (no lazy spending on a read).
    await t.db.insertInto('user_documents').values({ user_id: u.id, document_id: c.id, source: 'favourite' }).execute();
    expect((await call('GET', `/documents/${c.iddc}/vigi_substances`, u.cookie)).statusCode).toBe(200);
    expect(await used(u.id)).toEqual({ used: 2, credits: 10 });
  }, 60_000);

  it('parallel additions with one credit left: one sheet processed, the other added but not processed, said so', async () => {
    const u = await makeUser(t.db);
    await buy(u, [STANDARD], 1);
    await t.db.updateTable('shop_holdings').set({ used: 9 }).where('user_id', '=', u.id).execute();
    const sheets = [await makeSheet(t.db, supplierId), await makeSheet(t.db, supplierId)];
    const replies = await Promise.all(sheets.map((s) => call('POST', `/users/${u.login}/mySDS/documents`, u.cookie, { document_code: [s.iddc] })));
    const data = replies.map((r) => Object.fromEntries((r.json().collection.data as { name: string; value: unknown }[]).map((d) => [d.name, d.value])));
    expect(data.map((d) => d.added)).toEqual([1, 1]);
    expect(data.map((d) => d.credits_spent).sort()).toEqual([0, 1]);
    const refused = data.find((d) => d.credits_spent === 0)!;
    expect(refused).toMatchObject({ not_processed_offers: ['FDS-EXTRACT-STANDARD'] });
    expect(sheets.map((s) => s.iddc)).toContain((refused.not_processed as string[])[0]);
    expect(await used(u.id)).toEqual({ used: 10, credits: 10 });
    expect(items(await tab(u, 'all'))).toHaveLength(2);
    expect(items(await tab(u, 'orders'))).toHaveLength(1);
  }, 60_000);

  it('a new revision replacing a paid sheet keeps its paid tools without spending again', async () => {
    const u = await makeUser(t.db);
    await buy(u, [STANDARD], 1);
    const old = await makeSheet(t.db, supplierId);
    await call('POST', `/users/${u.login}/mySDS/documents`, u.cookie, { document_code: [old.iddc] });
    expect(await used(u.id)).toEqual({ used: 1, credits: 10 });
    const product = await t.db
      .selectFrom('documents')
      .select(['product_key', 'product_name', 'product_name_slug'])
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('documents').set({ is_latest: false }).where('id', '=', old.id).execute();
    const next = await t.db
      .insertInto('documents')
      .values({
        iddc: old.iddc.replace(/-\d{6}$/, '-999999'),
        supplier_id: supplierId,
        ...product,
        language: 'fr',
        access: 'public',
        revision_date: new Date().toISOString().slice(0, 10),
      })
      .returning(['id', 'iddc'])
      .executeTakeFirstOrThrow();
    expect((await applyNewRevision({ db: t.db }, next.id)).moved).toBe(1);
    expect(await used(u.id)).toEqual({ used: 1, credits: 10 });
    const rows = items(await tab(u, 'orders'));
    expect(rows.map((r) => r.iddc)).toEqual([next.iddc]);
    expect(rows[0].orders[0].offers).toEqual(['FDS-EXTRACT-STANDARD']);
  }, 60_000);

  it('a successful payment opens SafeBox when it is missing, once; a cancelled order takes back what it opened', async () => {
    const u = await makeUser(t.db);
    const safebox = async () => item(await call('GET', `/users/${u.login}/safebox`, u.cookie));
    expect(await safebox()).toMatchObject({ state: 'none', free_tools_active: false, opened_by_order: null });
    const order = await buy(u, [STANDARD], 1);
    expect(await safebox()).toMatchObject({ state: 'member', free_tools_active: true, opened_by_order: order.id, safebox_signed_contract_return_date: null });
    const user = await t.db.selectFrom('users').select(['safebox', 'profile']).where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(user.safebox).toBe(true);
    expect((user.profile as Record<string, unknown>).safebox_signed_contract_return_date).toBe(order.paid_at);
    // A second order changes nothing (already a member); the free tools answer as for any member.
    await buy(u, [STANDARD], 1);
    expect(await t.db.selectFrom('safebox_order_openings').select('order_id').where('user_id', '=', u.id).execute()).toEqual([{ order_id: order.id }]);
    const admin = await makeUser(t.db, { admin: true });
    expect((await call('POST', `/admin/shop/orders/${order.id}/cancel`, admin.cookie)).statusCode).toBe(200);
    expect(await safebox()).toMatchObject({ state: 'none', free_tools_active: false, opened_by_order: null });

    // A member by contract stays so, with nothing recorded, and a cancelled order does not end that membership.
    const m = await makeUser(t.db);
    await t.db.updateTable('users').set({ safebox: true }).where('id', '=', m.id).execute();
    const mOrder = await buy(m, [STANDARD], 1);
    expect(await t.db.selectFrom('safebox_order_openings').select('order_id').where('user_id', '=', m.id).execute()).toEqual([]);
    await cancelPaidOrder(shopDeps(t), mOrder.id);
    expect((await t.db.selectFrom('users').select('safebox').where('id', '=', m.id).executeTakeFirstOrThrow()).safebox).toBe(true);
  }, 60_000);
});
