import PDFDocument from 'pdfkit';
import { ERRORS } from '@openfds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSheetSpec, renderSheetPdf } from '@openfds/sds/generator/index';
import { firstError } from '../../../test/accounts.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import { PREVIEW_MAX_PAGES } from '../extraction/index.ts';

/** The upload form's proposal (issue #23): the reader reads the chosen file, nothing is stored. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

function preview(login: string, cookie: string, bytes: Buffer, name = 'sheet.pdf', on: TestContext = t) {
  const body = multipart({}, { name, type: 'application/pdf', bytes });
  return on.app.inject({
    method: 'POST',
    url: `/api/v1/users/${encodeURIComponent(login)}/mySDS/uploads/preview`,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: 'http://localhost:3000' },
  });
}

describe('POST /users/{login}/mySDS/uploads/preview', () => {
  it("proposes the sheet's product name and language, and stores no sheet", async () => {
    const user = await makeUser(t.db);
    const spec = randomSheetSpec(2323, 'de');
    const res = await preview(user.login, user.cookie, Buffer.from(await renderSheetPdf(spec)));
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().collection.items[0];
    expect(item.product_name).toBe(spec.productName);
    expect(item.language).toBe('de');
    expect(item.found).toEqual(expect.arrayContaining(['product_name', 'language']));
    const stored = await t.pool.query('SELECT count(*)::int AS n FROM user_documents WHERE user_id = $1', [user.id]);
    expect(stored.rows[0].n).toBe(0);
  });

  it('answers an empty proposal for a PDF the reader cannot read', async () => {
    const user = await makeUser(t.db);
    const res = await preview(user.login, user.cookie, Buffer.from('%PDF-1.4\nnot really a pdf\n%%EOF\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0]).toMatchObject({ product_name: null, supplier_name: null, revision_date: null, language: null, found: [] });
  });

  it("refuses a file that is not a PDF with the upload's error, and another user's login", async () => {
    const [user, other] = [await makeUser(t.db), await makeUser(t.db)];
    expect(firstError(await preview(user.login, user.cookie, Buffer.from('hello'), 'notes.txt')).code).toBe(691);
    const pdf = Buffer.from(await renderSheetPdf(randomSheetSpec(77, 'fr')));
    const foreign = await preview(other.login, user.cookie, pdf);
    expect(firstError(foreign).code).toBe(603);
  });
});

/**
 * A `pages`-page PDF whose identification (section 1 with the product name) stands on page `identityPage` (1-based),
 * every other page an appendix line: what a 300-page sheet with annexes looks like to the reader.
 */
function longPdf(pages: number, identityPage: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let p = 1; p <= pages; p++) {
    doc.addPage();
    if (p === identityPage) {
      doc.fontSize(14).text('SAFETY DATA SHEET');
      doc.fontSize(11).text('SECTION 1: Identification of the substance/mixture and of the company/undertaking');
      doc.text('1.1 Product identifier');
      doc.text('Product name: Longfile Degreaser 300');
      doc.text('1.3 Details of the supplier of the safety data sheet');
      doc.text('Supplier: Appendix Chemicals Ltd');
    } else {
      doc.fontSize(11).text(`Appendix, page ${p}: exposure scenario notes for the handling of the product in industrial settings.`);
    }
  }
  doc.end();
  return done;
}

describe('the preview of a long file', () => {
  it(`reads its first ${PREVIEW_MAX_PAGES} pages only`, async () => {
    const user = await makeUser(t.db);
    // Page 1: the reader finds the product name (the file is readable as it is).
    const first = await preview(user.login, user.cookie, await longPdf(300, 1));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().collection.items[0].product_name).toBe('Longfile Degreaser 300');
    // Last page read: still found. One page further: the preview never reaches it.
    const last = await preview(user.login, user.cookie, await longPdf(300, PREVIEW_MAX_PAGES));
    expect(last.json().collection.items[0].product_name).toBe('Longfile Degreaser 300');
    const beyond = await preview(user.login, user.cookie, await longPdf(300, PREVIEW_MAX_PAGES + 1));
    expect(beyond.statusCode, beyond.body).toBe(200);
    expect(beyond.json().collection.items[0].product_name).toBeNull();
  }, 60_000);
});

describe('the preview and the cost limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // Two readings (weight 2 each) per account.
    limited = await createTestContext({ costBudget: 4 });
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });

  it('charges each preview as a reading: past the budget it is refused with 302 and Retry-After', async () => {
    const user = await makeUser(limited.db);
    const pdf = Buffer.from('%PDF-1.4\nunreadable\n%%EOF\n');
    for (let i = 0; i < 2; i++) expect((await preview(user.login, user.cookie, pdf, 'sheet.pdf', limited)).statusCode).toBe(200);
    const refused = await preview(user.login, user.cookie, pdf, 'sheet.pdf', limited);
    expect(refused.statusCode).toBe(429);
    expect(firstError(refused).code).toBe(ERRORS.highTraffic.code);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
