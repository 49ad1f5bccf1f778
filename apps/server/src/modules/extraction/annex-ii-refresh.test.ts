import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSheetSpec, renderSheetPdf } from '@openfds/sds/generator/index';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSupplier } from '../../../test/catalogue-fixtures.ts';
import { grantExtractPremium, makeUser } from '../../../test/factories.ts';
import { createSheet } from '../../../test/sheets.ts';
import { extractJob } from './extraction.job.ts';
import { ANNEX_II_REFRESH_JOB, annexIIRefreshJob, refreshAnnexIIFindings } from './annex-ii-refresh.job.ts';

/**
 * Issue #15: the stored Annex II candidate-list findings follow a re-imported candidate list (the 'sds.annex-ii-refresh'
 * job, queued by the list import) without the sheets' files being read again.
 */
let t: TestContext;
let supplierId: number;
const spec = randomSheetSpec(6262, 'fr', { hStatements: ['H225', 'H319'], euhStatements: [], pictograms: ['GHS02', 'GHS07'] });
const component = spec.components.find((c) => c.cas)!;
const inclusion = new Date(Date.parse(`${spec.revisionDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestContext();
  supplierId = await addSupplier(t, { code: 'REFRESH', name: 'Refresh Test' });
  admin = await makeUser(t.db, { admin: true });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function candidateCsv(rows: [name: string, cas: string, date: string][]): Buffer {
  const lines = ['Substance name,EC No.,CAS No.,Date of inclusion,Reason for inclusion'];
  for (const [name, cas, date] of rows) lines.push(`"${name}",-,${cas},${date},Toxic for reproduction (Article 57c)`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** Imports a candidate-list version as an administrator does (POST /admin/vigi/lists/candidate_list/versions). */
async function importCandidateList(rows: [string, string, string][], label: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/vigi/lists/candidate_list/versions?file_name=candidate-${label}.csv&label=${label}`,
    headers: { cookie: admin.cookie, 'content-type': 'text/csv' },
    body: candidateCsv(rows),
  });
  expect(res.statusCode).toBe(200);
}

async function storedCheck(documentId: number) {
  const row = await t.db.selectFrom('document_extractions').select(['reading', 'updated_at']).where('document_id', '=', documentId).executeTakeFirstOrThrow();
  const reading = row.reading as { identification: object; annexII: { flags: { code: string; cas?: string }[]; reference: { kind: string; date: string } } };
  return { check: reading.annexII, updatedAt: row.updated_at, reading };
}

describe('sds.annex-ii-refresh: stored Annex II findings follow the candidate list', () => {
  it('raises, keeps and clears the candidate-list findings of a stored reading without reading the file again', async () => {
    // Read while the list is not loaded: no candidate finding, compared with the 2020/878 date.
    const file = await renderSheetPdf(spec);
    const sheet = await createSheet(t, supplierId, { file, language: 'fr', productName: spec.productName });
    await extractJob(t).handle({ documentId: sheet.id });
    const before = await storedCheck(sheet.id);
    expect(before.check.flags.map((f) => f.code)).not.toContain('candidateNotInSection15');
    expect(before.check.reference.kind).toBe('annexIIApplicability');
    // The file is gone: a refresh that read it again would fail or mark the sheet not available.
    await t.db.updateTable('documents').set({ file_key: 'documents/test/missing.pdf' }).where('id', '=', sheet.id).execute();

    // The sheet's component enters the candidate list after the sheet's revision: the import queues the job.
    t.sentJobs.length = 0;
    await importCandidateList(
      [
        [component.name, component.cas!, inclusion],
        ['bis(2-ethylhexyl) phthalate', '117-81-7', '2008-10-28'],
      ],
      'v1',
    );
    expect(t.sentJobs).toContainEqual({ name: ANNEX_II_REFRESH_JOB, data: { versionId: expect.any(Number) } });
    await annexIIRefreshJob(t).handle({});
    const after = await storedCheck(sheet.id);
    const flags = after.check.flags;
    expect(flags).toContainEqual(expect.objectContaining({ code: 'candidateNotInSection15', cas: component.cas }));
    expect(flags.map((f) => f.code)).toContain('olderThanHazardChange');
    expect(flags.map((f) => f.code)).not.toContain('olderThanReferenceDate');
    expect(after.check.reference).toMatchObject({ kind: 'lastHazardChange', date: inclusion, cas: component.cas });
    // The rest of the reading is untouched; the sheet page answers the new findings.
    expect(after.reading).toMatchObject({ identification: before.reading.identification });
    // As a Premium holder of the sheet: the findings are Premium's (issue #22).
    const premium = await makeUser(t.db);
    await grantExtractPremium(t.db, premium.id, [sheet.iddc]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/documents/${sheet.iddc}/extraction`, headers: { cookie: premium.cookie } })).json()
      .collection.items[0];
    expect(page.annex_ii.flags).toContainEqual(expect.objectContaining({ code: 'candidateNotInSection15', cas: component.cas }));

    // Idempotent: a second run changes nothing and writes nothing.
    expect(await refreshAnnexIIFindings(t.db)).toEqual({ examined: 1, changed: 0 });
    expect((await storedCheck(sheet.id)).updatedAt).toEqual(after.updatedAt);

    // The substance leaves the list: its findings go, the sheet is compared with the 2020/878 date again.
    await importCandidateList([['bis(2-ethylhexyl) phthalate', '117-81-7', '2008-10-28']], 'v2');
    expect(await refreshAnnexIIFindings(t.db, { batchSize: 1 })).toEqual({ examined: 1, changed: 1 });
    const cleared = await storedCheck(sheet.id);
    expect(cleared.check.flags.map((f) => f.code)).not.toContain('candidateNotInSection15');
    expect(cleared.check.flags.map((f) => f.code)).not.toContain('olderThanHazardChange');
    expect(cleared.check.reference.kind).toBe('annexIIApplicability');
    expect(cleared.check).toEqual(before.check);
    const state = await t.db.selectFrom('document_extractions').select('status').where('document_id', '=', sheet.id).executeTakeFirstOrThrow();
    expect(state.status).toBe('extracted');
  }, 120_000);

  it('walks every concerned sheet in batches and leaves sheets without a listed component alone', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const file = await renderSheetPdf(spec);
      const sheet = await createSheet(t, supplierId, { file, language: 'fr', productName: `${spec.productName} ${i}` });
      await extractJob(t).handle({ documentId: sheet.id });
      ids.push(sheet.id);
    }
    const other = randomSheetSpec(7373, 'fr', { hStatements: ['H302'], euhStatements: [], pictograms: ['GHS07'] });
    const unrelated = await createSheet(t, supplierId, { file: await renderSheetPdf(other), language: 'fr', productName: other.productName });
    await extractJob(t).handle({ documentId: unrelated.id });
    const untouched = await storedCheck(unrelated.id);

    await importCandidateList([[component.name, component.cas!, inclusion]], 'v3');
    // Four readings hold the component (the first test's sheet too), walked two by two.
    const result = await refreshAnnexIIFindings(t.db, { batchSize: 2 });
    expect(result.changed).toBe(4);
    for (const id of ids) expect((await storedCheck(id)).check.flags).toContainEqual(expect.objectContaining({ code: 'candidateNotInSection15' }));
    if (!other.components.some((c) => c.cas === component.cas)) expect((await storedCheck(unrelated.id)).updatedAt).toEqual(untouched.updatedAt);
  }, 120_000);
});
