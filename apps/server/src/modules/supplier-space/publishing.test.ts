import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SdsReading } from '@openfds/contract/sds-reading';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { addSheet, addSupplier, pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { createReaderPool, extractionDeps } from '../extraction/index.ts';
import { extractDocument } from '../extraction/extraction.service.ts';
import { addMember } from './index.ts';

const SESSION = 'openfds_session';
const HEADERS = { origin: 'http://localhost:3000', 'accept-language': 'en' };

/** A reading as the reader returns it, with the identification and conformity flags a test needs. */
function reading(identification: Partial<SdsReading['identification']>, flags: string[] = []): SdsReading {
  return {
    readerVersion: 'test',
    language: 'fr',
    format: 'eu-reach',
    pages: 3,
    sections: Array.from({ length: 16 }, (_, i) => ({ number: i + 1, title: `Section ${i + 1}`, page: 1, start: i, end: i + 1 })),
    identification: {
      productName: null,
      productCode: null,
      ufi: null,
      supplierName: null,
      address: null,
      phone: null,
      email: null,
      emergencyPhone: null,
      revisionDate: null,
      version: null,
      ...identification,
    },
    hazards: { classes: [], hStatements: [], euhStatements: [], pictograms: [], signalWord: null, pStatements: [] },
    composition: { components: [] },
    physical: {},
    transport: {},
    conformity: flags.map((flag) => ({ flag, evidence: 'test' })),
    warnings: [],
    elapsedMs: 1,
  } as unknown as SdsReading;
}

describe('supplier publishing (issue #27)', () => {
  let t: TestContext;
  let a: string; // admin of supplier A (mixed)
  let b: string; // admin of supplier B (mixed)
  let p: string; // member of supplier P (private)
  let customer: string; // a user of no supplier
  let supplierA: number;
  const pool = { current: null as ReturnType<typeof createReaderPool> | null };

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never, cookies: cookie ? { [SESSION]: cookie } : {}, headers: HEADERS });

  /** POST /supplier/drafts with several PDFs and fields (multipart by hand). */
  const upload = (cookie: string, files: { name: string; bytes: Buffer }[], fields: Record<string, string> = {}) => {
    const boundary = `----supplier${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    for (const file of files) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`));
      parts.push(file.bytes, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/supplier/drafts',
      payload: Buffer.concat(parts),
      cookies: { [SESSION]: cookie },
      headers: { ...HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  /** Runs the reading job of a draft with a given reading (the real extraction storage, a stand-in reader). */
  const read = async (draftId: number, value: SdsReading) => {
    const row = await t.db.selectFrom('supplier_drafts').select('document_id').where('id', '=', draftId).executeTakeFirstOrThrow();
    pool.current ??= createReaderPool(t);
    await extractDocument({ ...extractionDeps(t, pool.current), read: async () => ({ ok: true, reading: value }) }, row.document_id);
  };

  const member = async (email: string, supplierId: number, role: 'admin' | 'member') => {
    const userId = await createUser(t, { email, password: 'Secret123', language: 'en' });
    await addMember(t, { userId, supplierId, role });
    return loginAs(t, email, 'Secret123');
  };

  const latest = (supplierId: number, productKey: string) =>
    t.db
      .selectFrom('documents')
      .selectAll()
      .where('supplier_id', '=', supplierId)
      .where('product_key', '=', productKey)
      .where('is_latest', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestContext();
    supplierA = await addSupplier(t, { code: 'SUPA', name: 'Supplier A', access_level: 'mixed' });
    const supplierB = await addSupplier(t, { code: 'SUPB', name: 'Supplier B', access_level: 'mixed' });
    const supplierP = await addSupplier(t, { code: 'SUPP', name: 'Supplier P', access_level: 'private' });
    a = await member('a@example.com', supplierA, 'admin');
    b = await member('b@example.com', supplierB, 'admin');
    p = await member('p@example.com', supplierP, 'member');
    await createUser(t, { email: 'c@example.com', password: 'Secret123' });
    customer = await loginAs(t, 'c@example.com', 'Secret123');
    await addSheet(t, supplierB, { productName: 'Produit B', productCode: 'B-1' });
    await addSheet(t, supplierP, { productName: 'Produit P', productCode: 'P-1', access: 'private' });
  });
  afterAll(async () => {
    await pool.current?.close();
    await t?.close();
  });

  it('uploads a new revision, prefills it from the reading and the sheet it replaces, and publishes it over the old one', async () => {
    const old = await addSheet(t, supplierA, { productName: 'Diluant Rapide', productCode: 'DR-200', brand: 'Rapido', cpro: 'CP-9', ean: ['4006381333931'] });
    const res = await upload(a, [{ name: 'diluant-2025.pdf', bytes: pdfBytes('diluant 2025') }], { replaces: old.iddc });
    expect(res.statusCode, res.body).toBe(201);
    const draftId = res.json().collection.items[0].id as number;
    expect(res.json().collection.items[0].reading).toBe('reading');
    // Publishing before the reading is done answers 761: the fields are not prefilled yet.
    expect(firstError(await api('POST', `/supplier/drafts/${draftId}/publish`, a, { product_name: 'X', language: 'fr', access: 'public' })).code).toBe(761);

    await read(draftId, reading({ productName: 'Diluant Rapide HP', productCode: 'DR-200', revisionDate: '2025-06-01', version: '4.0' }));
    const draft = (await api('GET', `/supplier/drafts/${draftId}`, a)).json().collection.items[0];
    expect(draft.reading).toBe('read');
    expect(draft.confirm_flags).toEqual([]);
    expect(draft.replaces).toBe(old.iddc);
    expect(draft.prefill).toMatchObject({
      product_name: 'Diluant Rapide HP',
      product_code: 'DR-200',
      language: 'fr',
      revision_date: '2025-06-01',
      revision_version: '4.0',
      regulation: 'REACH',
      zone: 'EU',
      brand: 'Rapido',
      cpro: 'CP-9',
      ean: ['4006381333931'],
      access: 'public',
    });

    const published = await api('POST', `/supplier/drafts/${draftId}/publish`, a, { ...draft.prefill, replaces: old.iddc });
    expect(published.statusCode, published.body).toBe(200);
    const { iddc, status } = published.json().collection.items[0];
    expect(status).toBe('revised');
    // The importer's supersession: the old code leads to the new revision, which is the one latest version.
    const page = (await api('GET', `/documents/${old.iddc}`, customer)).json().collection.items[0];
    expect(page.iddc).toBe(iddc);
    expect(page.superseded).toBe(true);
    expect(page.product_name).toBe('Diluant Rapide HP');
    const current = await latest(supplierA, 'DR-200');
    expect(current?.iddc).toBe(iddc);
    expect(current?.revision_version).toBe('4.0');
    expect(t.sentJobs.some((j) => j.name === 'catalogue.update-mails' && (j.data as { documentId: number }).documentId === Number(current?.id))).toBe(true);
    // The draft is closed and no longer listed; the sheet list shows the product with its two versions.
    expect((await api('GET', '/supplier/drafts', a)).json().collection.items.map((d: { id: number }) => d.id)).not.toContain(draftId);
    const sheets = (await api('GET', '/supplier/sheets?q=Diluant', a)).json().collection.items;
    expect(sheets).toEqual([expect.objectContaining({ iddc, versions: 2, access: 'public' })]);
    // Publishing the same draft twice is refused.
    expect(firstError(await api('POST', `/supplier/drafts/${draftId}/publish`, a, draft.prefill)).code).toBe(762);
  });

  it('asks for a confirmation before publishing a sheet the reader flagged, then publishes it as a new sheet', async () => {
    const res = await upload(a, [
      { name: 'one.pdf', bytes: pdfBytes('flagged one') },
      { name: 'two.pdf', bytes: pdfBytes('flagged two') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = res.json().collection.items as { id: number }[];
    expect(res.json().collection.items).toHaveLength(2);
    await read(first.id, reading({ productName: 'Colle Forte', productCode: 'CF-1' }, ['wrongLanguage', 'noSupplier']));
    await read(second.id, reading({ productName: 'Vernis' }));
    const draft = (await api('GET', `/supplier/drafts/${first.id}`, a)).json().collection.items[0];
    expect(draft.confirm_flags).toEqual(['wrongLanguage']);
    const refused = await api('POST', `/supplier/drafts/${first.id}/publish`, a, draft.prefill);
    expect(refused.statusCode).toBe(409);
    expect(firstError(refused).code).toBe(760);
    expect(await latest(supplierA, 'CF-1')).toBeUndefined();
    const done = await api('POST', `/supplier/drafts/${first.id}/publish`, a, { ...draft.prefill, access: 'private', confirm_flags: true });
    expect(done.json().collection.items[0].status).toBe('created');
    expect((await latest(supplierA, 'CF-1'))?.access).toBe('private');
    // Bad fields are field errors, and nothing is stored.
    const bad = await api('POST', `/supplier/drafts/${second.id}/publish`, a, { product_name: '', language: 'xx', ufi: 'NOPE', access: 'open' });
    expect(firstError(bad).code).toBe(595);
    const fields = bad
      .json()
      .collection.errors.flatMap((e: { data: { name: string; value: string }[] }) => e.data.filter((d) => d.name === 'f').map((d) => d.value));
    expect(fields).toEqual(expect.arrayContaining(['product_name', 'language', 'ufi', 'access']));
    // A discarded draft is gone from the list.
    expect((await api('DELETE', `/supplier/drafts/${second.id}`, a)).statusCode).toBe(200);
    expect((await api('GET', '/supplier/drafts', a)).json().collection.items).toEqual([]);
  });

  it('refuses a file that is not a PDF, and an upload without a file', async () => {
    expect(firstError(await upload(a, [{ name: 'x.pdf', bytes: Buffer.from('hello') }])).code).toBe(691);
    expect(firstError(await upload(a, [])).code).toBe(690);
  });

  it('sets a sheet access within the supplier level, through the publisher', async () => {
    const sheet = await addSheet(t, supplierA, { productName: 'Solvant', productCode: 'SOL-1' });
    const res = await api('PUT', `/supplier/sheets/${sheet.iddc}/access`, a, { access: 'private' });
    expect(res.json().collection.items[0]).toMatchObject({ iddc: sheet.iddc, status: 'updated' });
    // A visitor now needs the supplier's customer code.
    expect(firstError(await api('GET', `/documents/${sheet.iddc}`, customer)).code).toBe(641);
    // A private supplier has no public sheet (763, bound to the field).
    const privateSheet = (await api('GET', '/supplier/sheets', p)).json().collection.items[0];
    const refused = await api('PUT', `/supplier/sheets/${privateSheet.iddc}/access`, p, { access: 'public' });
    expect(firstError(refused).code).toBe(763);
    expect((await api('PUT', `/supplier/sheets/${privateSheet.iddc}/access`, p, { access: 'secret' })).statusCode).toBe(200);
  });

  it('withdraws a sheet without deleting it: out of the catalogue, kept with its history', async () => {
    const sheet = await addSheet(t, supplierA, { productName: 'Décapant', productCode: 'DEC-1' });
    expect((await api('DELETE', `/supplier/sheets/${sheet.iddc}`, a)).statusCode).toBe(200);
    expect(firstError(await api('GET', `/documents/${sheet.iddc}`, customer)).code).toBe(605);
    const row = await t.db.selectFrom('documents').select(['id', 'deleted_at', 'file_key']).where('iddc', '=', sheet.iddc).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.file_key).not.toBeNull();
    const events = await t.db.selectFrom('supplier_sheet_events').select(['action']).where('document_id', '=', row.id).execute();
    expect(events.map((e) => e.action)).toContain('withdrawn');
    expect((await api('GET', '/supplier/sheets?q=Décapant', a)).json().collection.items).toEqual([]);
    // Withdrawn twice: not found.
    expect(firstError(await api('DELETE', `/supplier/sheets/${sheet.iddc}`, a)).code).toBe(605);
  });

  it('a published draft keeps its reading: no second extraction job, the same reading on the new sheet', async () => {
    const res = await upload(a, [{ name: 'solvant.pdf', bytes: pdfBytes('solvant lu une fois') }], { language: 'fr' });
    const draftId = res.json().collection.items[0].id as number;
    await read(draftId, reading({ productName: 'Solvant Lu Une Fois', productCode: 'SLUF-1', revisionDate: '2025-04-01', version: '1.0' }));
    t.sentJobs.length = 0;
    const fields = { product_name: 'Solvant Lu Une Fois', product_code: 'SLUF-1', language: 'fr', revision_date: '2025-04-01', access: 'public' };
    const published = await api('POST', `/supplier/drafts/${draftId}/publish`, a, fields);
    expect(published.statusCode, published.body).toBe(200);
    const sheet = await latest(supplierA, 'SLUF-1');
    expect(t.sentJobs.filter((job) => job.name.startsWith('sds.extract'))).toEqual([]);
    const extraction = await t.db.selectFrom('document_extractions').selectAll().where('document_id', '=', sheet!.id).executeTakeFirstOrThrow();
    expect(extraction.status).toBe('extracted');
    expect((extraction.reading as SdsReading).identification.productName).toBe('Solvant Lu Une Fois');
    // A sheet published with another language than the draft was read in is read again (the language check differs).
    const other = (await upload(a, [{ name: 'other.pdf', bytes: pdfBytes('lu en anglais') }], { language: 'fr' })).json().collection.items[0].id as number;
    await read(other, reading({ productName: 'Read In English' }));
    t.sentJobs.length = 0;
    const english = { product_name: 'Read In English', product_code: 'RIE-1', language: 'en', access: 'public' };
    expect((await api('POST', `/supplier/drafts/${other}/publish`, a, english)).statusCode).toBe(200);
    expect(t.sentJobs.filter((job) => job.name === 'sds.extract').map((job) => job.data)).toEqual([{ documentId: (await latest(supplierA, 'RIE-1'))!.id }]);
  });

  it("imports a zip with the importer's documents.csv: the importer's rules, always into the caller's supplier", async () => {
    const old = await addSheet(t, supplierA, { productName: 'Nettoyant', productCode: 'NET-1', revisionDate: '2023-01-01' });
    const zip = new JSZip();
    zip.file(
      'lot/documents.csv',
      [
        'supplier_code,product_code,product_name,language,revision_date,revision_version,access,file',
        'SUPB,NET-1,Nettoyant,fr,2025-02-01,2.0,public,pdf/net.pdf',
        'SUPB,ZIP-NEW,Produit du zip,en,2025-03-01,1.0,secret,pdf/new.pdf',
        'SUPB,ZIP-BAD,Mauvaise langue,xx,2025-03-01,1.0,public,pdf/new.pdf',
        'SUPB,ZIP-MISSING,Sans fichier,fr,2025-03-01,1.0,public,pdf/absent.pdf',
      ].join('\n'),
    );
    zip.file('lot/pdf/net.pdf', pdfBytes('zip net 2025'));
    zip.file('lot/pdf/new.pdf', pdfBytes('zip new'));
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    const boundary = '----zipboundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/supplier/imports',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lot.zip"\r\nContent-Type: application/zip\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      cookies: { [SESSION]: a },
      headers: { ...HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = Object.fromEntries(res.json().collection.data.map((d: { name: string; value: unknown }) => [d.name, d.value]));
    expect(data).toMatchObject({ created: 1, revised: 1 });
    // Each bad row says its issue and params, which the screen words in the user's language (the reason stays English).
    expect(res.json().collection.items).toEqual([
      { line: 4, reason: 'unknown language "xx"', issue: 'language', params: { value: 'xx' } },
      { line: 5, reason: 'file not found: pdf/absent.pdf', issue: 'fileNotFound', params: { file: 'pdf/absent.pdf' } },
    ]);
    const revised = await latest(supplierA, 'NET-1');
    expect(revised?.revision_version).toBe('2.0');
    expect((await api('GET', `/documents/${old.iddc}`, customer)).json().collection.items[0].iddc).toBe(revised?.iddc);
    expect((await latest(supplierA, 'ZIP-NEW'))?.access).toBe('secret');
    // The supplier_code column names B: the rows still went to A, the caller's supplier.
    const atB = await t.db
      .selectFrom('documents')
      .select('id')
      .where('product_key', 'in', ['ZIP-NEW', 'NET-1'])
      .where('supplier_id', '<>', supplierA)
      .execute();
    expect(atB).toEqual([]);
  });

  it("never lets a supplier see or change another supplier's sheets and drafts", async () => {
    const sheetA = await addSheet(t, supplierA, { productName: 'Secret de A', productCode: 'A-SECRET' });
    const draftA = (await upload(a, [{ name: 'a.pdf', bytes: pdfBytes('draft of A') }])).json().collection.items[0].id as number;
    await read(draftA, reading({ productName: 'Brouillon A' }));
    const fields = { product_name: 'Pris par B', language: 'fr', access: 'public' };

    expect((await api('GET', '/supplier/sheets', b)).json().collection.items.map((s: { iddc: string }) => s.iddc)).not.toContain(sheetA.iddc);
    expect(firstError(await api('PUT', `/supplier/sheets/${sheetA.iddc}/access`, b, { access: 'secret' })).code).toBe(605);
    expect(firstError(await api('DELETE', `/supplier/sheets/${sheetA.iddc}`, b)).code).toBe(605);
    expect((await latest(supplierA, 'A-SECRET'))?.access).toBe('public');
    expect((await api('GET', '/supplier/drafts', b)).json().collection.items.map((d: { id: number }) => d.id)).not.toContain(draftA);
    expect(firstError(await api('GET', `/supplier/drafts/${draftA}`, b)).code).toBe(762);
    expect(firstError(await api('POST', `/supplier/drafts/${draftA}/publish`, b, fields)).code).toBe(762);
    expect(firstError(await api('DELETE', `/supplier/drafts/${draftA}`, b)).code).toBe(762);
    expect(firstError(await upload(b, [{ name: 'b.pdf', bytes: pdfBytes('b replaces a') }], { replaces: sheetA.iddc })).code).toBe(605);
    // A's draft is still A's, open and publishable by A.
    expect((await api('GET', `/supplier/drafts/${draftA}`, a)).json().collection.items[0].status).toBe('draft');
    // Someone of no supplier, and a visitor, get nothing.
    expect(firstError(await api('GET', '/supplier/sheets', customer)).code).toBe(603);
    expect(firstError(await api('GET', '/supplier/drafts', null)).code).toBe(602);
  });
});
