import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/accounts.ts';
import { makeSheet, makeSupplier } from '../../../test/factories.ts';
import { supplierDemoSeeder } from '../supplier-space/index.ts';
import { consultationsDemoSeeder } from './demo.seeder.ts';

/** The demo supplier's statistics on a fresh start (api walk: no month had any figure). */
describe('consultations demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ e2e: true });
    const supplier = await makeSupplier(t.db, { access_level: 'mixed' });
    await t.db.updateTable('suppliers').set({ member: true, document_count: 6 }).where('id', '=', supplier.id).execute();
    for (let i = 0; i < 6; i += 1) await makeSheet(t.db, supplier.id);
    await supplierDemoSeeder.run(t, () => {});
  }, 60_000);
  afterAll(async () => t?.close());

  it('gives the demo supplier six months of consultations and downloads, once', async () => {
    const lines: string[] = [];
    await consultationsDemoSeeder.run(t, (msg) => lines.push(msg));
    expect(lines).toHaveLength(1);
    const cookie = `openfds_session=${await loginAs(t, 'supplier@openfds.local', 'Supplier-Demo-2025')}`;
    const statistics = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/supplier/statistics', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const months = res.json().collection.data.find((d: { name: string }) => d.name === 'months').value;
      return months as { month: string; consultations: number; downloads: number }[];
    };
    const months = await statistics();
    expect(months).toHaveLength(6);
    for (const month of months) expect(month.consultations).toBeGreaterThan(0);
    expect(months.some((m) => m.downloads > 0)).toBe(true);

    const again: string[] = [];
    await consultationsDemoSeeder.run(t, (msg) => again.push(msg));
    expect(again).toEqual([]);
    expect(await statistics()).toEqual(months);
  });
});
