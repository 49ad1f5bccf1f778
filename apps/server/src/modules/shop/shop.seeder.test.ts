import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { demoAccountsSeeder } from '../../seed/demo-accounts.ts';
import { premiumDemoSeeder, shopSeeder } from './shop.seeder.ts';
import { makeSheet, makeSupplier } from '../../../test/factories.ts';
import { OFFERS } from '../../../test/shop-fixtures.ts';
import { offerByReference } from '@openfds/contract';

describe('shop demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 120_000);
  afterAll(async () => t?.close());

  it('gives the demo user a paid order, credits applied to sheets, and an invoice, once', async () => {
    await demoAccountsSeeder.run(t, () => {});
    const supplier = await makeSupplier(t.db);
    for (let i = 0; i < 3; i++) await makeSheet(t.db, supplier.id);
    await shopSeeder.run(t, () => {});
    await shopSeeder.run(t, () => {});
    const user = await t.db.selectFrom('users').select(['id', 'paying']).where('login', '=', 'user@openfds.local').executeTakeFirstOrThrow();
    expect(user.paying).toBe(true);
    const orders = await t.db.selectFrom('shop_orders').select(['status']).where('user_id', '=', user.id).execute();
    expect(orders).toEqual([{ status: 'paid' }]);
    expect(await t.db.selectFrom('shop_invoices').select('number').where('user_id', '=', user.id).execute()).toHaveLength(1);
    const holdings = await t.db
      .selectFrom('shop_holdings')
      .select(['offer_id', 'credits', 'used'])
      .where('user_id', '=', user.id)
      .orderBy('offer_id')
      .execute();
    // No list file in this database: the data-extract offer (2 lots, 3 sheets processed) and the three tools' lots,
    // whose credits are never spent on sheets (issue #28).
    const tools = ['QUICK-ICPE-REPORTS', 'QUICK-ADR-LOADS', 'FDS-LABELS-SHEETS'].map((r) => ({ offer_id: offerByReference(r)!.id, credits: 20, used: 0 }));
    expect(holdings).toEqual(
      [{ offer_id: offerByReference('FDS-EXTRACT-STANDARD')!.id, credits: 20, used: 3 }, ...tools].sort((a, b) => a.offer_id - b.offer_id),
    );
  });
});

describe('Premium demo data (issue #15)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  }, 120_000);
  afterAll(async () => t?.close());

  it('gives the Premium demo user one Premium lot spent on one sheet of its space, queued for reading, once', async () => {
    await demoAccountsSeeder.run(t, () => {});
    const supplier = await makeSupplier(t.db);
    for (let i = 0; i < 2; i++) await makeSheet(t.db, supplier.id);
    t.sentJobs.length = 0;
    await premiumDemoSeeder.run(t, () => {});
    await premiumDemoSeeder.run(t, () => {});
    const user = await t.db.selectFrom('users').select('id').where('login', '=', 'premium@openfds.local').executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('shop_orders').select('status').where('user_id', '=', user.id).execute()).toEqual([{ status: 'paid' }]);
    expect(await t.db.selectFrom('shop_holdings').select(['offer_id', 'credits', 'used']).where('user_id', '=', user.id).execute()).toEqual([
      { offer_id: OFFERS.premium, credits: 10, used: 1 },
    ]);
    const uses = await t.db.selectFrom('shop_credit_uses').select(['offer_id', 'document_id']).where('user_id', '=', user.id).execute();
    expect(uses).toEqual([{ offer_id: OFFERS.premium, document_id: expect.anything() }]);
    // Queued by the payment: the reading of that sheet, and the invoice's PDF and mail.
    expect(t.sentJobs.filter((j) => j.name === 'sds.extract-user')).toEqual([{ name: 'sds.extract-user', data: { documentId: Number(uses[0].document_id) } }]);
    expect(t.sentJobs.map((j) => j.name).sort()).toEqual(['sds.extract-user', 'shop.invoice']);
    // Demo data: the invoice is stored, not mailed.
    expect(t.sentJobs.find((j) => j.name === 'shop.invoice')?.data).toMatchObject({ mail: false });
    // The demo user keeps its standard order alone: no Premium credit there.
    const demo = await t.db.selectFrom('users').select('id').where('login', '=', 'user@openfds.local').executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('shop_holdings').select('id').where('user_id', '=', demo.id).execute()).toEqual([]);
  });
});
