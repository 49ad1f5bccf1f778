import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { firstError } from '../../../../test/accounts.ts';
import { makeSheet, makeSupplier, makeUser } from '../../../../test/factories.ts';
import { pdfText } from '../../../../test/pdf-text.ts';

/** The inventory and the per-user calls GET /users/{login}/mySDS/quick_icpe and /quick_adr (issue #28). */
let t: TestContext;
let user: Awaited<ReturnType<typeof makeUser>>;
let supplierId: number;

/** A sheet with a stored reading as an older reader made it: no `hazards.contains` (section 2.2's line was not read then). */
async function sheetReading(
  h: string[],
  extra: { cas?: string; state?: string; un?: string; pg?: string; cls?: string; components?: { name: string; hStatements: string[]; max: number }[] } = {},
) {
  const doc = await makeSheet(t.db, supplierId);
  const mixture = (extra.components ?? []).map((c) => ({
    name: c.name,
    cas: null,
    hStatements: c.hStatements,
    concentration: { min: null, max: c.max, unit: '%', raw: '' },
  }));
  const reading = {
    hazards: { classes: [], hStatements: h, euhStatements: [], pStatements: [], pictograms: [], signalWord: null },
    composition: { kind: extra.cas ? 'substance' : 'mixture', components: extra.cas ? [{ name: 'x', cas: extra.cas, hStatements: [] }] : mixture },
    physical: { state: extra.state ?? null, density: null },
    transport: { unNumber: extra.un ?? null, packingGroup: extra.pg ?? null, transportClass: extra.cls ?? null, shippingName: null, environmentalHazard: null },
  };
  await t.db
    .insertInto('document_extractions')
    .values({ document_id: doc.id, status: 'extracted', reading: JSON.stringify(reading), updated_at: new Date() })
    .execute();
  return doc;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/users/${encodeURIComponent(user.login)}${url}`, headers: { cookie }, payload });
const items = (res: { json(): { collection: { items: any[] } } }) => res.json().collection.items;

beforeAll(async () => {
  t = await createTestContext();
  // A SafeBox member: the reports and saved loads below come from the month's free level (issue #28 offers).
  user = await makeUser(t.db, { safebox: true });
  supplierId = (await makeSupplier(t.db)).id;
}, 60_000);
afterAll(async () => t?.close());

describe('inventory by site and Quick-ICPE per establishment', () => {
  it('builds sites, areas and maximum quantities, and assesses each establishment (issue examples)', async () => {
    const tox1 = await sheetReading(['H330'], { state: 'liquid' });
    const tox2 = await sheetReading(['H300'], { state: 'Solide' });
    const methanol = await sheetReading(['H225', 'H331', 'H370'], { cas: '67-56-1', state: 'liquid' });

    const lyon = items(await call('POST', '/mySDS/inventory/sites', user.cookie, { name: 'Lyon' }))[0];
    const again = items(await call('POST', '/mySDS/inventory/sites', user.cookie, { name: 'Lyon' }))[0];
    expect(again.id).toBe(lyon.id);
    const store = items(await call('POST', `/mySDS/inventory/sites/${lyon.id}/areas`, user.cookie, { name: 'Store A' }))[0];
    const yard = items(await call('POST', `/mySDS/inventory/sites/${lyon.id}/areas`, user.cookie, { name: 'Yard' }))[0];
    const put = async (area: number, code: string, max_quantity: number, unit: string) => {
      const res = await call('PUT', `/mySDS/inventory/areas/${area}/entries`, user.cookie, { document_code: code, max_quantity, unit });
      expect(res.statusCode, res.body).toBe(200);
      return items(res)[0];
    };
    // Two areas of one site are summed; Lille is assessed apart.
    expect((await put(store.id, tox1.iddc, 3, 't')).state).toBe('liquid');
    expect((await put(yard.id, tox2.iddc, 30, 't')).state).toBe('solid');
    const lille = items(await call('POST', '/mySDS/inventory/sites', user.cookie, { name: 'Lille' }))[0];
    const tank = items(await call('POST', `/mySDS/inventory/sites/${lille.id}/areas`, user.cookie, { name: 'Tank' }))[0];
    await put(tank.id, methanol.iddc, 60_000, 'kg');

    const inventory = items(await call('GET', '/mySDS/inventory', user.cookie));
    expect(inventory.map((s: any) => [s.name, s.areas.map((a: any) => [a.name, a.entries.length])])).toEqual([
      ['Lille', [['Tank', 1]]],
      [
        'Lyon',
        [
          ['Store A', 1],
          ['Yard', 1],
        ],
      ],
    ]);

    const sites = items(await call('GET', '/mySDS/quick_icpe', user.cookie));
    const lilleResult = sites.find((s: any) => s.site === 'Lille');
    expect(lilleResult.rubriques.map((r: any) => [r.rubrique, r.regime, r.tonnes])).toEqual([['4722', 'D', 60]]);
    const lyonResult = sites.find((s: any) => s.site === 'Lyon');
    // Both H codes alone are "category 1 or 2", taken as 1 (listed): 3 t liquid -> 4110 A; 30 t solid -> 4110 A.
    expect(lyonResult.rubriques.filter((r: any) => r.rubrique === '4110').map((r: any) => [r.state, r.regime])).toEqual([
      ['liquid', 'A'],
      ['solid', 'A'],
    ]);
    expect(lyonResult.seveso).toMatchObject({ status: 'high', by: 'direct' });
    expect(lyonResult.assumptions.some((a: any) => a.code === 'unknownCategory')).toBe(true);

    // The same summary as a workbook: one worksheet per establishment, headings in the request language.
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/quick_icpe/xlsx`,
      headers: { cookie: user.cookie, 'accept-language': 'de' },
    });
    expect(xlsx.statusCode).toBe(200);
    const { default: Excel } = await import('exceljs');
    const wb = new Excel.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name).sort()).toEqual(['Lille', 'Lyon']);
    const sheetLille = wb.getWorksheet('Lille')!;
    expect(sheetLille.getRow(1).getCell(1).value).toBe('Rubrik');
    expect([sheetLille.getRow(2).getCell(1).value, sheetLille.getRow(2).getCell(4).value, sheetLille.getRow(2).getCell(5).value]).toEqual(['4722', 'D', 60]);

    // The PDF report of one establishment, in French: the same establishment report as the workbook (no second charge:
    // the month's two free reports went to the workbook's two establishments, and this one is still answered).
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/quick_icpe/pdf?site_id=${lille.id}`,
      headers: { cookie: user.cookie, 'accept-language': 'fr' },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of ['Établissement: Lille', '4722', 'Régime', 'Statut Seveso: Non Seveso', 'seuils bas: Sa = 0,12', 'Licence Ouverte']) {
      expect(text).toContain(expected);
    }
    // Each figure with the line it came from: the quantity from the inventory, the hazards from section 2.
    expect(text).toMatch(/60.000 kg\s*\n?\(inventaire\)/);
    expect(text).toContain('liquide (inventaire)');
    expect(text).toMatch(/H225, H331, H370 \(FDS\s*\n?section 2\)/);
    expect(text).toContain('Non confirmé');
    expect(text).toContain(methanol.iddc);
    // The assumptions too are in French (issue #28: every text the server makes, in the four languages).
    expect(text).toContain('CAS 67-56-1 : rubrique nommée 4722');
    expect(text).toContain('non confirmé contre le texte en vigueur');
    expect(text).not.toContain('named rubrique');
    // `?lang=` wins over the browser's Accept-Language (the page's plain download links name the interface language);
    // the same establishment again the same day, so no new charge.
    const asked = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/users/${encodeURIComponent(user.login)}${path}`, headers: { cookie: user.cookie, 'accept-language': 'fr' } });
    const pdfDe = await asked(`/mySDS/quick_icpe/pdf?site_id=${lille.id}&lang=de`);
    expect(pdfDe.statusCode, pdfDe.body).toBe(200);
    expect(pdfDe.headers['content-disposition']).toContain(`quick-icpe-${lille.id}-de.pdf`);
    const textDe = pdfText(pdfDe.rawPayload);
    expect(textDe).toContain('Standort: Lille');
    expect(textDe).not.toContain('Établissement');
    expect(textDe).toContain('namentlich genannte Rubrik 4722');
    const xlsxDe = await asked(`/mySDS/quick_icpe/xlsx?site_id=${lille.id}&lang=de`);
    expect(xlsxDe.statusCode, xlsxDe.body).toBe(200);
    const wbDe = new Excel.Workbook();
    await wbDe.xlsx.load(xlsxDe.rawPayload as unknown as ArrayBuffer);
    expect(wbDe.getWorksheet('Lille')!.getRow(1).getCell(1).value).toBe('Rubrik');
    // Only the four interface languages: anything else is a field error on `lang`, not a French report.
    const badLang = await asked(`/mySDS/quick_icpe/pdf?site_id=${lille.id}&lang=es`);
    expect(badLang.statusCode).toBe(400);
    expect(firstError(badLang).data).toContainEqual({ name: 'f', value: 'lang' });
    // A third establishment's report this month is refused.
    const nantes = items(await call('POST', '/mySDS/inventory/sites', user.cookie, { name: 'Nantes' }))[0];
    const refused = await call('GET', `/mySDS/quick_icpe/pdf?site_id=${nantes.id}`, user.cookie);
    expect(firstError(refused).code).toBe(780);
    await call('DELETE', `/mySDS/inventory/sites/${nantes.id}`, user.cookie);
  });

  it('follows a sheet to its new revision: the current version is assessed with the old quantities', async () => {
    const old = await sheetReading(['H225'], { state: 'liquid' });
    const site = items(await call('POST', '/mySDS/inventory/sites', user.cookie, { name: 'Revision site' }))[0];
    const area = items(await call('POST', `/mySDS/inventory/sites/${site.id}/areas`, user.cookie, { name: 'Shelf' }))[0];
    await call('PUT', `/mySDS/inventory/areas/${area.id}/entries`, user.cookie, { document_code: old.iddc, max_quantity: 150, unit: 't' });
    // A revision: same product, the old version no longer the latest; its reading adds an acute toxicity.
    const revised = await sheetReading(['H225', 'H330'], { state: 'liquid' });
    const { product_key } = await t.db.selectFrom('documents').select('product_key').where('id', '=', old.id).executeTakeFirstOrThrow();
    await t.db.updateTable('documents').set({ is_latest: false }).where('id', '=', old.id).execute();
    await t.db.updateTable('documents').set({ product_key }).where('id', '=', revised.id).execute();
    const result = items(await call('GET', '/mySDS/quick_icpe', user.cookie)).find((s: any) => s.site === 'Revision site');
    expect(result.rubriques.filter((r: any) => r.rubrique === '4110').map((r: any) => [r.tonnes, r.products])).toEqual([[150, [revised.iddc]]]);
    expect(result.rubriques.map((r: any) => r.rubrique)).not.toContain('4331');
  });

  it('keeps inventories apart: 603 for another login, 604 for another user’s area, field errors for bad input', async () => {
    const other = await makeUser(t.db);
    expect(firstError(await call('GET', '/mySDS/quick_icpe', other.cookie)).code).toBe(603);
    const mine = items(await call('POST', '/mySDS/inventory/sites', user.cookie, { name: 'Private' }))[0];
    const area = items(await call('POST', `/mySDS/inventory/sites/${mine.id}/areas`, user.cookie, { name: 'A' }))[0];
    const sheet = await sheetReading(['H225']);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${encodeURIComponent(other.login)}/mySDS/inventory/areas/${area.id}/entries`,
      headers: { cookie: other.cookie },
      payload: { document_code: sheet.iddc, max_quantity: 1, unit: 't' },
    });
    expect(firstError(foreign).code).toBe(604);
    const bad = await call('PUT', `/mySDS/inventory/areas/${area.id}/entries`, user.cookie, { document_code: sheet.iddc, max_quantity: 0, unit: 'gallon' });
    expect(bad.statusCode).toBe(400);
    expect(firstError(await call('POST', '/mySDS/inventory/sites', user.cookie, { name: '' })).code).toBe(595);
    expect((await call('DELETE', `/mySDS/inventory/areas/${area.id}/entries/${sheet.iddc}`, user.cookie)).statusCode).toBe(404);
  });
});

describe('saved loads: GET /users/{login}/mySDS/quick_adr', () => {
  it('saves a load of the user’s sheets and answers it computed', async () => {
    const diesel = await sheetReading(['H226'], { un: '1202', pg: 'III', cls: '3' });
    const petrol = await sheetReading(['H224'], { un: '1203', pg: 'II', cls: '3' });
    const saved = await call('POST', '/mySDS/quick_adr', user.cookie, {
      name: 'Tuesday van',
      lines: [
        { document_code: diesel.iddc, quantity: 200, unit: 'L' },
        { document_code: petrol.iddc, quantity: 300, unit: 'L' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const loads = items(await call('GET', '/mySDS/quick_adr', user.cookie));
    expect(loads.map((l: any) => [l.name, l.points, l.exempt])).toEqual([['Tuesday van', 1100, false]]);
  });
});

describe('saved loads: the list, reopened and deleted (DELETE /users/{login}/mySDS/quick_adr/{id})', () => {
  it('lists what was saved with its sheets’ names, deletes one (404 for another user’s), and keeps a load whose sheet closed', async () => {
    const owner = await makeUser(t.db, { safebox: true });
    const other = await makeUser(t.db, { safebox: true });
    const as = (who: typeof owner, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/users/${encodeURIComponent(who.login)}${url}`, headers: { cookie: who.cookie }, payload });
    expect(items(await as(owner, 'GET', '/mySDS/quick_adr'))).toEqual([]);
    const diesel = await sheetReading(['H226'], { un: '1202', pg: 'III', cls: '3' });
    const petrolLine = { un: '1203', packing_group: 'II', quantity: 300, unit: 'L', inner_quantity: 20 };
    const first = items(
      await as(owner, 'POST', '/mySDS/quick_adr', { name: 'Van A', lines: [{ document_code: diesel.iddc, quantity: 200, unit: 'L' }, petrolLine] }),
    )[0];
    const second = items(await as(owner, 'POST', '/mySDS/quick_adr', { name: 'Van B', lines: [petrolLine], vehicle_max_mass_t: 7.5 }))[0];

    const listed = items(await as(owner, 'GET', '/mySDS/quick_adr'));
    const byName = new Map(listed.map((l: any) => [l.name, l]));
    // What was saved comes back as it was sent (the calculator reopens it), with the sheet's name for its line.
    expect((byName.get('Van A') as any).input).toEqual({ lines: [{ document_code: diesel.iddc, quantity: 200, unit: 'L' }, petrolLine] });
    expect((byName.get('Van A') as any).sheets).toEqual([
      { document_code: diesel.iddc, product_name: expect.stringMatching(/^Product /), supplier_name: expect.any(String) },
    ]);
    expect([(byName.get('Van A') as any).points, (byName.get('Van B') as any).exempt]).toEqual([1100, true]);
    expect((byName.get('Van B') as any).input.vehicle_max_mass_t).toBe(7.5);

    // Another user's load is not theirs to delete (as if it did not exist), nor another user's path.
    expect((await as(other, 'DELETE', `/mySDS/quick_adr/${first.id}`)).statusCode).toBe(404);
    expect(
      firstError(
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/users/${encodeURIComponent(owner.login)}/mySDS/quick_adr/${first.id}`,
          headers: { cookie: other.cookie },
        }),
      ).code,
    ).toBe(603);
    expect((await as(owner, 'DELETE', `/mySDS/quick_adr/${second.id}`)).statusCode).toBe(200);
    expect((await as(owner, 'DELETE', `/mySDS/quick_adr/${second.id}`)).statusCode).toBe(404);
    expect(items(await as(owner, 'GET', '/mySDS/quick_adr')).map((l: any) => l.name)).toEqual(['Van A']);

    // A sheet deleted since: the load stays listed (so that it can be deleted), with the error instead of a result.
    await t.db.updateTable('documents').set({ deleted_at: new Date() }).where('id', '=', diesel.id).execute();
    const [closed] = items(await as(owner, 'GET', '/mySDS/quick_adr'));
    expect([closed.name, closed.error?.code, closed.points]).toEqual(['Van A', 605, undefined]);
    expect((await as(owner, 'DELETE', `/mySDS/quick_adr/${first.id}`)).statusCode).toBe(200);
  });
});

describe('a reading stored before `hazards.contains` existed (issue #28)', () => {
  it('Quick-ADR names section 3’s components as the technical names of an N.O.S. entry (SP 274), in the language asked', async () => {
    const solvent = await sheetReading(['H225'], {
      un: '1993',
      pg: 'II',
      cls: '3',
      components: [
        { name: 'water', hStatements: [], max: 60 },
        { name: 'ethanol', hStatements: ['H225'], max: 20 },
        { name: 'acetone', hStatements: ['H225', 'H319'], max: 30 },
        { name: 'isopropanol', hStatements: ['H225'], max: 5 },
      ],
    });
    const stored = await t.db.selectFrom('document_extractions').select('reading').where('document_id', '=', solvent.id).executeTakeFirstOrThrow();
    expect((stored.reading as any).hazards).not.toHaveProperty('contains');
    const load = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/quick_adr/loads?lang=${lang}`,
        payload: { lines: [{ document_code: solvent.iddc, quantity: 10, unit: 'L' }] },
      });
    const en = items(await load('en'))[0].warnings.find((w: any) => w.code === 'technicalName');
    // The classified components, the most concentrated first, at most two (ADR 3.1.2.8.1.1); water is not classified.
    expect(en.detail).toBe('N.O.S. entry: add the technical name in brackets, for instance (acetone, ethanol)');
    const fr = items(await load('fr'))[0].warnings.find((w: any) => w.code === 'technicalName');
    expect(fr.detail).toBe('rubrique N.S.A. : ajouter le nom technique entre parenthèses, par exemple (acetone, ethanol)');
  });
});
