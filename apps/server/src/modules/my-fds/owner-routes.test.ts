import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { grantExtractStandard, keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';

/**
 * The administrator's path of every my-FDS owner route (issue #29): an administrator acting for a user reaches that
 * user's space, never their own. Each fixture gives the two spaces different contents, so a handler that used the
 * caller instead of the route's target fails here.
 */
describe('my-FDS owner routes, called by an administrator for a user', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Two spaces told apart: each has a sheet of its own (from its own supplier), both keep `shared` with their own note. */
  async function spaces() {
    const [adminSupplier, userSupplier] = [await makeSupplier(t.db), await makeSupplier(t.db)];
    const userSheet = await makeSheet(t.db, userSupplier.id, { product_name: `User product ${userSupplier.code}` });
    const adminSheet = await makeSheet(t.db, adminSupplier.id, { product_name: `Admin product ${adminSupplier.code}` });
    const shared = await makeSheet(t.db, userSupplier.id, { product_name: `Shared product ${userSupplier.code}` });
    const other = await makeSheet(t.db, userSupplier.id, { product_name: `Other product ${userSupplier.code}` });
    const admin = await makeUser(t.db, { admin: true });
    const user = await makeUser(t.db, { safebox: true });
    await keep(t.db, user.id, userSheet.id);
    await keep(t.db, user.id, shared.id);
    await keep(t.db, admin.id, adminSheet.id);
    await keep(t.db, admin.id, shared.id);
    for (const [who, note] of [
      [user.id, 'note of the user'],
      [admin.id, 'note of the admin'],
    ] as const) {
      await t.pool.query('UPDATE user_documents SET note = $1 WHERE user_id = $2 AND document_id = $3', [note, who, shared.id]);
    }
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url: `/api/v1/users/${user.login}${path}`,
        payload: payload as never,
        headers: { cookie: admin.cookie, origin: 'http://localhost:3000', 'accept-language': 'en', ...headers },
      });
    const codesOf = async (userId: number) =>
      (
        await t.db
          .selectFrom('user_documents')
          .innerJoin('documents', 'documents.id', 'user_documents.document_id')
          .select('documents.iddc')
          .where('user_documents.user_id', '=', userId)
          .execute()
      )
        .map((r) => r.iddc)
        .sort();
    // note and tools are my-FDS columns of user_documents (migration 0430), outside the core table type.
    const entry = async (userId: number, documentId: number) =>
      (await t.pool.query('SELECT note, tools FROM user_documents WHERE user_id = $1 AND document_id = $2', [userId, documentId])).rows[0] as
        { note: string | null; tools: unknown } | undefined;
    return { admin, user, userSupplier, userSheet, adminSheet, shared, other, call, codesOf, entry };
  }
  const items = (res: { json(): { collection: { items: unknown[] } } }) => res.json().collection.items as Record<string, unknown>[];
  const workbook = async (res: { rawPayload: Buffer }) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    return wb.worksheets[0].getSheetValues().flat().map(String).join('\n');
  };

  it('GET documents lists the user sheets', async () => {
    const s = await spaces();
    const res = await s.call('GET', '/mySDS/documents');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      items(res)
        .map((i) => i.iddc)
        .sort(),
    ).toEqual([s.userSheet.iddc, s.shared.iddc].sort());
  });

  it('POST documents adds to the user space', async () => {
    const s = await spaces();
    const res = await s.call('POST', '/mySDS/documents', { document_code: [s.other.iddc] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.codesOf(s.user.id)).toContain(s.other.iddc);
    expect(await s.codesOf(s.admin.id)).not.toContain(s.other.iddc);
  });

  it('POST documents (an upload) stores the sheet as the user upload', async () => {
    const s = await spaces();
    const body = multipart(
      { product_name: 'Uploaded for the user', supplier_name: 'Somewhere Ltd', revision_date: '2024-02-01', language: 'fr' },
      { name: 'u.pdf', type: 'application/pdf', bytes: pdfBytes(`upload for ${s.user.login}`) },
    );
    const res = await s.call('POST', '/mySDS/documents', body.payload as never, body.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await t.pool.query('SELECT uploaded_by FROM documents WHERE iddc = $1', [items(res)[0].iddc]);
    expect(Number(rows[0].uploaded_by)).toBe(s.user.id);
  });

  it('DELETE documents removes a list from the user space only', async () => {
    const s = await spaces();
    const res = await s.call('DELETE', '/mySDS/documents', { document_code: [s.shared.iddc] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.codesOf(s.user.id)).toEqual([s.userSheet.iddc]);
    expect(await s.codesOf(s.admin.id)).toEqual([s.adminSheet.iddc, s.shared.iddc].sort());
  });

  it('GET documents/:code reads the user entry', async () => {
    const s = await spaces();
    const res = await s.call('GET', `/mySDS/documents/${s.shared.iddc}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(items(res)[0].note).toBe('note of the user');
  });

  it('PUT documents/:code edits the user entry', async () => {
    const s = await spaces();
    const res = await s.call('PUT', `/mySDS/documents/${s.shared.iddc}`, { note: 'written by the admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await s.entry(s.user.id, s.shared.id))?.note).toBe('written by the admin');
    expect((await s.entry(s.admin.id, s.shared.id))?.note).toBe('note of the admin');
  });

  it('DELETE documents/:code removes the user entry only', async () => {
    const s = await spaces();
    const res = await s.call('DELETE', `/mySDS/documents/${s.shared.iddc}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.entry(s.user.id, s.shared.id)).toBeUndefined();
    expect(await s.entry(s.admin.id, s.shared.id)).toBeDefined();
  });

  it('GET orders/:order_id/processing reads the user order', async () => {
    const s = await spaces();
    const { orderId } = await grantExtractStandard(t.db, s.user.id, [s.userSheet.iddc]);
    const res = await s.call('GET', `/mySDS/orders/${orderId}/processing`);
    expect(res.statusCode, res.body).toBe(200);
    expect(items(res)[0]).toMatchObject({ order_id: orderId, sheet_count: 1 });
  });

  it('GET documents/:code/file serves the user upload', async () => {
    const s = await spaces();
    const bytes = pdfBytes(`file of ${s.user.login}`);
    const key = `uploads/test/${s.user.id}.pdf`;
    await t.storage.put(key, bytes, 'application/pdf');
    const upload = await makeSheet(t.db, s.userSupplier.id, { access: 'secret', file_key: key, file_size: bytes.length });
    await keep(t.db, s.user.id, upload.id);
    const res = await s.call('GET', `/mySDS/documents/${upload.iddc}/file`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('PUT documents/:code/selectInfReg sets the user tools, by the user membership', async () => {
    const s = await spaces();
    const res = await s.call('PUT', `/mySDS/documents/${s.shared.iddc}/selectInfReg`, { extraction: 'basic', watch_lists: ['free'] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await s.entry(s.user.id, s.shared.id))?.tools).toEqual({ extraction: 'basic', watch_lists: ['free'] });
    expect((await s.entry(s.admin.id, s.shared.id))?.tools).toEqual({ extraction: 'none', watch_lists: [] });
  });

  it('GET history lists the user consultations', async () => {
    const s = await spaces();
    await t.db
      .insertInto('consultations')
      .values([
        { document_id: s.other.id, user_id: s.user.id, kind: 'consult' },
        { document_id: s.adminSheet.id, user_id: s.admin.id, kind: 'consult' },
      ])
      .execute();
    const res = await s.call('GET', '/mySDS/history');
    expect(res.statusCode, res.body).toBe(200);
    expect(items(res).map((i) => i.document_code)).toEqual([s.other.iddc]);
  });

  it('POST import_consultation imports the user history into the user space', async () => {
    const s = await spaces();
    await t.db.insertInto('consultations').values({ document_id: s.other.id, user_id: s.user.id, kind: 'consult' }).execute();
    const res = await s.call('POST', '/mySDS/import_consultation', { ignore_profile_documents: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await s.codesOf(s.user.id)).toContain(s.other.iddc);
    expect(await s.codesOf(s.admin.id)).not.toContain(s.other.iddc);
  });

  /** A private supplier whose code the user (and, for the removal, the admin) holds. */
  async function customerCode(s: Awaited<ReturnType<typeof spaces>>, holders: number[]) {
    const supplier = await makeSupplier(t.db, { access_level: 'private' });
    const name = `Supplier of codes ${supplier.code}`;
    await t.db.updateTable('suppliers').set({ name }).where('id', '=', supplier.id).execute();
    const code = await t.db
      .insertInto('customer_codes')
      .values({ supplier_id: supplier.id, code: `C-${supplier.code}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const userId of holders) await t.db.insertInto('user_customer_codes').values({ user_id: userId, customer_code_id: code.id }).execute();
    const held = (userId: number) => t.db.selectFrom('user_customer_codes').select('customer_code_id').where('user_id', '=', userId).execute();
    return { entry: { supplier_name: name, customer_code: `C-${supplier.code}` }, held };
  }

  it('GET customer_codes lists the user codes', async () => {
    const s = await spaces();
    const { entry } = await customerCode(s, [s.user.id]);
    const res = await s.call('GET', '/mySDS/customer_codes');
    expect(res.statusCode, res.body).toBe(200);
    expect(items(res)).toMatchObject([entry]);
  });

  it('POST customer_codes adds to the user account', async () => {
    const s = await spaces();
    const { entry, held } = await customerCode(s, []);
    const res = await s.call('POST', '/mySDS/customer_codes', entry);
    expect(res.statusCode, res.body).toBe(200);
    expect(await held(s.user.id)).toHaveLength(1);
    expect(await held(s.admin.id)).toHaveLength(0);
  });

  it('DELETE customer_codes removes from the user account only', async () => {
    const s = await spaces();
    const { entry, held } = await customerCode(s, [s.user.id, s.admin.id]);
    const res = await s.call('DELETE', '/mySDS/customer_codes', entry);
    expect(res.statusCode, res.body).toBe(200);
    expect(await held(s.user.id)).toHaveLength(0);
    expect(await held(s.admin.id)).toHaveLength(1);
  });

  it('GET documents/suppliers lists the suppliers of the user space', async () => {
    const s = await spaces();
    const res = await s.call('GET', '/mySDS/documents/suppliers');
    expect(res.statusCode, res.body).toBe(200);
    expect(items(res).map((i) => i.supplier_code)).toEqual([s.userSupplier.code]);
  });

  it('GET changelog reads the user change log', async () => {
    const s = await spaces();
    const change = { section: '0', label: 'Revision date', field: 'revision_date', old_value: '2020-01-01' };
    await t.db
      .insertInto('my_fds_changes')
      .values([
        { ...change, user_id: s.user.id, document_id: s.userSheet.id, previous_document_id: s.other.id, new_value: 'for the user' },
        { ...change, user_id: s.admin.id, document_id: s.adminSheet.id, previous_document_id: s.other.id, new_value: 'for the admin' },
      ])
      .execute();
    const res = await s.call('GET', '/mySDS/changelog');
    expect(res.statusCode, res.body).toBe(200);
    expect(items(res).map((i) => i.new_value)).toEqual(['for the user']);
  });

  it('GET sds2excel exports the user sheets', async () => {
    const s = await spaces();
    const res = await s.call('GET', '/mySDS/sds2excel');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = await workbook(res);
    expect(text).toContain(s.userSheet.iddc);
    expect(text).not.toContain(s.adminSheet.iddc);
  });

  it('GET export exports the user space', async () => {
    const s = await spaces();
    const res = await s.call('GET', '/mySDS/export');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = await workbook(res);
    expect(text).toContain(s.userSheet.iddc);
    expect(text).not.toContain(s.adminSheet.iddc);
  });
});
