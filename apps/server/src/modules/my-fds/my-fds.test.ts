import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, dataOf, firstError, loginAs } from '../../../test/accounts.ts';
import { addSheet, addSupplier, pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { readMails } from '../../../test/mail.ts';
import { grantExtractStandard } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { applyNewRevision, sendDigests } from './index.ts';

const SESSION = 'openfds_session';

describe('My-FDS API', () => {
  let t: TestContext;
  let fixtures = 0;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: payload as never,
      cookies: cookie ? { [SESSION]: cookie } : {},
      headers: { origin: 'http://localhost:3000', 'accept-language': 'en', ...extra },
    });

  /**
   * Each test's own world (issue #29: the tests shared one space and failed when run alone or shuffled): Alice and
   * Bob, a public supplier with three sheets and a private one with a customer code, all named after the fixture.
   */
  async function fixture() {
    const k = ++fixtures;
    const aliceLogin = `alice${k}@example.com`;
    const bobLogin = `bob${k}@example.com`;
    const aliceId = await createUser(t, { email: aliceLogin, password: 'Secret123', language: 'en' });
    const bobId = await createUser(t, { email: bobLogin, password: 'Secret123' });
    const alice = await loginAs(t, aliceLogin, 'Secret123');
    const bob = await loginAs(t, bobLogin, 'Secret123');
    const supplier = { code: `ACME${k}`, name: `Acme Chemicals ${k}` };
    const supplierId = await addSupplier(t, supplier);
    const privateSupplier = { code: `PRIV${k}`, name: `Private Co ${k}` };
    const privateSupplierId = await addSupplier(t, { ...privateSupplier, access_level: 'private', customerCodes: ['C-123'] });
    const codes: string[] = [];
    for (const name of ['Acetone pure', 'Bleach', 'Caustic soda']) codes.push((await addSheet(t, supplierId, { productName: name })).iddc);
    const privateCode = (await addSheet(t, privateSupplierId, { productName: 'Secret glue', access: 'private' })).iddc;
    const A = `/users/${aliceLogin}`;
    const B = `/users/${bobLogin}`;
    const upload = (cookie: string, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) => {
      const body = multipart(fields, file);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1${A}/mySDS/documents`,
        payload: body.payload,
        cookies: { [SESSION]: cookie },
        headers: { ...body.headers, origin: 'http://localhost:3000', 'accept-language': 'en' },
      });
    };
    const list = (query = '') => api('GET', `${A}/mySDS/documents${query}`, alice);
    const add = async (...documentCodes: string[]) => {
      const res = await api('POST', `${A}/mySDS/documents`, alice, { document_code: documentCodes });
      expect(res.statusCode, res.body).toBe(200);
    };
    return { k, aliceLogin, aliceId, bobId, alice, bob, supplier, supplierId, privateSupplier, codes, privateCode, A, B, upload, list, add };
  }

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a visitor and another user, and never shows their data', async () => {
    const { bob, aliceId, codes, A } = await fixture();
    const visitor = await api('GET', `${A}/mySDS/documents`, null);
    expect(firstError(visitor).code).toBe(602);
    const other = await api('GET', `${A}/mySDS/documents`, bob);
    expect(other.statusCode).toBe(403);
    expect(firstError(other).code).toBe(603);
    const otherAdd = await api('POST', `${A}/mySDS/documents`, bob, { document_code: [codes[0]] });
    expect(firstError(otherAdd).code).toBe(603);
    for (const path of ['/mySDS/history', '/mySDS/customer_codes', '/mySDS/documents/suppliers', '/mySDS/changelog', '/mySDS/export']) {
      expect(firstError(await api('GET', `${A}${path}`, bob)).code).toBe(603);
    }
    expect(await t.db.selectFrom('user_documents').selectAll().where('user_id', '=', aliceId).execute()).toHaveLength(0);
  });

  it('lets an admin read another user space (issue: "the owner or an admin"), 604 for an unknown login', async () => {
    const { bob, codes, A, add } = await fixture();
    // Alice's space holds a sheet: an administrator reading it sees hers, not their own (empty) one.
    await add(codes[0]);
    const adminLogin = `admin-${codes[0]}@example.com`;
    await createUser(t, { email: adminLogin, password: 'Secret123', profileTypes: ['admin'] });
    const admin = await loginAs(t, adminLogin, 'Secret123');
    const res = await api('GET', `${A}/mySDS/documents`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items.map((i: { iddc: string }) => i.iddc)).toEqual([codes[0]]);
    expect(firstError(await api('GET', '/users/nobody@example.com/mySDS/documents', admin)).code).toBe(604);
    // Another user never learns whether a login exists.
    expect(firstError(await api('GET', '/users/nobody@example.com/mySDS/documents', bob)).code).toBe(603);
  });

  it('adds catalogue sheets by code; re-adding changes nothing; unknown and private sheets are refused', async () => {
    const { alice, aliceId, codes, privateCode, A, list } = await fixture();
    const res = await api('POST', `${A}/mySDS/documents`, alice, { document_code: [codes[0], codes[1]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ added: 2, kept: 0 });
    const before = await t.db.selectFrom('user_documents').selectAll().where('user_id', '=', aliceId).orderBy('document_id').execute();
    const again = await api('POST', `${A}/mySDS/documents`, alice, { document_code: [codes[0]] });
    expect(dataOf(again)).toMatchObject({ added: 0, kept: 1 });
    expect(await t.db.selectFrom('user_documents').selectAll().where('user_id', '=', aliceId).orderBy('document_id').execute()).toEqual(before);

    const unknown = await api('POST', `${A}/mySDS/documents`, alice, { document_code: [codes[2], '1234567-12345-12345-123456'] });
    expect(firstError(unknown).code).toBe(605);
    const bad = await api('POST', `${A}/mySDS/documents`, alice, { document_code: ['nope'] });
    expect(firstError(bad).code).toBe(595);
    const restricted = await api('POST', `${A}/mySDS/documents`, alice, { document_code: [privateCode] });
    expect(firstError(restricted).code).toBe(641);
    // Nothing half-stored: the valid code of the refused request was not added either.
    expect((await list()).json().collection.items).toHaveLength(2);
  });

  it('lists with the item fields, paging, sort and filters', async () => {
    const { alice, codes, supplier, privateSupplier, A, list, add } = await fixture();
    await add(codes[0], codes[1]);
    const res = await list('?limit=1&offset=1&sort_by=product_name&sort_direction=asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ itemsCount: 2, pagesCount: 2, pageCurrent: 2 });
    const [item] = res.json().collection.items;
    expect(item).toMatchObject({
      product_name: 'Bleach',
      supplier_name: supplier.name,
      supplier_name_slug: supplier.code.toLowerCase(),
      myFDS: true,
      source: 'favourite',
      revision_date: '2024-01-01',
      revision_version: '1.0',
      language: 'fr',
      newer_revision: false,
      internal_reference: null,
    });
    expect(item.iddc).toBe(codes[1]);
    expect(item.file).toBe(`/api/v1/documents/${codes[1]}/preview`);
    expect(item.documents_languages).toEqual([{ lang: 'fr', iddc: codes[1] }]);
    const filtered = await list('?product_name=aceto');
    expect(filtered.json().collection.items.map((i: { iddc: string }) => i.iddc)).toEqual([codes[0]]);
    expect((await list(`?supplier_code=${privateSupplier.code}`)).json().collection.items).toHaveLength(0);
    expect(firstError(await list('?limit=501')).code).toBe(595);
    expect(firstError(await list('?document_col=nope')).code).toBe(595);
    const suppliers = await api('GET', `${A}/mySDS/documents/suppliers`, alice);
    expect(suppliers.json().collection.items).toEqual([{ supplier_code: supplier.code, supplier_name: supplier.name, documents: 2 }]);
  });

  it('reads, edits and removes one entry', async () => {
    const { alice, codes, A, add } = await fixture();
    await add(codes[0]);
    const put = await api('PUT', `${A}/mySDS/documents/${codes[0]}`, alice, {
      internal_reference: 'REF-42',
      site: 'Workshop B',
      storage_location: 'Cabinet 3',
      note: 'Keep away from heat',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().collection.items[0]).toMatchObject({ internal_reference: 'REF-42', site: 'Workshop B', storage_location: 'Cabinet 3' });
    const get = await api('GET', `${A}/mySDS/documents/${codes[0]}`, alice);
    expect(get.json().collection.items[0].note).toBe('Keep away from heat');
    const tooLong = await api('PUT', `${A}/mySDS/documents/${codes[0]}`, alice, { site: 'x'.repeat(101) });
    expect(firstError(tooLong).code).toBe(595);
    expect(firstError(await api('GET', `${A}/mySDS/documents/${codes[2]}`, alice)).code).toBe(605);
  });

  it('selectInfReg: free tools need SafeBox (618), paid ones credits (607), nothing stored on refusal', async () => {
    const { alice, aliceId, codes, A, add } = await fixture();
    await add(codes[0]);
    const free = await api('PUT', `${A}/mySDS/documents/${codes[0]}/selectInfReg`, alice, { extraction: 'basic', watch_lists: ['free'] });
    expect(firstError(free).code).toBe(618);
    const paid = await api('PUT', `${A}/mySDS/documents/${codes[0]}/selectInfReg`, alice, { extraction: 'premium' });
    expect(firstError(paid).code).toBe(607);
    await t.db.updateTable('users').set({ safebox: true }).where('id', '=', aliceId).execute();
    const ok = await api('PUT', `${A}/mySDS/documents/${codes[0]}/selectInfReg`, alice, { extraction: 'basic', watch_lists: ['free'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().collection.items[0].tools).toEqual({ extraction: 'basic', watch_lists: ['free'] });
    await t.db.updateTable('users').set({ safebox: false }).where('id', '=', aliceId).execute();
  });

  it('uploads a PDF: stored, matched to the catalogue, extraction queued; bad uploads leave nothing', async () => {
    const { alice, bob, codes, supplier, A, upload, list } = await fixture();
    const countDocs = async () =>
      Number(
        (
          await t.db
            .selectFrom('documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const docsBefore = await countDocs();
    const fields = { product_name: 'Acetone pure', supplier_name: supplier.name.toLowerCase(), revision_date: '2023-05-01', language: 'fr' };
    const noFile = await upload(alice, fields);
    expect(firstError(noFile)).toMatchObject({ code: 690, message: 'You must select a file' });
    const notPdf = await upload(alice, fields, { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') });
    expect(firstError(notPdf).code).toBe(691);
    const encrypted = Buffer.from('%PDF-1.6\n1 0 obj<<>>endobj\ntrailer\n<< /Root 1 0 R /Encrypt 5 0 R >>\n%%EOF\n', 'latin1');
    expect(firstError(await upload(alice, fields, { name: 'e.pdf', type: 'application/pdf', bytes: encrypted })).code).toBe(692);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024, 32)]);
    const tooBig = await upload(alice, fields, { name: 'big.pdf', type: 'application/pdf', bytes: huge });
    expect(firstError(tooBig).code).toBe(693);
    const missing = await upload(alice, { ...fields, product_name: '' }, { name: 's.pdf', type: 'application/pdf', bytes: pdfBytes('upload') });
    expect(firstError(missing).code).toBe(595);
    expect(await countDocs()).toBe(docsBefore);
    const jobsBefore = t.sentJobs.length;

    const ok = await upload(alice, fields, { name: 'sheet.pdf', type: 'application/pdf', bytes: pdfBytes('my upload') });
    expect(ok.statusCode, ok.body).toBe(201);
    const item = ok.json().collection.items[0];
    expect(item).toMatchObject({
      source: 'upload',
      product_name: 'Acetone pure',
      supplier_name: supplier.name.toLowerCase(),
      revision_date: '2023-05-01',
      extraction_status: 'in_progress',
      newer_revision: true,
      newer_revision_code: codes[0],
      supplier_code: null,
    });
    expect(t.sentJobs.slice(jobsBefore)).toEqual([{ name: 'sds.extract-user', data: { documentId: expect.any(Number) } }]);
    const doc = await t.db.selectFrom('documents').selectAll().where('iddc', '=', item.iddc).executeTakeFirstOrThrow();
    expect(doc.access).toBe('secret');
    expect((await t.storage.get(doc.file_key!)).subarray(0, 5).toString()).toBe('%PDF-');
    // The file is served to its owner only; the catalogue never serves it.
    const file = await api('GET', `${A}/mySDS/documents/${item.iddc}/file`, alice);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(firstError(await api('GET', `${A}/mySDS/documents/${item.iddc}/file`, bob)).code).toBe(603);
    expect((await api('GET', `/documents/${item.iddc}`, bob)).statusCode).toBe(404);
    const uploads = await list('?document_col=uploads');
    expect(uploads.json().collection.items.map((i: { iddc: string }) => i.iddc)).toEqual([item.iddc]);

    // An unknown supplier is fine: the upload stays private, unmatched.
    const other = await upload(alice, { ...fields, supplier_name: 'Nowhere Ltd' }, { name: 'x.pdf', type: 'application/pdf', bytes: pdfBytes('other') });
    expect(other.json().collection.items[0]).toMatchObject({ supplier_name: 'Nowhere Ltd', newer_revision: false });
    const removed = await api('DELETE', `${A}/mySDS/documents/${other.json().collection.items[0].iddc}`, alice);
    expect(removed.statusCode).toBe(200);
  });

  it('history of consultations (24 months) and its import, with the spec messages', async () => {
    const { alice, aliceId, codes, A, list, add } = await fixture();
    await add(codes[0], codes[1]);
    const empty = await api('POST', `${A}/mySDS/import_consultation`, alice, { ignore_profile_documents: true });
    expect(firstError(empty)).toMatchObject({ code: 694, message: 'No history to import' });
    const ids = await t.db.selectFrom('documents').select(['id', 'iddc']).where('iddc', 'in', [codes[0], codes[2]]).execute();
    const byCode = new Map(ids.map((r) => [r.iddc, r.id]));
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    await t.db
      .insertInto('consultations')
      .values([
        { document_id: byCode.get(codes[2])!, user_id: aliceId, kind: 'consult' },
        { document_id: byCode.get(codes[0])!, user_id: aliceId, kind: 'download' },
        { document_id: byCode.get(codes[1]) ?? byCode.get(codes[0])!, user_id: aliceId, kind: 'consult', created_at: old },
      ])
      .execute();
    const history = await api('GET', `${A}/mySDS/history`, alice);
    expect(
      history
        .json()
        .collection.items.map((i: { document_code: string; myFDS: boolean }) => [i.document_code, i.myFDS])
        .sort(),
    ).toEqual(
      [
        [codes[0], true],
        [codes[2], false],
      ].sort(),
    );
    const tab = await list('?document_col=history');
    expect(tab.json().collection.items).toHaveLength(2);

    // The consulted sheet was never read (a catalogue sheet loaded in bulk; publishing asked for its reading).
    await t.db.deleteFrom('document_extractions').where('document_id', '=', byCode.get(codes[2])!).execute();
    const res = await api('POST', `${A}/mySDS/import_consultation`, alice, { ignore_profile_documents: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ imported: 1, updated: 0 });
    // The imported sheet's reading is asked for at once, like a sheet added by hand.
    const reading = await t.db.selectFrom('document_extractions').select('status').where('document_id', '=', byCode.get(codes[2])!).executeTakeFirst();
    expect(reading?.status).toBeDefined();
    const profile = await t.db.selectFrom('users').select('profile').where('id', '=', aliceId).executeTakeFirstOrThrow();
    expect(typeof (profile.profile as Record<string, unknown>).history_imported).toBe('string');
    const again = await api('POST', `${A}/mySDS/import_consultation`, alice, { ignore_profile_documents: true });
    expect(dataOf(again)).toMatchObject({ imported: 0 });
    expect(
      (await list('?document_col=all'))
        .json()
        .collection.items.map((i: { iddc: string; source: string }) => i.source)
        .sort(),
    ).toEqual(['consultation', 'favourite', 'favourite']);
  });

  it('customer codes: list, add (567 when invalid, 612 unknown supplier), remove', async () => {
    const { alice, privateSupplier, privateCode, A } = await fixture();
    const invalid = await api('POST', `${A}/mySDS/customer_codes`, alice, { supplier_name: privateSupplier.name, customer_code: 'WRONG' });
    expect(firstError(invalid)).toMatchObject({ code: 567, message: 'Invalid customer code' });
    const unknown = await api('POST', `${A}/mySDS/customer_codes`, alice, { supplier_name: 'Nobody', customer_code: 'X' });
    expect(firstError(unknown).code).toBe(612);
    const empty = await api('POST', `${A}/mySDS/customer_codes`, alice, { supplier_name: privateSupplier.name, customer_code: '' });
    expect(firstError(empty).code).toBe(595);
    const ok = await api('POST', `${A}/mySDS/customer_codes`, alice, { supplier_name: privateSupplier.name, customer_code: 'C-123' });
    expect(ok.statusCode, ok.body).toBe(200);
    const listed = await api('GET', `${A}/mySDS/customer_codes`, alice);
    expect(listed.json().collection.items).toMatchObject([
      { supplier_name: privateSupplier.name, supplier_code: privateSupplier.code, customer_code: 'C-123' },
    ]);
    // With the code on the account the private sheet can be kept.
    const add = await api('POST', `${A}/mySDS/documents`, alice, { document_code: [privateCode] });
    expect(dataOf(add)).toMatchObject({ added: 1 });
    const del = await api('DELETE', `${A}/mySDS/customer_codes`, alice, { supplier_name: privateSupplier.name, customer_code: 'C-123' });
    expect(del.statusCode).toBe(200);
    expect((await api('GET', `${A}/mySDS/customer_codes`, alice)).json().collection.items).toEqual([]);
  });

  it('a new revision replaces the sheet in every space, writes the change log, the digest goes once', async () => {
    const { alice, bob, aliceId, bobId, aliceLogin, codes, supplierId, A, B, list, add } = await fixture();
    await add(codes[1]);
    await api('POST', `${B}/mySDS/documents`, bob, { document_code: [codes[1]] });
    const oldDoc = await t.db.selectFrom('documents').select(['id']).where('iddc', '=', codes[1]).executeTakeFirstOrThrow();
    // Both versions read: hazard statements and a component change.
    const reading = (h: string[], pictograms: string[]) => JSON.stringify({ hazards: { hStatements: h, euhStatements: [], pictograms, signalWord: 'danger' } });
    // The publisher already wrote an in_progress row with the extraction job (issue #11): replace it.
    await t.db.deleteFrom('document_extractions').where('document_id', '=', oldDoc.id).execute();
    await t.db
      .insertInto('document_extractions')
      .values({ document_id: oldDoc.id, status: 'extracted', reading: reading(['H314'], ['GHS05']), updated_at: new Date() })
      .execute();
    await t.db.insertInto('document_components').values({ document_id: oldDoc.id, position: 1, name: 'Sodium hypochlorite', cas: '7681-52-9' }).execute();
    const revised = await addSheet(t, supplierId, { productName: 'Bleach', revisionDate: '2025-06-01', revisionVersion: '2.0' }, 'Bleach v2');
    expect(revised.status).toBe('revised');
    expect(revised.jobs.map((j) => j.name)).toContain('myfds.revision');
    // Before the job runs, the list flags the newer revision.
    const flagged = (await list('?product_name=bleach')).json().collection.items[0];
    expect(flagged).toMatchObject({ iddc: codes[1], newer_revision: true, newer_revision_code: revised.iddc });

    // The publisher already wrote an in_progress row with the extraction job (issue #11): replace it.
    await t.db.deleteFrom('document_extractions').where('document_id', '=', revised.documentId).execute();
    await t.db
      .insertInto('document_extractions')
      .values({ document_id: revised.documentId, status: 'extracted', reading: reading(['H314', 'H400'], ['GHS05', 'GHS09']), updated_at: new Date() })
      .execute();
    await t.db.insertInto('document_components').values({ document_id: revised.documentId, position: 1, name: 'Sodium hydroxide', cas: '1310-73-2' }).execute();
    const outcome = await applyNewRevision(t, revised.documentId);
    expect(outcome.moved).toBe(2);
    expect(await applyNewRevision(t, revised.documentId)).toMatchObject({ moved: 0 });
    const now = (await list('?product_name=bleach')).json().collection.items[0];
    expect(now).toMatchObject({ iddc: revised.iddc, revision_date: '2025-06-01', newer_revision: false, source: 'favourite' });
    // The components are FDS-Extract standard's (issue #22): Alice holds it on the new revision here.
    const standard = await grantExtractStandard(t.db, aliceId, [revised.iddc]);
    const entry = (await api('GET', `${A}/mySDS/documents/${revised.iddc}`, alice)).json().collection.items[0];
    expect(entry.extracted).toMatchObject({
      h_statements: ['H314', 'H400'],
      pictograms: ['GHS05', 'GHS09'],
      components: [{ name: 'Sodium hydroxide', cas: '1310-73-2' }],
    });
    const bobList = await api('GET', `${B}/mySDS/documents`, bob);
    expect(bobList.json().collection.items.map((i: { iddc: string }) => i.iddc)).toEqual([revised.iddc]);
    expect(await t.db.selectFrom('my_fds_replaced').selectAll().where('user_id', '=', bobId).execute()).toHaveLength(1);

    // The extracted-data changes are FDS-Extract standard's (issue #14): Alice holds it on the new revision here.
    const log = await api('GET', `${A}/mySDS/changelog`, alice);
    const rows = log.json().collection.items as { modified_field: string; old_value: string | null; new_value: string | null }[];
    expect(rows.map((r) => [r.modified_field, r.old_value, r.new_value])).toEqual(
      expect.arrayContaining([
        ['revision_date', '2024-01-01', '2025-06-01'],
        ['revision_version', '1.0', '2.0'],
        ['h_statements', null, 'H400'],
        ['pictograms', null, 'GHS09'],
        ['components', 'Sodium hypochlorite - CAS 7681-52-9', null],
        ['components', null, 'Sodium hydroxide - CAS 1310-73-2'],
      ]),
    );
    const countBefore = rows.length;
    await applyNewRevision(t, revised.documentId);
    expect((await api('GET', `${A}/mySDS/changelog`, alice)).json().collection.items).toHaveLength(countBefore);
    expect((await api('GET', `${A}/mySDS/changelog?date_end=2000-01-01`, alice)).json().collection.items).toHaveLength(0);
    const xlsx = await api('GET', `${A}/mySDS/changelog?format=xlsx`, alice);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    await standard.revoke();

    expect(await sendDigests(t)).toBe(2);
    expect(await sendDigests(t)).toBe(0);
    const mails = (await readMails(t.config.mailDir)).filter((m) => /updated|mise/.test(m.subject ?? ''));
    expect(mails).toHaveLength(2);
    const aliceMail = mails.find((m) => m.text?.includes('Bleach') && (m.to as { text: string }).text.includes(aliceLogin));
    expect(aliceMail?.subject).toBe('My SDS: 1 sheet(s) updated');
  });

  it('exports the space as xlsx, as a zip of the PDFs plus the workbook, and the extracted data', async () => {
    const { alice, aliceId, codes, A, list, add } = await fixture();
    await add(codes[0], codes[1], codes[2]);
    // A read sheet with a component: the extracted-data workbook shows it to a SafeBox member.
    const read = await t.db.selectFrom('documents').select('id').where('iddc', '=', codes[0]).executeTakeFirstOrThrow();
    await t.db.deleteFrom('document_extractions').where('document_id', '=', read.id).execute();
    const reading = JSON.stringify({ hazards: { hStatements: ['H314'], euhStatements: [], pictograms: ['GHS05'], signalWord: 'danger' } });
    await t.db.insertInto('document_extractions').values({ document_id: read.id, status: 'extracted', reading, updated_at: new Date() }).execute();
    await t.db.insertInto('document_components').values({ document_id: read.id, position: 1, name: 'Sodium hydroxide', cas: '1310-73-2' }).execute();
    const res = await api('GET', `${A}/mySDS/export`, alice);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).getCell(1).value).toBe('Document code');
    const itemsCount = dataOf(await list()).itemsCount as number;
    expect(ws.rowCount).toBe(itemsCount + 1);
    expect(ws.getColumn(2).values).toContain('Bleach');

    const zip = await api('GET', `${A}/mySDS/export?zip=true`, alice);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const body = zip.rawPayload;
    expect(body.subarray(0, 2).toString()).toBe('PK');
    // Entry names from the zip's central directory (signature PK 1 2, name length at +28, name at +46).
    const names: string[] = [];
    const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    for (let at = body.indexOf(signature); at >= 0; at = body.indexOf(signature, at + 4)) {
      names.push(body.subarray(at + 46, at + 46 + body.readUInt16LE(at + 28)).toString('utf8'));
    }
    expect(names).toContain('my-fds.xlsx');
    expect(names.filter((n) => n.endsWith('.pdf')).length).toBeGreaterThanOrEqual(3);

    // The extracted data is a tool: without SafeBox or credits only the sheets' identity; a SafeBox member gets the
    // basic extraction (component identifiers), each row saying its level.
    const workbookOf = async () => {
      const data = await api('GET', `${A}/mySDS/sds2excel`, alice);
      expect(data.headers['content-type']).toContain('spreadsheetml');
      const wb2 = new ExcelJS.Workbook();
      await wb2.xlsx.load(data.rawPayload as never);
      return wb2;
    };
    const closed = await workbookOf();
    expect(closed.worksheets.map((w) => w.name)).toEqual(['Sheets', 'Components']);
    expect(closed.worksheets[1].getColumn(4).values).not.toContain('1310-73-2');
    expect(closed.worksheets[0].getColumn(13).values).toContain('Not included: join SafeBox or buy FDS-Extract');
    await t.db.updateTable('users').set({ safebox: true }).where('id', '=', aliceId).execute();
    const basic = await workbookOf();
    expect(basic.worksheets[1].getColumn(4).values).toContain('1310-73-2');
    expect(basic.worksheets[0].getColumn(13).values).toContain('Basic (SafeBox): H statements and identifiers');
    await t.db.updateTable('users').set({ safebox: false }).where('id', '=', aliceId).execute();
  });

  it('the substance watch of the space now sees its sheets', async () => {
    const { alice, codes, A, add } = await fixture();
    await add(codes[0]);
    const res = await api('GET', `${A}/mySDS/vigi_substances`, alice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items.length).toBeGreaterThan(0);
  });

  it('removes a list, then everything', async () => {
    const { alice, codes, A, list, add } = await fixture();
    await add(codes[0], codes[1]);
    const one = await api('DELETE', `${A}/mySDS/documents`, alice, { document_code: [codes[0]] });
    expect(dataOf(one)).toMatchObject({ removed: 1 });
    const all = await api('DELETE', `${A}/mySDS/documents`, alice);
    expect(all.statusCode, all.body).toBe(200);
    expect((await list()).json().collection.items).toEqual([]);
    expect(dataOf(await list())).toMatchObject({ itemsCount: 0, pagesCount: 0 });
  });
});
