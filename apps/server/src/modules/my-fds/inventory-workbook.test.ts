import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { grantExtractStandard, keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { importListFile, regulatoryFile, rematchDocuments } from '../vigi/index.ts';

const READING = {
  hazards: { hStatements: ['H225', 'H319'], euhStatements: ['EUH066'], pictograms: ['GHS02', 'GHS07'], signalWord: 'danger' },
  physical: { state: 'liquid', flashPoint: { value: -20, unit: '°C', raw: '-20 °C' } },
  transport: { unNumber: '1090', transportClass: '3', packingGroup: 'II' },
};

/** Issue #23: the my-FDS Excel export is the inventory a safety officer opens, in the reader's language. */
describe('my-FDS inventory workbook', () => {
  let t: TestContext;
  let user: Awaited<ReturnType<typeof makeUser>>;
  let paid: { id: number; iddc: string };
  let unpaid: { id: number; iddc: string };

  beforeAll(async () => {
    t = await createTestContext();
    await importListFile(t.db, 'annex_xiv', fs.readFileSync(regulatoryFile('annex_xiv')!));
    const supplier = await makeSupplier(t.db);
    user = await makeUser(t.db, { language: 'fr' });
    const components = [
      { name: 'Acétone', cas: '67-64-1', ec: '200-662-2' },
      { name: 'Musc xylène', cas: '81-15-2', ec: '201-329-4' },
    ];
    paid = await makeSheet(t.db, supplier.id, { product_name: 'Dégraissant', revision_date: '2024-03-15', components });
    unpaid = await makeSheet(t.db, supplier.id, { product_name: 'Colle', components: [{ name: 'Toluène', cas: '108-88-3' }] });
    await t.db.updateTable('document_components').set({ conc_raw: '50 - 100 %' }).where('document_id', '=', paid.id).where('position', '=', 1).execute();
    for (const s of [paid, unpaid]) {
      await t.db
        .insertInto('document_extractions')
        .values({ document_id: s.id, status: 'extracted', reading: JSON.stringify(READING), conformity: ['notEuropeanFormat'] })
        .execute();
      await keep(t.db, user.id, s.id);
    }
    await t.db
      .updateTable('user_documents')
      .set({ internal_reference: 'DG-1', site: 'Atelier B', storage_location: 'Armoire 2', note: 'À remplacer' } as never)
      .where('document_id', '=', paid.id)
      .execute();
    await rematchDocuments(t.db, [paid.id, unpaid.id]);
    await grantExtractStandard(t.db, user.id, [paid.iddc]);
  }, 120_000);
  afterAll(async () => t?.close());

  async function workbook(language: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/export`,
      headers: { cookie: user.cookie, 'accept-language': language },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    return wb;
  }
  function rowsOf(ws: ExcelJS.Worksheet) {
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value])));
    });
    return rows;
  }

  it('gives every column in words of the language, dates as dates, frozen header and filters', async () => {
    const wb = await workbook('fr');
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Inventaire', 'Composants', 'À propos de cet export']);
    const ws = wb.worksheets[0];
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    const rows = rowsOf(ws);
    const full = rows.find((r) => r['Code document'] === paid.iddc)!;
    expect(full).toMatchObject({
      Produit: 'Dégraissant',
      Langue: 'français',
      Origine: 'Ajoutée depuis le catalogue',
      'Référence interne': 'DG-1',
      'Site / atelier': 'Atelier B',
      'Lieu de stockage': 'Armoire 2',
      Note: 'À remplacer',
      Lecture: 'Lue',
      "Mention d'avertissement": 'Danger',
      Pictogrammes: 'GHS02, GHS07',
      'Mentions H': 'H225, H319',
      'Mentions EUH': 'EUH066',
      'Numéro ONU': '1090',
      'Classe de transport': '3',
      "Groupe d'emballage": 'II',
      "Point d'éclair": '-20 °C',
      'État physique': 'Liquide',
      'Constats de conformité': 'Pas au format européen en 16 sections',
      'Veille des substances : listes': 'Annexe XIV de REACH (autorisation)',
    });
    expect(full['Date de révision']).toBeInstanceOf(Date);
    expect((full['Date de révision'] as Date).toISOString().slice(0, 10)).toBe('2024-03-15');
    expect(String(full['Composants (CAS, concentration)'])).toContain('Acétone · CAS 67-64-1 · 50 - 100 %');
    // No raw codes anywhere.
    const text = JSON.stringify(rows);
    for (const raw of ['favourite', 'not_extracted', 'liquid', 'extracted', 'notEuropeanFormat']) expect(text).not.toContain(`"${raw}"`);
  });

  it('shows a sheet the user has not bought at the free level only, and says so', async () => {
    const wb = await workbook('en');
    const rows = rowsOf(wb.worksheets[0]);
    const free = rows.find((r) => r['Document code'] === unpaid.iddc)!;
    expect(free['Data shown']).toBe('Identity only');
    for (const column of ['Signal word', 'Pictograms', 'H statements', 'UN number', 'Flash point', 'Components (CAS, concentration)']) {
      expect(free[column] ?? '', column).toBe('');
    }
    const components = rowsOf(wb.worksheets[1]);
    expect(components.map((c) => c.CAS)).toEqual(['67-64-1', '81-15-2']);
    expect(components[1]).toMatchObject({ Component: 'Musc xylène', 'On the lists': 'REACH Annex XIV (authorisation)' });
    expect(components[0].Concentration).toBe('50 - 100 %');
    const about = wb.worksheets[2].getColumn(1).values.map(String).join('\n');
    expect(about).toContain('Sheets: 2 (all data: 1, basic: 0, identity only: 1)');
    expect(about).toContain('Identity only: without SafeBox or FDS-Extract');
  });
});
