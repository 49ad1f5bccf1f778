import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';

/** Issue #23: the supplier filter of my-FDS lists the suppliers named on uploads too, and filters by them. */
describe('my-FDS supplier filter and uploads', () => {
  let t: TestContext;
  let user: Awaited<ReturnType<typeof makeUser>>;
  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS${url}`,
      headers: { cookie: user.cookie, 'accept-language': 'en' },
    });

  beforeAll(async () => {
    t = await createTestContext();
    const supplier = await makeSupplier(t.db);
    user = await makeUser(t.db);
    const catalogue = await makeSheet(t.db, supplier.id, { product_name: 'Catalogue glue' });
    const uploaded = await makeSheet(t.db, supplier.id, { product_name: 'Own degreaser', access: 'secret' });
    await t.db
      .updateTable('documents')
      .set({ uploaded_by: user.id } as never)
      .where('id', '=', uploaded.id)
      .execute();
    await keep(t.db, user.id, catalogue.id);
    await keep(t.db, user.id, uploaded.id);
    await t.db
      .updateTable('user_documents')
      .set({ source: 'upload', upload_supplier_name: 'Fournisseur local' } as never)
      .where('document_id', '=', uploaded.id)
      .execute();
  });
  afterAll(async () => t?.close());

  it('lists the upload supplier and filters the list by it', async () => {
    const suppliers = (await get('/documents/suppliers')).json().collection.items as { supplier_code: string; supplier_name: string; documents: number }[];
    const upload = suppliers.find((s) => s.supplier_name === 'Fournisseur local');
    expect(upload).toMatchObject({ supplier_code: 'upload:Fournisseur local', documents: 1 });
    expect(suppliers).toHaveLength(2);
    const res = await get(`/documents?supplier_code=${encodeURIComponent(upload!.supplier_code)}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().collection.items.map((i: { product_name: string }) => i.product_name)).toEqual(['Own degreaser']);
  });
});
