import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { dataOf, firstError } from '../../../../test/accounts.ts';
import { makeSheet, makeSupplier } from '../../../../test/factories.ts';
import { auditRowsOf, staffSessions } from '../../../../test/catalogue-staff.ts';
import { EXTRACT_JOB } from '../../../catalogue/sheet-jobs.ts';

// Back office, sheets (issue #26): find a secret sheet, change its access, delete and restore it (soft), read it
// again, see the reader's output and the PDF; each change with its audit row; the role table.

describe('back office: sheets', () => {
  let t: TestContext;
  let s: Awaited<ReturnType<typeof staffSessions>>;
  beforeAll(async () => {
    t = await createTestContext();
    s = await staffSessions(t, 'sheets');
  });
  afterAll(async () => t?.close());

  const publicSheet = (code: string) => t.app.inject({ method: 'GET', url: `/api/v1/documents/${code}` });

  it('an assistant finds a secret sheet by name; an admin makes it public, and the public sees it (audited)', async () => {
    const supplier = await makeSupplier(t.db);
    const sheet = await makeSheet(t.db, supplier.id, { access: 'secret', product_name: 'Zinc Cleaner Secret' });
    expect(firstError(await publicSheet(sheet.iddc)).code).toBe(605);

    const found = await s.call('assistant', 'GET', '/admin/sheets?q=zinc%20clean');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().collection.items).toEqual([expect.objectContaining({ iddc: sheet.iddc, access: 'secret', deleted_at: null })]);
    expect(firstError(await s.call('user', 'GET', '/admin/sheets?q=zinc')).code).toBe(603);

    expect(firstError(await s.call('assistant', 'PUT', `/admin/sheets/${sheet.iddc}/access`, { access: 'public' })).code).toBe(603);
    const changed = await s.call('admin', 'PUT', `/admin/sheets/${sheet.iddc}/access`, { access: 'public' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().collection.items[0].access).toBe('public');
    expect((await publicSheet(sheet.iddc)).statusCode).toBe(200);
    const rows = await auditRowsOf(t, 'document', sheet.iddc);
    expect(rows).toEqual([expect.objectContaining({ action: 'sheet.access', staff_login: s.login('admin') })]);
    expect(rows[0].before).toEqual({ access: 'secret', deleted_at: null });
    expect(rows[0].after).toEqual({ access: 'public', deleted_at: null });
    expect(firstError(await s.call('admin', 'PUT', `/admin/sheets/${sheet.iddc}/access`, { access: 'hidden' }))).toMatchObject({
      code: 595,
      data: expect.arrayContaining([{ name: 'f', value: 'access' }]),
    });
  });

  it('staff find secret sheets in the back-office search, open them on the public page, and the public search stays the customer view', async () => {
    // The decision (issue #26): the public search lists for staff what it lists for a customer (its word index holds
    // no secret sheet, and staff check there what customers find); every sheet, secret ones included, is found in
    // the back office, which the public results link to for staff; the public sheet page opens any sheet for staff.
    const supplier = await makeSupplier(t.db);
    const open = await makeSheet(t.db, supplier.id, { product_name: 'Quartzite Polish Open' });
    const secret = await makeSheet(t.db, supplier.id, { access: 'secret', product_name: 'Quartzite Polish Hidden' });
    const codesOf = (res: { json: () => { collection: { items: { iddc: string }[] } } }) =>
      res
        .json()
        .collection.items.map((i) => i.iddc)
        .sort();

    for (const who of ['admin', 'assistant', 'user'] as const) {
      const listed = await s.call(who, 'GET', '/documents?product_name=quartzite%20polish');
      expect(listed.statusCode, listed.body).toBe(200);
      expect(codesOf(listed)).toEqual([open.iddc]);
    }
    const staffFound = await s.call('assistant', 'GET', '/admin/sheets?q=quartzite%20polish');
    expect(codesOf(staffFound)).toEqual([open.iddc, secret.iddc].sort());
    expect((await s.call('assistant', 'GET', `/documents/${secret.iddc}`)).statusCode).toBe(200);
    expect(firstError(await s.call('user', 'GET', `/documents/${secret.iddc}`)).code).toBe(605);
  });

  it('deletes a sheet softly (gone for the public, kept with its file for staff) and restores it', async () => {
    const supplier = await makeSupplier(t.db);
    const sheet = await makeSheet(t.db, supplier.id, { product_name: 'Deletable Degreaser' });
    expect(firstError(await s.call('assistant', 'DELETE', `/admin/sheets/${sheet.iddc}`)).code).toBe(603);
    const before = t.clock.now().getTime();
    const deleted = await s.call('admin', 'DELETE', `/admin/sheets/${sheet.iddc}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const deletedAt = Date.parse(deleted.json().collection.items[0].deleted_at);
    expect(deletedAt).toBeGreaterThanOrEqual(before);
    expect(deletedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(firstError(await publicSheet(sheet.iddc)).code).toBe(605);
    const row = await t.db.selectFrom('documents').select(['id', 'deleted_at']).where('iddc', '=', sheet.iddc).executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();

    const listed = await s.call('assistant', 'GET', '/admin/sheets?state=deleted');
    expect(listed.json().collection.items.map((i: { iddc: string }) => i.iddc)).toContain(sheet.iddc);
    const file = await s.call('assistant', 'GET', `/admin/sheets/${sheet.iddc}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The back office shows it in a frame beside the fields: the site may frame it, no other origin.
    expect(file.headers['content-security-policy']).toBe("frame-ancestors 'self'");

    const restored = await s.call('admin', 'POST', `/admin/sheets/${sheet.iddc}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().collection.items[0].deleted_at).toBeNull();
    expect((await publicSheet(sheet.iddc)).statusCode).toBe(200);
    expect((await auditRowsOf(t, 'document', sheet.iddc)).map((r) => r.action)).toEqual(['sheet.delete', 'sheet.restore']);
  });

  it('refuses to restore a sheet whose product has a newer live revision, naming it (800), and changes nothing', async () => {
    const supplier = await makeSupplier(t.db);
    const old = await makeSheet(t.db, supplier.id, { product_name: 'Superseded Solvent', revision_date: '2024-01-10' });
    expect((await s.call('admin', 'DELETE', `/admin/sheets/${old.iddc}`)).statusCode).toBe(200);
    const newer = await makeSheet(t.db, supplier.id, { product_name: 'Superseded Solvent', revision_date: '2025-03-04' });
    const { product_key } = await t.db.selectFrom('documents').select('product_key').where('id', '=', old.id).executeTakeFirstOrThrow();
    await t.db.updateTable('documents').set({ product_key }).where('id', '=', newer.id).execute();

    const refused = await s.call('admin', 'POST', `/admin/sheets/${old.iddc}/restore`);
    expect(refused.statusCode).toBe(409);
    const error = firstError(refused);
    expect(error.code).toBe(800);
    expect(error.data).toEqual(
      expect.arrayContaining([
        { name: 'f', value: 'code' },
        { name: 'newer', value: newer.iddc },
      ]),
    );
    expect(error.message).toContain(newer.iddc);
    expect(error.message).toContain('2025-03-04');
    const row = await t.db.selectFrom('documents').select('deleted_at').where('id', '=', old.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await auditRowsOf(t, 'document', old.iddc)).map((r) => r.action)).toEqual(['sheet.delete']);

    // Once the newer one is deleted, the old one comes back.
    expect((await s.call('admin', 'DELETE', `/admin/sheets/${newer.iddc}`)).statusCode).toBe(200);
    expect((await s.call('admin', 'POST', `/admin/sheets/${old.iddc}/restore`)).statusCode).toBe(200);
  });

  it("shows the reader's output, and reads one sheet or a selection again through the extraction job", async () => {
    const supplier = await makeSupplier(t.db);
    const one = await makeSheet(t.db, supplier.id);
    const two = await makeSheet(t.db, supplier.id);
    const gone = await makeSheet(t.db, supplier.id);
    await t.db.updateTable('documents').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
    const reading = { product: { name: 'Read name' }, sections: 16 };
    await t.db
      .insertInto('document_extractions')
      .values({ document_id: one.id, status: 'extracted', reader_version: 'r-test', reading: JSON.stringify(reading), updated_at: new Date() })
      .execute();
    const detail = await s.call('assistant', 'GET', `/admin/sheets/${one.iddc}`);
    expect(detail.json().collection.items[0]).toMatchObject({ extraction_status: 'extracted', reader_version: 'r-test', reading });

    const codes = [one.iddc, two.iddc, gone.iddc];
    expect(firstError(await s.call('assistant', 'POST', '/admin/sheets/reextract', { codes })).code).toBe(603);
    const unknown = await s.call('admin', 'POST', '/admin/sheets/reextract', { codes: [one.iddc, '9999999-99999-99999-999999'] });
    expect(firstError(unknown).code).toBe(605);
    t.sentJobs.length = 0;
    const res = await s.call('admin', 'POST', '/admin/sheets/reextract', { codes });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toEqual({ queued: [one.iddc, two.iddc], skipped_deleted: [gone.iddc] });
    expect(t.sentJobs).toEqual([
      { name: EXTRACT_JOB, data: { documentId: one.id } },
      { name: EXTRACT_JOB, data: { documentId: two.id } },
    ]);
    // The sheet with data keeps it until the new reading lands; the other shows its reading as asked for.
    const states = await t.db.selectFrom('document_extractions').select(['document_id', 'status']).where('document_id', 'in', [one.id, two.id]).execute();
    expect(Object.fromEntries(states.map((r) => [Number(r.document_id), r.status]))).toEqual({ [one.id]: 'extracted', [two.id]: 'in_progress' });
    expect((await auditRowsOf(t, 'document', two.iddc)).map((r) => r.action)).toEqual(['sheet.reextract']);
  });
});
