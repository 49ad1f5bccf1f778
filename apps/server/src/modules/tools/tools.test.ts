import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SdsReading } from '@openfds/contract/sds-reading';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { firstError } from '../../../test/accounts.ts';
import { makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';

/** API tests of the tools' calls (issue #28) against the real PostgreSQL. */
let t: TestContext;

/** A reading with sections 2, 3, 9 and 14 as the reader stores them. */
function reading(values: {
  classes?: [string, string | null][];
  h?: string[];
  p?: string[];
  components?: { name: string; h: string[]; max: number }[];
  cas?: string;
  state?: string;
  density?: number;
  un?: string;
  cls?: string;
  pg?: 'I' | 'II' | 'III';
}): Partial<SdsReading> {
  return {
    identification: {
      productName: 'Acid Cleaner',
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
      classes: (values.classes ?? []).map(([hazardClass, category]) => ({ hazardClass, category, hStatement: null })),
      hStatements: values.h ?? [],
      euhStatements: [],
      pStatements: values.p ?? [],
      pictograms: [],
      signalWord: null,
    },
    composition: {
      kind: values.cas ? 'substance' : 'mixture',
      components: values.cas
        ? [{ name: 'x', cas: values.cas, ec: null, indexNumber: null, reachNumber: null, concentration: null, hStatements: [] }]
        : (values.components ?? []).map((c) => ({
            name: c.name,
            cas: null,
            ec: null,
            indexNumber: null,
            reachNumber: null,
            concentration: { min: null, max: c.max, unit: '%', raw: `${c.max} %` },
            hStatements: c.h,
          })),
    },
    physical: {
      state: values.state ?? null,
      colour: null,
      odour: null,
      flashPoint: null,
      boilingPoint: null,
      pH: null,
      density: values.density ? { value: values.density, unit: 'g/cm3', raw: String(values.density) } : null,
      viscosity: null,
    },
    transport: {
      unNumber: values.un ?? null,
      shippingName: null,
      transportClass: values.cls ?? null,
      packingGroup: values.pg ?? null,
      environmentalHazard: null,
    },
  };
}

async function sheetWith(supplierId: number, r: Partial<SdsReading> | null, access: 'public' | 'private' | 'secret' = 'public') {
  const doc = await makeSheet(t.db, supplierId, { access });
  if (r) {
    await t.db
      .insertInto('document_extractions')
      .values({ document_id: doc.id, status: 'extracted', reading: JSON.stringify(r), updated_at: new Date() })
      .execute();
  }
  return doc.iddc;
}

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const item = (res: { json(): { collection: { items: unknown[] } } }) => res.json().collection.items[0] as Record<string, any>;

let supplierId: number;
let petrol: string;
let diesel: string;
let methanol: string;
let unread: string;

beforeAll(async () => {
  t = await createTestContext();
  supplierId = (await makeSupplier(t.db)).id;
  petrol = await sheetWith(supplierId, reading({ h: ['H224', 'H304'], state: 'liquid', density: 0.75, un: '1203', cls: '3', pg: 'II' }));
  diesel = await sheetWith(
    supplierId,
    reading({ classes: [['Flam. Liq.', '3']], h: ['H226', 'H411'], state: 'liquid', density: 0.84, un: '1202', cls: '8', pg: 'III' }),
  );
  methanol = await sheetWith(supplierId, reading({ h: ['H225', 'H301+H311+H331', 'H370'], cas: '67-56-1', state: 'Liquide', density: 0.79 }));
  unread = await sheetWith(supplierId, null);
}, 60_000);
afterAll(async () => t?.close());

describe('POST /quick_icpe/assessments', () => {
  it('reproduces the issue examples with the payload names of the spec', async () => {
    const res = await post('/quick_icpe/assessments', {
      products: [
        { hazard_classes: [{ class: 'Acute Tox.', category: '1' }], state: 'liquid', quantity: 3, unit: 't' },
        { hazard_classes: [{ class: 'Acute Tox.', category: '2' }], state: 'solid', quantity: 30000, unit: 'kg' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = item(res);
    expect(a.rubriques.map((r: any) => [r.rubrique, r.regime, r.tonnes])).toEqual([
      ['4001', 'A', 0],
      ['4110', 'A', 3],
      ['4120', 'D', 30],
    ]);
    expect(a.seveso).toMatchObject({ status: 'low', by: 'cumulation', sums: { sa: 1.2, sb: 0, sc: 0 } });
    expect(a.nomenclature).toMatchObject({ version: '2015-06-01', confirmed_against_current_text: false });
    expect(a.assumptions.some((x: any) => x.code === 'notConfirmed')).toBe(true);
  });

  it('takes hazards, CAS and density from a named sheet: 60 t of methanol by volume -> 4722 D', async () => {
    const a = item(await post('/quick_icpe/assessments', { products: [{ document_code: methanol, state: 'liquid', quantity: 76, unit: 'm3' }] }));
    expect(a.rubriques.map((r: any) => [r.rubrique, r.regime])).toEqual([['4722', 'D']]);
    expect(a.rubriques[0].tonnes).toBeCloseTo(60.04, 6);
    expect(a.assumptions.map((x: any) => x.code)).not.toContain('assumedDensity');
  });

  it('lists a sheet still being read and queues its reading', async () => {
    const a = item(
      await post('/quick_icpe/assessments', { products: [{ document_code: unread, h_statements: ['H225'], state: 'liquid', quantity: 150, unit: 't' }] }),
    );
    expect(a.pending_documents).toEqual([unread]);
    expect(a.rubriques.map((r: any) => [r.rubrique, r.regime])).toEqual([['4331', 'E']]);
    expect(t.sentJobs.some((j) => j.name === 'sds.extract')).toBe(true);
  });

  it('answers field errors bound to their field, never a 500', async () => {
    const bad = await post('/quick_icpe/assessments', { products: [{ state: 'plasma', quantity: -1, unit: 't' }] });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().collection.errors.flatMap((e: any) => e.data.filter((d: any) => d.name === 'f').map((d: any) => d.value));
    expect(fields).toEqual(expect.arrayContaining(['products.0.state', 'products.0.quantity']));
    expect((await post('/quick_icpe/assessments', { products: [] })).statusCode).toBe(400);
    expect(
      firstError(await post('/quick_icpe/assessments', { products: [{ h_statements: ['DROP TABLE'], state: 'solid', quantity: 1, unit: 't' }] })).code,
    ).toBe(595);
  });

  it('keeps a secret or private sheet closed (605 / 641)', async () => {
    const secret = await sheetWith(supplierId, reading({ h: ['H225'] }), 'secret');
    expect(firstError(await post('/quick_icpe/assessments', { products: [{ document_code: secret, state: 'liquid', quantity: 1, unit: 't' }] })).code).toBe(
      605,
    );
    const privateSupplier = (await makeSupplier(t.db, { access_level: 'private' })).id;
    const closed = await sheetWith(privateSupplier, reading({ h: ['H225'] }), 'private');
    expect(firstError(await get(`/documents/${closed}/quick_icpe`)).code).toBe(641);
  });
});

describe('GET /documents/{code}/quick_icpe', () => {
  it('the rubriques a sheet falls in, without quantities', async () => {
    const res = await get(`/documents/${methanol}/quick_icpe`);
    expect(res.statusCode, res.body).toBe(200);
    const r = item(res);
    expect(r).toMatchObject({ document_code: methanol, extraction_status: 'extracted', state: 'liquid', assigned: { rubrique: '4722', kind: 'named' } });
    expect(r.also.map((x: any) => x.rubrique)).toEqual(['4130', '4150', '4331']);
  });

  it('says a sheet is being read, and 605 for an unknown code', async () => {
    expect(item(await get(`/documents/${unread}/quick_icpe`))).toMatchObject({ extraction_status: 'in_progress', assigned: null });
    expect(firstError(await get('/documents/9999999-99999-99999-999999/quick_icpe')).code).toBe(605);
    expect(firstError(await get('/documents/nope/quick_icpe')).code).toBe(595);
  });
});

describe('POST /quick_adr/loads', () => {
  it('reproduces the Tukes example from the user’s sheets (UN and packing group from section 14)', async () => {
    const res = await post('/quick_adr/loads', {
      lines: [
        { document_code: diesel, quantity: 200, unit: 'L' },
        { document_code: petrol, quantity: 300, unit: 'L' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const load = item(res);
    expect(load).toMatchObject({ exempt: false, points: 1100, tunnel_code: 'E', orange_plates: { required: true }, table: { sample: true } });
    expect(Object.keys(load).sort()).toEqual(
      expect.arrayContaining([
        'exempt',
        'points',
        'quantity_per_category',
        'tunnel_code',
        'orange_plates',
        'placards',
        'lq_mark',
        'document_lines',
        'lines',
        'warnings',
      ]),
    );
    // The diesel sheet prints class 8 in section 14: flagged against Table A's class 3.
    expect(load.warnings.filter((w: any) => w.code === 'classDiffers').map((w: any) => w.line)).toEqual([1]);
    expect(load.document_lines.fr[1]).toBe('UN 1203 ESSENCE, 3, II, (D/E), 300 L');
  });

  it('300 L of petrol alone, and 1,000 L of diesel alone, are exempt; 1,001 L is not', async () => {
    expect(item(await post('/quick_adr/loads', { lines: [{ un: '1203', packing_group: 'II', quantity: 300, unit: 'L' }] })).exempt).toBe(true);
    expect(item(await post('/quick_adr/loads', { lines: [{ un: '1202', quantity: 1000, unit: 'L' }] }))).toMatchObject({ exempt: true, points: 1000 });
    expect(item(await post('/quick_adr/loads', { lines: [{ un: '1202', quantity: 1001, unit: 'L' }] })).exempt).toBe(false);
  });

  it('refuses a bad line with its field', async () => {
    const bad = await post('/quick_adr/loads', { lines: [{ un: '12', quantity: 1, unit: 'm3' }] });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad).code).toBe(595);
  });
});

describe('GET /documents/{code}/quick_adr', () => {
  it('lists the Table A rows of section 14, uses the strictest and flags a class that differs', async () => {
    const r = item(await get(`/documents/${diesel}/quick_adr`));
    expect(r.rows).toHaveLength(3);
    expect(r.used).toMatchObject({ un: '1202', class: '3', transport_category: 3, tunnel_code: 'D/E' });
    expect(r).toMatchObject({ class_differs: true, table: { sample: true, edition: 'ADR 2025' } });
    expect(item(await get(`/documents/${petrol}/quick_adr`))).toMatchObject({
      class_differs: false,
      used: { un: '1203', lq: '1 L', eq: 'E2', hazard_number: '33' },
    });
  });
});

describe('POST /labels/elements', () => {
  it('answers the chosen elements', async () => {
    const res = await post('/labels/elements', { h_statements: ['H301', 'H302', 'H314', 'H319'], p_statements: ['P280'], capacity_l: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(item(res)).toMatchObject({
      pictograms: ['GHS05', 'GHS06'],
      signal_word: 'danger',
      label_mm: [74, 105],
      pictogram_mm: 23,
      min_x_height_mm: 1.8,
      warnings: [],
    });
    expect((await post('/labels/elements', { h_statements: ['nonsense'] })).statusCode).toBe(400);
    expect(item(res).sheet).toBeUndefined();
  });

  it('with a preset or a custom grid, says how the label lies on A4; a grid too small for it is 785 on grid', async () => {
    const base = { h_statements: ['H225'], capacity_l: 20 };
    // 74 × 105 mm fits the 8-label preset's 105 × 74.25 mm cells turned a quarter.
    expect(item(await post('/labels/elements', { ...base, preset: 'a4-8' })).sheet).toEqual({
      layout: 'a4-8',
      columns: 2,
      rows: 4,
      per_sheet: 8,
      cell_mm: [105, 74.3],
    });
    const fits = await post('/labels/elements', { ...base, grid: { columns: 2, rows: 2, margin_mm: 5, gap_mm: 2 } });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(item(fits).sheet).toMatchObject({ layout: 'custom', columns: 2, rows: 2, per_sheet: 4, cell_mm: [99, 142.5] });
    const tooSmall = await post('/labels/elements', { ...base, grid: { columns: 3, rows: 8, margin_mm: 5, gap_mm: 2 } });
    expect(tooSmall.statusCode).toBe(400);
    expect(firstError(tooSmall).code).toBe(785);
    expect(firstError(tooSmall).data).toContainEqual({ name: 'f', value: 'grid' });
    expect(firstError(await post('/labels/elements', { ...base, grid: { columns: 3 } })).code).not.toBe(785);
  });
});

describe('POST /documents/{code}/labels', () => {
  it('answers an A4 PDF of labels with the CLP elements, "Contains" proposed from section 3, and the permanent link', async () => {
    const acid = await sheetWith(
      supplierId,
      reading({
        h: ['H314', 'H315', 'H290'],
        p: ['P280', 'P301+P330+P331'],
        components: [
          { name: 'Water', h: [], max: 60 },
          { name: 'Phosphoric acid', h: ['H314'], max: 25 },
          { name: 'Sulphuric acid', h: ['H314'], max: 30 },
        ],
      }),
    );
    // A SafeBox member: label sheets come from the month's free level (issue #28 offers).
    const user = await makeUser(t.db, { safebox: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/documents/${acid}/labels`,
      headers: { cookie: user.cookie },
      payload: { capacity_l: 1, language: 'en', preset: 'a4-8', copies: 8 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-label-size']).toBe('52x74');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Acid Cleaner');
    expect(text).toContain('Contains: Sulphuric acid, Phosphoric acid (proposed)');
    expect(text).toContain('Danger');
    expect(text).toContain('H314 Causes severe skin burns and eye damage.');
    expect(text).toContain('UFI: N1QV-R0MM-F00K-4CC9');
    // Eight labels: the product name eight times on one page.
    expect(text.split('Acid Cleaner').length - 1).toBe(8);

    const fr = await t.app.inject({
      method: 'POST',
      url: `/api/v1/documents/${acid}/labels`,
      headers: { cookie: user.cookie },
      payload: { capacity_l: 200, language: 'fr', preset: 'a4-8', contains: ['Acide sulfurique'] },
    });
    expect(fr.statusCode, fr.body).toBe(200);
    // 200 L takes a 105 x 148 mm label: the 8-per-sheet cell (105 x 74) cannot hold it, so 4 per sheet.
    expect(fr.headers['x-label-preset']).toBe('a4-4');
    expect(pdfText(fr.rawPayload)).toContain('Contient: Acide sulfurique');
    // Two label sheets, two free uses of the month; the same request again the same day is not charged again.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/documents/${acid}/labels`,
      headers: { cookie: user.cookie },
      payload: { capacity_l: 1, language: 'en', preset: 'a4-8', copies: 8 },
    });
    expect(again.statusCode).toBe(200);
    const credits = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/tool_credits`,
      headers: { cookie: user.cookie },
    });
    expect(credits.json().collection.items.find((b: { tool: string }) => b.tool === 'fdsLabels')).toMatchObject({ free_left: 8, credits_left: 0 });
    // Without SafeBox nor credit: 780, no PDF.
    const stranger = await makeUser(t.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/documents/${acid}/labels`,
      headers: { cookie: stranger.cookie },
      payload: { capacity_l: 1 },
    });
    expect(refused.statusCode).toBe(402);
    expect(firstError(refused).code).toBe(780);
  });

  it('asks for a login, and refuses a sheet not read yet (619)', async () => {
    expect(firstError(await post(`/documents/${petrol}/labels`, { capacity_l: 1 })).code).toBe(602);
    const user = await makeUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/documents/${unread}/labels`, headers: { cookie: user.cookie }, payload: { capacity_l: 1 } });
    expect(firstError(res).code).toBe(619);
  });
});
