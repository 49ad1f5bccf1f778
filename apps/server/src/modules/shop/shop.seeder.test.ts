import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { demoAccountsSeeder } from '../../seed/demo-accounts.ts';
import { shopSeeder } from './shop.seeder.ts';
import { makeSheet, makeSupplier } from '../../../test/factories.ts';

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
    const holdings = await t.db.selectFrom('shop_holdings').select(['credits', 'used']).where('user_id', '=', user.id).execute();
    // No list file in this database: the data-extract offer alone, 2 lots, 3 sheets processed.
    expect(holdings).toEqual([{ credits: 20, used: 3 }]);
  });
});
