import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { SdsReading } from '@openfds/contract/sds-reading';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { firstError } from '../../../../test/accounts.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../../test/factories.ts';
import { pdfText } from '../../../../test/pdf-text.ts';

/** API tests of the label designer's calls (issue #28): custom grids, the designer's start, P selection, bulk from my-FDS. */
let t: TestContext;
let supplierId: number;

function reading(values: { name: string; h: string[]; p?: string[]; contains?: string[] }): Partial<SdsReading> {
  return {
    identification: {
      productName: values.name,
      productCode: null,
      ufi: 'N1QV-R0MM-F00K-4CC9',
      supplierName: 'Chemco',
      address: '1 rue de la Paix, Paris',
      phone: null,
      email: null,
      emergencyPhone: '+33 1 45 42 59 59',
      revisionDate: null,
      version: null,
    },
    hazards: {
      classes: [],
      hStatements: values.h,
      euhStatements: [],
      pStatements: values.p ?? [],
      pictograms: [],
      signalWord: null,
      ...(values.contains ? { contains: values.contains } : {}),
    },
    composition: {
      kind: 'mixture',
      components: [
        {
          name: 'Sulphuric acid',
          cas: null,
          ec: null,
          indexNumber: null,
          reachNumber: null,
          concentration: { min: null, max: 30, unit: '%', raw: '30 %' },
          hStatements: ['H314'],
        },
      ],
    },
  };
}

async function sheetWith(r: Partial<SdsReading> | null, productName = r?.identification?.productName ?? 'Unread sheet') {
  const made = await makeSheet(t.db, supplierId, { access: 'public', product_name: productName });
  const doc = { ...made, product_name: productName };
  if (r) {
    await t.db
      .insertInto('document_extractions')
      .values({ document_id: doc.id, status: 'extracted', reading: JSON.stringify(r), updated_at: new Date() })
      .execute();
  }
  return doc;
}

/** Pages of a pdfkit PDF: its page objects (not the /Pages tree). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestContext();
  supplierId = (await makeSupplier(t.db)).id;
}, 60_000);
afterAll(async () => t?.close());

describe('POST /documents/{code}/labels with a custom grid', () => {
  it('lays the labels on the grid asked, and refuses cells smaller than the capacity requires (785 on grid)', async () => {
    const acid = await sheetWith(reading({ name: 'Grid Cleaner', h: ['H314'], p: ['P280'] }));
    const user = await makeUser(t.db, { safebox: true }); // label sheets come from the SafeBox free level (issue #28 offers);
    const res = await send('POST', `/documents/${acid.iddc}/labels`, user.cookie, {
      capacity_l: 1,
      language: 'en',
      grid: { label_width_mm: 52, label_height_mm: 74 },
      copies: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-label-preset']).toBe('custom');
    expect(res.headers['x-label-grid']).toBe('3x3');
    expect(pageCount(res.rawPayload)).toBe(2);
    expect(pdfText(res.rawPayload).split('Grid Cleaner').length - 1).toBe(10);

    const small = await send('POST', `/documents/${acid.iddc}/labels`, user.cookie, { capacity_l: 200, grid: { columns: 2, rows: 4 } });
    expect(small.statusCode).toBe(400);
    const error = firstError(small);
    expect(error.code).toBe(785);
    expect(JSON.stringify(small.json())).toContain('"grid"');
  });
});

describe('GET /documents/{code}/labels and the P selection', () => {
  it('gives the designer the sheet\'s elements with "Contains" from section 2.2, and keeps only P statements of the sheet', async () => {
    const p = ['P101', 'P102', 'P210', 'P233', 'P280', 'P303+P361+P353', 'P403+P235', 'P501'];
    const doc = await sheetWith(reading({ name: 'Solvent 2.2', h: ['H225', 'H319'], p, contains: ['acetone', 'ethyl acetate'] }));
    const user = await makeUser(t.db, { safebox: true });
    const design = await send('GET', `/documents/${doc.iddc}/labels`, user.cookie);
    expect(design.statusCode, design.body).toBe(200);
    expect(design.json().collection.items[0]).toMatchObject({
      product_name: 'Solvent 2.2',
      h_statements: ['H225', 'H319'],
      p_statements: p,
      contains: { names: ['acetone', 'ethyl acetate'], proposed: false },
      ufi: 'N1QV-R0MM-F00K-4CC9',
      emergency_phone: '+33 1 45 42 59 59',
      labellable: true,
    });

    const chosen = await send('POST', `/documents/${doc.iddc}/labels`, user.cookie, { capacity_l: 1, language: 'de', p_statements: ['P210', 'P280'] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const text = pdfText(chosen.rawPayload);
    expect(text).toContain('Enthält: acetone, ethyl acetate');
    expect(text).toContain('P210');
    expect(text).not.toContain('P501');

    const added = await send('POST', `/documents/${doc.iddc}/labels`, user.cookie, { capacity_l: 1, p_statements: ['P210', 'P270'] });
    expect(added.statusCode).toBe(400);
    expect(JSON.stringify(added.json())).toContain('p_statements');
  });
});

describe('POST /users/{login}/mySDS/labels (bulk)', () => {
  it('prints one PDF for the labellable sheets of the space and names each sheet left out', async () => {
    const user = await makeUser(t.db, { safebox: true });
    const acid = await sheetWith(reading({ name: 'Bulk Acid', h: ['H314'] }));
    const solvent = await sheetWith(reading({ name: 'Bulk Solvent', h: ['H225'] }));
    const water = await sheetWith(reading({ name: 'Bulk Water', h: [] }));
    const unread = await sheetWith(null);
    const stranger = await sheetWith(reading({ name: 'Not Mine', h: ['H225'] }));
    // The user's own upload: secret to everyone else, labelled for its owner.
    const upload = await sheetWith(reading({ name: 'Bulk Upload', h: ['H290'] }));
    await sql`UPDATE documents SET access = 'secret', uploaded_by = ${user.id} WHERE id = ${upload.id}`.execute(t.db);
    for (const doc of [acid, solvent, water, unread, upload]) await keep(t.db, user.id, doc.id);
    const codes = [acid, solvent, water, unread, stranger, upload].map((d) => d.iddc);
    const res = await send('POST', `/users/${encodeURIComponent(user.login)}/mySDS/labels`, user.cookie, {
      document_codes: codes,
      capacity_l: 1,
      language: 'it',
      preset: 'a4-8',
      copies: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['x-labels-labelled']).split(',')).toEqual([acid.iddc, solvent.iddc, upload.iddc]);
    const left = JSON.parse(decodeURIComponent(String(res.headers['x-labels-not-labelled'])));
    expect(left).toEqual([
      { document_code: water.iddc, product_name: water.product_name, reason: 'no_hazard_data' },
      { document_code: unread.iddc, product_name: unread.product_name, reason: 'not_read' },
      { document_code: stranger.iddc, product_name: null, reason: 'not_in_space' },
    ]);
    // 3 sheets x 5 copies on 8 per page: 2 pages.
    expect(pageCount(res.rawPayload)).toBe(2);
    const text = pdfText(res.rawPayload);
    expect(text.split('Bulk Acid').length - 1).toBe(5);
    expect(text.split('Bulk Solvent').length - 1).toBe(5);
    expect(text.split('Bulk Upload').length - 1).toBe(5);
    expect(text).toContain('Pericolo');
  });

  it('refuses a call where no sheet can be labelled (786, naming them), another user (603), and too many labels', async () => {
    const user = await makeUser(t.db);
    const water = await sheetWith(reading({ name: 'Only Water', h: [] }));
    await keep(t.db, user.id, water.id);
    const url = `/users/${encodeURIComponent(user.login)}/mySDS/labels`;
    const none = await send('POST', url, user.cookie, { document_codes: [water.iddc], capacity_l: 1 });
    expect(none.statusCode).toBe(422);
    expect(firstError(none).code).toBe(786);
    expect(JSON.stringify(none.json())).toContain(water.product_name);

    const other = await makeUser(t.db);
    expect(firstError(await send('POST', url, other.cookie, { document_codes: [water.iddc], capacity_l: 1 })).code).toBe(603);
    const many = await send('POST', url, user.cookie, { document_codes: [water.iddc, (await sheetWith(null)).iddc], capacity_l: 1, copies: 300 });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain('copies');
  });
});
