import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet } from '../../../test/catalogue-fixtures.ts';
import { supplierWithMember, type SupplierFixture } from '../../../test/suppliers.ts';
import { createUser, loginAs } from '../../../test/accounts.ts';

describe('deliveries import (CSV and JSON), limited to the caller’s own supplier', () => {
  let t: TestContext;
  let a: SupplierFixture;
  let b: SupplierFixture;

  beforeAll(async () => {
    t = await createTestContext();
    a = await supplierWithMember(t, 'DLVA', { customerCodes: ['CUST-1', 'CUST-2'] });
    b = await supplierWithMember(t, 'DLVB', { customerCodes: ['CUST-B'] });
    await addSheet(t, a.supplierId, { productName: 'Acid A', productCode: 'P-100' });
    await addSheet(t, b.supplierId, { productName: 'Base B', productCode: 'P-200' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (who: SupplierFixture, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, cookies: who.cookies, payload });
  const list = async (who: SupplierFixture) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/supplier/deliveries', cookies: who.cookies })).json().collection.items as Record<string, unknown>[];

  it('imports a CSV (semicolons, BOM) and a second import of the same lines adds nothing', async () => {
    const csv = '\uFEFFcustomer_code;email;product_code;delivered_on\nCUST-1;;P-100;2026-01-15\n;Buyer@Example.com;P-100;2026-02-01\n';
    const res = await post(a, '/supplier/deliveries/csv', { csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.data).toEqual([
      { name: 'received', value: 2 },
      { name: 'added', value: 2 },
    ]);
    const again = await post(a, '/supplier/deliveries/csv', { csv });
    expect(again.json().collection.data[1]).toEqual({ name: 'added', value: 0 });
    const rows = await list(a);
    expect(rows.map((r) => [r.customer_code, r.email, r.product_code, r.delivered_on])).toEqual([
      [null, 'buyer@example.com', 'P-100', '2026-02-01'],
      ['CUST-1', null, 'P-100', '2026-01-15'],
    ]);
  });

  it('refuses a file with bad lines, one error per line and field, and stores none of its lines', async () => {
    const csv = [
      'customer_code,email,product_code,delivered_on',
      'CUST-2,,P-100,2026-03-01',
      'CUST-B,,P-100,2026-03-01', // the other supplier's code
      ',x@example.com,P-200,2026-03-01', // the other supplier's product
      ',not-a-mail,P-100,2026-13-01',
      'CUST-2,y@example.com,P-100,2026-03-01', // both customer kinds
    ].join('\n');
    const res = await post(a, '/supplier/deliveries/csv', { csv });
    expect(res.statusCode).toBe(400);
    const errors = res.json().collection.errors.map((e: { data: { name: string; value: unknown }[] }) => e.data.find((d) => d.name === 'f')?.value);
    expect(errors).toEqual(
      expect.arrayContaining([
        'deliveries.3.customer_code',
        'deliveries.4.product_code',
        'deliveries.5.email',
        'deliveries.5.delivered_on',
        'deliveries.6.customer_code',
      ]),
    );
    expect(errors).not.toContain('deliveries.2.customer_code');
    // The good line 2 was not stored either.
    expect((await list(a)).some((r) => r.customer_code === 'CUST-2')).toBe(false);
  });

  it('imports a JSON list; the other supplier sees none of them and cannot use them', async () => {
    const res = await post(a, '/supplier/deliveries', { deliveries: [{ customer_code: 'CUST-2', product_code: 'P-100', delivered_on: '2026-04-01' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list(b)).length).toBe(0);
    const cross = await post(b, '/supplier/deliveries', { deliveries: [{ customer_code: 'CUST-2', product_code: 'P-100', delivered_on: '2026-04-01' }] });
    expect(cross.statusCode).toBe(400);
    expect((await list(b)).length).toBe(0);
  });

  it('refuses a user who is no supplier member', async () => {
    await createUser(t, { email: 'plain@example.com', password: 'Plain-Passw0rd' });
    const cookie = await loginAs(t, 'plain@example.com', 'Plain-Passw0rd');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/supplier/deliveries', cookies: { openfds_session: cookie } });
    expect(res.statusCode).toBe(403);
  });
});
