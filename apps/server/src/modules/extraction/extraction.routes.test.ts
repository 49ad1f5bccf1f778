import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementText, XLSX_CONTENT_TYPE } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { randomSheetSpec, renderSheetPdf } from '@openfds/sds/generator/index';
import { addSupplier, guestCookie } from '../../../test/catalogue-fixtures.ts';
import { createUser, loginAs } from '../../../test/accounts.ts';
import { createSheet, proveCustomerCodes } from '../../../test/sheets.ts';
import { extractJob } from './extraction.job.ts';
import { grantHoldings, consumeCredits } from '../entitlements/index.ts';

let t: TestContext;
/** A logged-in SafeBox member holding FDS-Extract standard credits spent on the public sheet: the full data. */
let visitor: Record<string, string>;
/** A SafeBox member without credits: the basic extraction (a free tool, issue #13). */
let member: Record<string, string>;
/** FDS-Extract standard credits without SafeBox: the full data too. */
let buyer: Record<string, string>;
let guest: Record<string, string>;
let nonMember: Record<string, string>;
let publicSheet: { id: number; iddc: string };
let privateSheet: { id: number; iddc: string };
let unreadSheet: { id: number; iddc: string };
let supplierId: number;
let customerCodeId: number;
// A generated French sheet: its content is known exactly, unlike a real sheet's.
const spec = randomSheetSpec(4242, 'fr', { hStatements: ['H225', 'H319'], euhStatements: [], pictograms: ['GHS02', 'GHS07'] });
const H = 'H319';

beforeAll(async () => {
  t = await createTestContext();
  supplierId = await addSupplier(t, { code: 'MIXED', name: 'Mixed Supplier', access_level: 'mixed', customerCodes: ['CUST-1'] });
  const supplier = { id: supplierId };
  const file = await renderSheetPdf(spec);
  publicSheet = await createSheet(t, supplier.id, { file, language: 'fr', productName: spec.productName });
  privateSheet = await createSheet(t, supplier.id, { file, language: 'fr', access: 'private', productName: `${spec.productName} private` });
  unreadSheet = await createSheet(t, supplier.id, { file, language: 'fr', productName: 'Not read yet' });
  const job = extractJob(t);
  await job.handle({ documentId: publicSheet.id });
  await job.handle({ documentId: privateSheet.id });
  customerCodeId = (await t.db.selectFrom('customer_codes').select('id').where('supplier_id', '=', supplierId).executeTakeFirstOrThrow()).id;
  guest = await guestCookie(t);
  visitor = await memberCookie('member@example.com', true, [publicSheet.iddc]);
  member = await memberCookie('basic@example.com', true);
  buyer = await memberCookie('buyer@example.com', false, [publicSheet.iddc]);
  nonMember = await memberCookie('plain@example.com', false);
}, 120_000);

/** A logged-in user, SafeBox member or not, with an FDS-Extract standard credit spent on each of `standardOn`. */
async function memberCookie(email: string, safebox: boolean, standardOn: string[] = []): Promise<Record<string, string>> {
  const id = await createUser(t, { email, password: 'Member-Pass-1' });
  await t.db.updateTable('users').set({ safebox }).where('id', '=', id).execute();
  if (standardOn.length > 0) {
    const order = await t.db
      .insertInto('shop_orders')
      .values({
        user_id: id,
        status: 'paid',
        quantity: 1,
        lines: '[]',
        total_et_cents: 2000,
        total_vat_cents: 400,
        total_it_cents: 2400,
        vat_rate: 20,
        vat_mode: 'domestic',
        billing: '{}',
        provider: 'test',
        paid_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.db.transaction().execute(async (tx) => {
      await grantHoldings(tx, {
        userId: id,
        orderId: order.id,
        lines: [{ offer_id: 12, quantity: 1, et_cents: 2000, start_date: day(0), end_date: day(365) }],
      });
      for (const code of standardOn) await consumeCredits(tx, { userId: id, offerRef: 'extract_standard', documentCode: code });
    });
  }
  return { openfds_session: await loginAs(t, email, 'Member-Pass-1') };
}

/** Every cell of the worksheets of an xlsx reply. */
async function workbookCells(payload: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const ws of workbook.worksheets) ws.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? ''))));
  return cells;
}
afterAll(async () => {
  await t?.close();
});

function get(url: string, options: { cookies?: Record<string, string>; language?: string } = {}) {
  const headers = options.language ? { 'accept-language': options.language } : {};
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers, cookies: options.cookies });
}

describe('GET /documents/{code}/extraction', () => {
  it('answers the status and the reading of an extracted sheet', async () => {
    const res = await get(`/documents/${publicSheet.iddc}/extraction`);
    expect(res.statusCode).toBe(200);
    const item = res.json().collection.items[0];
    expect(item.document_code).toBe(publicSheet.iddc);
    expect(item.status).toBe('extracted');
    expect(item.reading.hazards.hStatements).toEqual(expect.arrayContaining(spec.hStatements));
  });

  it('queues a sheet never read on its first view and answers in progress without data', async () => {
    t.sentJobs.length = 0;
    const res = await get(`/documents/${unreadSheet.iddc}/extraction`);
    expect(res.statusCode).toBe(200);
    expect(res.json().collection.items[0]).toMatchObject({ status: 'in_progress', reading: null });
    expect(t.sentJobs).toEqual([{ name: 'sds.extract', data: { documentId: unreadSheet.id } }]);
    const again = await get(`/documents/${unreadSheet.iddc}/extraction`);
    expect(again.json().collection.items[0].status).toBe('in_progress');
    expect(t.sentJobs).toHaveLength(1);
  });

  it('rejects a malformed code as a field error', async () => {
    const res = await get('/documents/123/extraction');
    expect(res.statusCode).toBe(400);
    expect(res.json().collection.errors[0].code).toBe(595);
  });
});

describe('GET /documents/{code}/sds2excel', () => {
  it('answers an xlsx workbook with one worksheet per section, titled in the request language, and the extracted values', async () => {
    const res = await get(`/documents/${publicSheet.iddc}/sds2excel`, { cookies: visitor, language: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((w) => w.name);
    for (const section of ['Abschnitt 1', 'Abschnitt 2', 'Abschnitt 3', 'Abschnitt 9', 'Abschnitt 14']) {
      expect(
        names.some((n) => n.startsWith(`${section} `)),
        section,
      ).toBe(true);
    }
    const hazards = workbook.worksheets.find((w) => w.name.startsWith('Abschnitt 2 '))!;
    const cells: string[] = [];
    hazards.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? ''))));
    expect(cells.some((c) => c.includes(H))).toBe(true);
    const composition = workbook.worksheets.find((w) => w.name.startsWith('Abschnitt 3 '))!;
    const compositionCells: string[] = [];
    composition.eachRow((row) => row.eachCell((cell) => compositionCells.push(String(cell.value ?? ''))));
    expect(compositionCells).toContain(spec.components[0].cas);
  });

  it('answers 619 while the sheet has no extraction', async () => {
    const res = await get(`/documents/${unreadSheet.iddc}/sds2excel`, { cookies: visitor });
    expect(res.statusCode).toBe(404);
    expect(res.json().collection.errors[0].code).toBe(619);
  });

  it('needs a consult pass, like the file', async () => {
    const res = await get(`/documents/${publicSheet.iddc}/sds2excel`);
    expect(res.json().collection.errors[0].code).toBe(640);
  });

  it('needs an entitlement: 602 for a free-consult visitor, 618 without SafeBox or credits; full data with standard credits', async () => {
    for (const url of [`/documents/${publicSheet.iddc}/sds2excel`, `/rapport/donnees_fds/${publicSheet.iddc}`]) {
      expect((await get(url, { cookies: guest })).json().collection.errors[0].code).toBe(602);
      expect((await get(url, { cookies: nonMember })).json().collection.errors[0].code).toBe(618);
      for (const cookies of [visitor, buyer]) {
        const res = await get(url, { cookies });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-extraction-level']).toBe('standard');
      }
    }
  });

  it('gives a SafeBox member without credits the basic extraction only: hazard statements and identifiers', async () => {
    const full = await workbookCells((await get(`/documents/${publicSheet.iddc}/sds2excel`, { cookies: visitor, language: 'en' })).rawPayload);
    const res = await get(`/documents/${publicSheet.iddc}/sds2excel`, { cookies: member, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-extraction-level']).toBe('basic');
    expect(res.headers['content-disposition']).toContain('-basic-data.xlsx');
    const basic = await workbookCells(res.rawPayload);
    expect(basic.some((c) => c.includes(H))).toBe(true);
    expect(basic).toContain(spec.components[0].cas);
    // The pictograms (and the rest of the full data) are FDS-Extract standard's.
    expect(full.some((c) => c.includes('GHS02'))).toBe(true);
    expect(basic.some((c) => c.includes('GHS02'))).toBe(false);
    expect(basic.length).toBeLessThan(full.length);
    // A standard credit spent on another sheet does not open this one.
    const other = await memberCookie('other-sheet@example.com', false, [privateSheet.iddc]);
    expect((await get(`/documents/${publicSheet.iddc}/sds2excel`, { cookies: other })).json().collection.errors[0].code).toBe(618);
    const report = await get(`/rapport/donnees_fds/${publicSheet.iddc}`, { cookies: member, language: 'en' });
    expect(report.headers['x-extraction-level']).toBe('basic');
    const text = pdfText(report.rawPayload);
    expect(text).toContain(`${H} ${statementText(H, 'en')}`.slice(0, 40));
    expect(text).not.toContain('GHS02');
    expect(pdfText((await get(`/rapport/donnees_fds/${publicSheet.iddc}`, { cookies: visitor, language: 'en' })).rawPayload)).toContain('GHS02');
  });
});

describe('GET /rapport/donnees_fds/{code}', () => {
  for (const language of ['fr', 'en', 'de', 'it'] as const) {
    it(`answers a PDF report with the hazard statement texts in ${language}`, async () => {
      const res = await get(`/rapport/donnees_fds/${publicSheet.iddc}`, { cookies: visitor, language });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(`${H} ${statementText(H, language)}`.slice(0, 40));
      expect(text).toContain(publicSheet.iddc);
    });
  }

  it('answers 619 while the sheet has no extraction', async () => {
    const res = await get(`/rapport/donnees_fds/${unreadSheet.iddc}`, { cookies: visitor });
    expect(res.json().collection.errors[0].code).toBe(619);
  });
});

describe('access rules: a private sheet’s data is as protected as its file', () => {
  it('refuses the data of a private sheet without a customer code, with the answer its file gets', async () => {
    const file = await get(`/documents/${privateSheet.iddc}/preview`, { cookies: visitor });
    expect(file.statusCode).not.toBe(200);
    const fileError = file.json().collection.errors[0].code;
    for (const url of [
      `/documents/${privateSheet.iddc}/extraction`,
      `/documents/${privateSheet.iddc}/sds2excel`,
      `/rapport/donnees_fds/${privateSheet.iddc}`,
    ]) {
      const res = await get(url, { cookies: visitor });
      expect(res.statusCode).toBe(file.statusCode);
      expect(res.json().collection.errors[0].code).toBe(fileError);
      expect(res.body).not.toContain(H);
    }
  });

  it('gives the data once the customer code is proven', async () => {
    const customer = await memberCookie('customer@example.com', true);
    await proveCustomerCodes(t, customer, [{ supplierId, customerCodeId }]);
    const res = await get(`/rapport/donnees_fds/${privateSheet.iddc}`, { cookies: customer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('hides a secret sheet', async () => {
    await t.db.updateTable('documents').set({ access: 'secret' }).where('id', '=', privateSheet.id).execute();
    const res = await get(`/documents/${privateSheet.iddc}/extraction`, { cookies: visitor });
    expect(res.json().collection.errors[0].code).toBe(605);
    await t.db.updateTable('documents').set({ access: 'private' }).where('id', '=', privateSheet.id).execute();
  });
});
