import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSheetSpec, renderSheetPdf } from '@openfds/sds/generator/index';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSupplier } from '../../../test/catalogue-fixtures.ts';
import { createSheet } from '../../../test/sheets.ts';
import { grantExtractPremium, makeUser } from '../../../test/factories.ts';
import { importListFile } from '../vigi/index.ts';
import { extractJob } from './extraction.job.ts';
import { saveExtraction } from './extraction.repository.ts';
import { fromReading } from './extraction.service.ts';

/**
 * Issue #15: the extraction job gives the reader the candidate list of the substance watch, and the sheet page's
 * call answers the Annex II check (`annex_ii`) and the evidence of each field (`evidence`) as their own fields.
 */
let t: TestContext;
let supplierId: number;
let job: ReturnType<typeof extractJob>;
let premium: { id: number; cookie: string };
// A generated French sheet: its components and dates are known exactly; section 15 names no substance.
const spec = randomSheetSpec(4242, 'fr', { hStatements: ['H225', 'H319'], euhStatements: [], pictograms: ['GHS02', 'GHS07'] });
const component = spec.components.find((c) => c.cas)!;
/** The day after the sheet's revision: the component "entered the candidate list" after the sheet was revised. */
const inclusion = new Date(Date.parse(`${spec.revisionDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  supplierId = await addSupplier(t, { code: 'ANNEX', name: 'Annex Test' });
  job = extractJob(t);
  premium = await makeUser(t.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function candidateCsv(rows: [name: string, cas: string, date: string][]): Buffer {
  const lines = ['Substance name,EC No.,CAS No.,Date of inclusion,Reason for inclusion'];
  for (const [name, cas, date] of rows) lines.push(`"${name}",-,${cas},${date},Toxic for reproduction (Article 57c)`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** The sheet page's call as a Premium holder of the sheet: the Annex II check and the evidence are Premium's (issue #22). */
async function extractionOf(iddc: string) {
  await grantExtractPremium(t.db, premium.id, [iddc]);
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${iddc}/extraction`, headers: { cookie: premium.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().collection.items[0];
}

describe('Annex II check and evidence through the extraction job and GET /documents/{code}/extraction', () => {
  it('without a candidate list: the check and the evidence are answered, no candidate-list flag', async () => {
    const file = await renderSheetPdf(spec);
    const sheet = await createSheet(t, supplierId, { file, language: 'fr', productName: spec.productName });
    await job.handle({ documentId: sheet.id });
    const item = await extractionOf(sheet.iddc);
    expect(item.status).toBe('extracted');
    expect(item.annex_ii.regulation).toMatch(/2020\/878/);
    expect(item.annex_ii.reference.kind).toBe('annexIIApplicability');
    expect(item.annex_ii.flags.map((f: { code: string }) => f.code)).not.toContain('candidateNotInSection15');
    // Lifted out of the reading, not answered twice.
    expect(item.reading).not.toHaveProperty('annexII');
    expect(item.reading).not.toHaveProperty('evidence');
    const name = item.evidence['identification.productName'];
    expect(name).toMatchObject({ page: 1, method: expect.any(String) });
    expect(name.span.length).toBeGreaterThan(0);
    expect(item.reading.identification.productName).toContain(name.span.trim().slice(0, 10));
    expect(name.confidence).toBeGreaterThan(0);
    expect(name.confidence).toBeLessThanOrEqual(1);
  }, 60_000);

  it('with the candidate list loaded: a component on it that section 15 omits, and a sheet older than its inclusion', async () => {
    await importListFile(
      t.db,
      'candidate_list',
      candidateCsv([
        [component.name, component.cas!, inclusion],
        ['bis(2-ethylhexyl) phthalate', '117-81-7', '2008-10-28'],
      ]),
    );
    const file = await renderSheetPdf(spec);
    const sheet = await createSheet(t, supplierId, { file, language: 'fr', productName: `${spec.productName} 2` });
    await job.handle({ documentId: sheet.id });
    const item = await extractionOf(sheet.iddc);
    expect(item.status).toBe('extracted');
    const flags = item.annex_ii.flags as { code: string; cas?: string; page: number | null; evidence: string }[];
    expect(flags).toContainEqual(expect.objectContaining({ code: 'candidateNotInSection15', cas: component.cas }));
    expect(item.annex_ii.reference).toMatchObject({ date: inclusion, kind: 'lastHazardChange' });
    const older = flags.find((f) => f.code === 'olderThanHazardChange');
    expect(older?.evidence).toContain(`CAS ${component.cas}`);
    expect(flags.map((f) => f.code)).not.toContain('olderThanReferenceDate');
  }, 60_000);

  it('keeps a reading made by OCR (flagged unreadable) as not extracted: its flag is answered, not its data', async () => {
    const file = await renderSheetPdf(spec);
    const sheet = await createSheet(t, supplierId, { file, language: 'fr', productName: `${spec.productName} scan` });
    await job.handle({ documentId: sheet.id });
    const row = await t.db.selectFrom('document_extractions').select('reading').where('document_id', '=', sheet.id).executeTakeFirstOrThrow();
    // The same reading as the reader gives for a scan it read by OCR (read-sds.ts): data, plus the unreadable flag.
    const reading = row.reading as Parameters<typeof fromReading>[0];
    const ocr = {
      ...reading,
      conformity: [...reading.conformity, { flag: 'unreadable' as const, evidence: 'no text layer: text read by OCR (tesseract), check the values' }],
    };
    const stored = fromReading(ocr);
    expect(stored).toMatchObject({ status: 'not_extracted', error: 'unreadable' });
    await saveExtraction(t.db, sheet.id, stored);
    const item = await extractionOf(sheet.iddc);
    expect(item).toMatchObject({ status: 'not_extracted', reading: null, annex_ii: null, evidence: null });
    expect(item.conformity).toContain('unreadable');
  }, 60_000);

  it('answers neither for a sheet not extracted, nor for a reading stored before the check existed', async () => {
    const failed = await createSheet(t, supplierId, { file: new Uint8Array([1, 2, 3]) });
    await job.handle({ documentId: failed.id });
    expect(await extractionOf(failed.iddc)).toMatchObject({ status: 'not_extracted', reading: null, annex_ii: null, evidence: null });

    const old = await createSheet(t, supplierId, { file: new Uint8Array([4, 5, 6]) });
    await saveExtraction(t.db, old.id, { status: 'extracted', readerVersion: 'old', reading: { hazards: { hStatements: [] } }, conformity: [], error: null });
    expect(await extractionOf(old.iddc)).toMatchObject({ status: 'extracted', reading: { hazards: { hStatements: [] } }, annex_ii: null, evidence: null });
  }, 60_000);
});
