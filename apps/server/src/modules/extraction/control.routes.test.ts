import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNEX_II_FLAG_TEXTS } from '@openfds/contract/annex-ii-texts';
import { randomSheetSpec, renderSheetPdf } from '@openfds/sds/generator/index';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSupplier } from '../../../test/catalogue-fixtures.ts';
import { grantExtractPremium, grantExtractStandard, makeUser } from '../../../test/factories.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createSheet } from '../../../test/sheets.ts';
import { importListFile } from '../vigi/index.ts';
import { extractJob } from './extraction.job.ts';

/**
 * Issue #15: the Premium control report (GET /documents/{code}/control, JSON and ?format=pdf). Only for the caller who
 * spent a Premium credit on the sheet; the others get the extraction downloads' answers (602, 618); a sheet the
 * caller may not see (another user's upload) stays "not found".
 */
let t: TestContext;
let supplierId: number;
const spec = randomSheetSpec(5151, 'fr', { hStatements: ['H225', 'H319'], euhStatements: [], pictograms: ['GHS02', 'GHS07'] });
const component = spec.components.find((c) => c.cas)!;
/** The day after the sheet's revision: the component entered the candidate list after the sheet was revised. */
const inclusion = new Date(Date.parse(`${spec.revisionDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
let sheet: { id: number; iddc: string };
let upload: { id: number; iddc: string };
let premium: { id: number; cookie: string };
let standard: { id: number; cookie: string };
let plain: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestContext();
  supplierId = await addSupplier(t, { code: 'CTRL', name: 'Control Test' });
  await importListFile(
    t.db,
    'candidate_list',
    Buffer.from(
      'Substance name,EC No.,CAS No.,Date of inclusion,Reason for inclusion\n' +
        `"${component.name}",-,${component.cas},${inclusion},Toxic for reproduction (Article 57c)\n`,
    ),
  );
  const file = await renderSheetPdf(spec);
  sheet = await createSheet(t, supplierId, { file, language: 'fr', productName: spec.productName });
  // Another user's upload: kept secret by the catalogue (my-FDS uploads), read like any sheet.
  upload = await createSheet(t, supplierId, { file, language: 'fr', access: 'secret', productName: 'Private upload of someone' });
  const job = extractJob(t);
  await job.handle({ documentId: sheet.id });
  await job.handle({ documentId: upload.id });
  premium = await makeUser(t.db);
  standard = await makeUser(t.db);
  plain = await makeUser(t.db);
  const owner = await makeUser(t.db);
  await sql`UPDATE documents SET uploaded_by = ${owner.id} WHERE id = ${upload.id}`.execute(t.db);
  await grantExtractPremium(t.db, premium.id, [sheet.iddc]);
  await grantExtractPremium(t.db, owner.id, [upload.iddc]);
  await grantExtractStandard(t.db, standard.id, [sheet.iddc]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function get(url: string, options: { cookie?: string; language?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.language) headers['accept-language'] = options.language;
  if (options.cookie) headers.cookie = options.cookie;
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
}

describe('GET /documents/{code}/control', () => {
  it('answers the report as JSON to the user who spent a Premium credit on the sheet', async () => {
    const res = await get(`/documents/${sheet.iddc}/control`, { cookie: premium.cookie, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-extraction-level']).toBe('premium');
    expect(res.headers['cache-control']).toContain('no-store');
    const report = res.json().collection.items[0];
    expect(report).toMatchObject({ document_code: sheet.iddc, language: 'en', reader_version: expect.any(String), premium_check: 'awaiting' });
    expect(report.sheet.product_name).toContain(spec.productName.slice(0, 10));
    expect(report.regulation).toMatch(/2020\/878/);
    // The component that entered the candidate list after the revision: not in section 15, and the sheet is older
    // than its last hazard change; each finding explained in plain words.
    const codes = report.findings.map((f: { code: string }) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['olderThanHazardChange', 'candidateNotInSection15']));
    expect(codes.indexOf('olderThanHazardChange')).toBeLessThan(codes.indexOf('candidateNotInSection15'));
    const candidate = report.findings.find((f: { code: string }) => f.code === 'candidateNotInSection15');
    expect(candidate).toMatchObject({
      cas: component.cas,
      title: 'Candidate-list substance not named in section 15',
      explanation: ANNEX_II_FLAG_TEXTS.candidateNotInSection15.en,
    });
    expect(candidate.detail).toContain(`CAS ${component.cas}`);
    expect(report.candidate_list_loaded).toBe(true);
    expect(report.candidate_components).toEqual([expect.objectContaining({ cas: component.cas })]);
    expect(report.subsections.find((s: { number: string }) => s.number === '1.1')).toMatchObject({ found: true, page: 1 });
    expect(report.ufi).toMatchObject({ invalid: [] });
    expect(report.evidence['identification.productName']).toMatchObject({ page: 1, span: expect.any(String) });
    // The sheet page learns the level from the extraction call, to offer the report or explain how to get it.
    const levelOf = async (cookie?: string) => (await get(`/documents/${sheet.iddc}/extraction`, { cookie })).json().collection.items[0].extraction_level;
    expect(await levelOf(premium.cookie)).toBe('premium');
    expect(await levelOf(standard.cookie)).toBe('standard');
    expect(await levelOf(plain.cookie)).toBeNull();
    expect(await levelOf()).toBeNull();
  });

  it('answers it as a printable PDF in the caller language', async () => {
    const fr = await get(`/documents/${sheet.iddc}/control?format=pdf`, { cookie: premium.cookie, language: 'fr' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toMatch(/attachment; filename=".*-control-fr\.pdf"/);
    const text = pdfText(fr.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Rapport de contrôle de la fiche de données de sécurité');
    expect(text).toContain(sheet.iddc);
    expect(text).toContain('Version du lecteur');
    expect(text).toContain('Substance de la liste candidate non citée en rubrique 15');
    // The plain-words explanation, as drawn (pdfkit may break a long line; the words stay in order).
    expect(text).toContain(ANNEX_II_FLAG_TEXTS.candidateNotInSection15.fr.slice(0, 40));
    expect(text).toContain(`CAS ${component.cas}`);
    expect(text).toContain('Sous-rubriques obligatoires');
    expect(text).toContain("Contrôle de l'UFI");
    expect(text).toContain("D'où viennent les données");
    expect(text).toContain('Nom du produit');

    const de = pdfText((await get(`/documents/${sheet.iddc}/control?format=pdf`, { cookie: premium.cookie, language: 'de' })).rawPayload);
    expect(de.replace(/\s+/g, ' ')).toContain('Prüfbericht zum Sicherheitsdatenblatt');
    expect(de.replace(/\s+/g, ' ')).toContain('Vorgeschriebene Unterabschnitte');
  });

  it('refuses a visitor (602), a user with standard or no credits (618), and a bad format (595)', async () => {
    const visitor = await get(`/documents/${sheet.iddc}/control`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().collection.errors[0].code).toBe(602);
    for (const user of [standard, plain]) {
      for (const format of ['json', 'pdf']) {
        const res = await get(`/documents/${sheet.iddc}/control?format=${format}`, { cookie: user.cookie });
        expect(res.statusCode).toBe(402);
        expect(res.json().collection.errors[0].code).toBe(618);
      }
    }
    // The standard buyer still gets the full extracted data: only the control report is Premium's.
    expect((await get(`/rapport/donnees_fds/${sheet.iddc}`, { cookie: standard.cookie })).statusCode).toBe(200);
    const bad = await get(`/documents/${sheet.iddc}/control?format=docx`, { cookie: premium.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('never shows another user’s upload, even to a Premium holder: the same answer as an unknown sheet', async () => {
    const unknown = await get(`/documents/0000000-00000-00000-000000/control`, { cookie: premium.cookie });
    for (const cookie of [premium.cookie, plain.cookie]) {
      const res = await get(`/documents/${upload.iddc}/control?format=pdf`, { cookie });
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json().collection.errors[0].code).toBe(605);
      expect(res.body).not.toContain('Private upload');
    }
  });

  it('is declared in the OpenAPI document with its access', async () => {
    const doc = (await get('/v3/api-docs')).json();
    const op = doc.paths['/api/v1/documents/{document_code}/control'].get;
    expect(op).toBeDefined();
    expect(op['x-access']).toBe('public');
    expect(JSON.stringify(op)).toContain('format');
  });
});
