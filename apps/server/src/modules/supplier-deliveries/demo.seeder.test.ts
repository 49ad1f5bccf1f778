import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/accounts.ts';
import { makeSheet, makeSupplier } from '../../../test/factories.ts';
import { supplierDemoSeeder } from '../supplier-space/index.ts';
import { deliveriesDemoSeeder } from './demo.seeder.ts';

/** The demo supplier's deliveries on a fresh start (api walk: its deliveries page was empty). */
describe('supplier deliveries demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ e2e: true });
    const supplier = await makeSupplier(t.db, { access_level: 'mixed' });
    await t.db.updateTable('suppliers').set({ member: true, document_count: 4 }).where('id', '=', supplier.id).execute();
    for (let i = 0; i < 4; i += 1) await makeSheet(t.db, supplier.id);
    await supplierDemoSeeder.run(t, () => {});
  }, 60_000);
  afterAll(async () => t?.close());

  it('lists deliveries of three products to the demo customers, once', async () => {
    const lines: string[] = [];
    await deliveriesDemoSeeder.run(t, (msg) => lines.push(msg));
    expect(lines).toEqual(['demo supplier: 6 deliveries of 3 products to 2 customers']);
    const cookie = `openfds_session=${await loginAs(t, 'supplier@openfds.local', 'Supplier-Demo-2025')}`;
    const list = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/supplier/deliveries', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().collection.items as { email: string; product_code: string }[];
    };
    const deliveries = await list();
    expect(deliveries).toHaveLength(6);
    expect(new Set(deliveries.map((d) => d.email))).toEqual(new Set(['achats@client-demo.example', 'hse@usine-demo.example']));

    const again: string[] = [];
    await deliveriesDemoSeeder.run(t, (msg) => again.push(msg));
    expect(again).toEqual([]);
    expect(await list()).toHaveLength(6);
  });
});
