import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { firstError } from '../../../test/accounts.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { supplierWithMember, type SupplierFixture } from '../../../test/suppliers.ts';

describe('supplier write calls with an API key: publish a sheet, set its access (two suppliers)', () => {
  let t: TestContext;
  let a: SupplierFixture;
  let b: SupplierFixture;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestContext();
    a = await supplierWithMember(t, 'PUBA');
    b = await supplierWithMember(t, 'PUBB');
    for (const [name, who, scope] of [
      ['aWrite', a, 'write'],
      ['aRead', a, 'read'],
      ['bWrite', b, 'write'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/supplier/api_keys', cookies: who.cookies, payload: { name, scope } });
      keys[name] = res.json().collection.items[0].key;
    }
  });
  afterAll(async () => t?.close());

  const call = (key: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` }, payload });
  const sheet = (label: string, revision: string) => ({
    product_name: 'Dégraissant',
    product_code: 'DG-1',
    language: 'fr',
    revision_date: revision,
    revision_version: revision.slice(0, 4),
    ean: ['3012345678901'],
    file_base64: pdfBytes(label).toString('base64'),
  });

  it('publishes a sheet, then a revision that supersedes it (the publisher queues the sends)', async () => {
    const first = await call(keys.aWrite, 'POST', '/supplier/sheets', sheet('v1', '2025-01-01'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().collection.items[0].status).toBe('created');
    t.sentJobs.length = 0;
    const second = await call(keys.aWrite, 'POST', '/supplier/sheets', sheet('v2', '2026-01-01'));
    const item = second.json().collection.items[0];
    expect(item.status).toBe('revised');
    expect(t.sentJobs.map((j) => j.name)).toContain('supplier.sends');
    // The latest revision answers by EAN.
    const byEan = await t.app.inject({ method: 'GET', url: '/api/v1/documents?ean=3012345678901', headers: { authorization: `Bearer ${keys.aRead}` } });
    expect(byEan.json().collection.items.map((i: { iddc: string }) => i.iddc)).toEqual([item.document_code]);
    const row = await t.db.selectFrom('documents').select(['supplier_id', 'is_latest']).where('iddc', '=', item.document_code).executeTakeFirstOrThrow();
    expect(row).toEqual({ supplier_id: a.supplierId, is_latest: true });
  });

  it('refuses a file that is not a PDF, and a read key', async () => {
    const bad = await call(keys.aWrite, 'POST', '/supplier/sheets', {
      ...sheet('x', '2026-02-01'),
      file_base64: Buffer.from('hello world').toString('base64'),
    });
    expect(firstError(bad).data).toContainEqual({ name: 'f', value: 'file_base64' });
    expect(firstError(await call(keys.aRead, 'POST', '/supplier/sheets', sheet('y', '2026-03-01'))).code).toBe(772);
  });

  it("sets a sheet's access; another supplier's key cannot touch it", async () => {
    const code = (
      await t.db.selectFrom('documents').select('iddc').where('supplier_id', '=', a.supplierId).where('is_latest', '=', true).executeTakeFirstOrThrow()
    ).iddc;
    expect((await call(keys.bWrite, 'PUT', `/supplier/sheets/${code}/access`, { access: 'secret' })).statusCode).toBe(404);
    const res = await call(keys.aWrite, 'PUT', `/supplier/sheets/${code}/access`, { access: 'secret' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0]).toEqual({ iddc: code, status: 'updated', access: 'secret' });
    const row = await t.db.selectFrom('documents').select('access').where('iddc', '=', code).executeTakeFirstOrThrow();
    expect(row.access).toBe('secret');
    // The session of the other supplier's staff cannot either.
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/supplier/sheets/${code}/access`, cookies: b.cookies, payload: { access: 'public' } })).statusCode,
    ).toBe(404);
  });
});
