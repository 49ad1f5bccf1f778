import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/accounts.ts';
import { makeSheet, makeSupplier } from '../../../test/factories.ts';
import { supplierDemoSeeder } from '../supplier-space/index.ts';
import { deliveriesDemoSeeder } from './demo.seeder.ts';
import { SUPPLIER_SENDS_JOB, supplierSendsJob } from './sends.job.ts';

/** The demo supplier's deliveries and sends on a fresh start (api walk: its deliveries and sends pages were empty). */
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

  it('lists deliveries of three products to the demo customers and a send of a new revision to both, once', async () => {
    const lines: string[] = [];
    await deliveriesDemoSeeder.run(t, (msg) => lines.push(msg));
    expect(lines[0]).toBe('demo supplier: 6 deliveries of 3 products to 2 customers');
    expect(lines[1]).toMatch(/^demo supplier: new revision \S+ of \S+ published, its send to the product’s customers queued$/);
    const cookie = `openfds_session=${await loginAs(t, 'supplier@openfds.local', 'Supplier-Demo-2025')}`;
    const list = async (what: 'deliveries' | 'sends') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/supplier/${what}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().collection.items as { email: string; product_code?: string; document_code?: string; file_sha256?: string }[];
    };
    const deliveries = await list('deliveries');
    expect(deliveries).toHaveLength(6);
    expect(new Set(deliveries.map((d) => d.email))).toEqual(new Set(['achats@client-demo.example', 'hse@usine-demo.example']));

    // The publication queued the send job, as any new revision does; the worker runs it (here, by hand).
    const queued = t.sentJobs.filter((j) => j.name === SUPPLIER_SENDS_JOB);
    expect(queued).toHaveLength(1);
    const { documentId } = queued[0].data as { documentId: number };
    const revision = await t.db.selectFrom('documents').select(['iddc', 'file_sha256', 'is_latest']).where('id', '=', documentId).executeTakeFirstOrThrow();
    expect(revision.is_latest).toBe(true);
    expect(lines[1]).toContain(revision.iddc);
    await supplierSendsJob(t).handle({ documentId });
    const sends = await list('sends');
    expect(sends.map((s) => s.email).sort()).toEqual(['achats@client-demo.example', 'hse@usine-demo.example']);
    expect(sends.every((s) => s.document_code === revision.iddc && s.file_sha256 === revision.file_sha256)).toBe(true);

    const again: string[] = [];
    await deliveriesDemoSeeder.run(t, (msg) => again.push(msg));
    expect(again).toEqual([]);
    expect(t.sentJobs.filter((j) => j.name === SUPPLIER_SENDS_JOB)).toHaveLength(1);
    expect(await list('deliveries')).toHaveLength(6);
    expect(await list('sends')).toHaveLength(2);
  });
});
