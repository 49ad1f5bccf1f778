import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';
import { EXTRACT_JOB } from '../../catalogue/sheet-jobs.ts';
import { markInProgress } from '../../catalogue/sheets.repository.ts';

/**
 * Issue #23: the zip export of a space whose catalogue sheets have no stored PDF yet (the demo catalogue's) holds
 * every sheet's PDF, and a sheet that truly has none is listed in the workbook with the reason in words.
 */
describe('my-FDS zip export: every sheet has its file', () => {
  let t: TestContext;
  let user: Awaited<ReturnType<typeof makeUser>>;
  const withoutFile: { id: number; iddc: string }[] = [];
  let gone: { id: number; iddc: string };

  beforeAll(async () => {
    t = await createTestContext();
    const supplier = await makeSupplier(t.db);
    user = await makeUser(t.db, { language: 'en' });
    for (let i = 0; i < 5; i++) withoutFile.push(await makeSheet(t.db, supplier.id, { product_name: `Demo product ${i}` }));
    gone = await makeSheet(t.db, supplier.id, { product_name: 'Lost file', file_key: 'documents/ff/ff/lost.pdf', file_size: 100 });
    for (const s of [...withoutFile, gone]) await keep(t.db, user.id, s.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function exportZip(language: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/export?zip=true`,
      headers: { cookie: user.cookie, 'accept-language': language },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return JSZip.loadAsync(res.rawPayload);
  }

  it('holds the PDF of every sheet, rendered when the catalogue had none, and asks for their reading', async () => {
    const zip = await exportZip('en');
    const pdfs = Object.keys(zip.files).filter((n) => n.endsWith('.pdf'));
    expect(pdfs).toHaveLength(5);
    for (const s of withoutFile) expect(pdfs.some((n) => n.endsWith(`-${s.iddc}.pdf`))).toBe(true);
    const first = await zip.file(pdfs[0])!.async('nodebuffer');
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    // The readings are asked for at once, not when someone opens the sheets' pages.
    const queued = new Set(t.sentJobs.filter((j) => j.name === EXTRACT_JOB).map((j) => (j.data as { documentId: number }).documentId));
    for (const s of withoutFile) expect(queued.has(s.id)).toBe(true);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await zip.file('my-fds.xlsx')!.async('nodebuffer')) as never);
    const ws = wb.worksheets[0];
    const header = ws.getRow(1).values as string[];
    const fileColumn = header.indexOf('File');
    const codeColumn = header.indexOf('Document code');
    const fileOf = new Map<string, string>();
    ws.eachRow((row, n) => {
      if (n > 1) fileOf.set(String(row.getCell(codeColumn).value), String(row.getCell(fileColumn).value));
    });
    expect(fileOf.size).toBe(6);
    // The sheet whose stored file is lost is listed, and says so in words; the others name their PDF in the zip.
    expect(fileOf.get(gone.iddc)).toBe('No file: the stored PDF cannot be found');
    for (const s of withoutFile) expect(pdfs).toContain(fileOf.get(s.iddc));
  });

  it('says it in the request language', async () => {
    const zip = await exportZip('de');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await zip.file('my-fds.xlsx')!.async('nodebuffer')) as never);
    const values = wb.worksheets[0].getColumn((wb.worksheets[0].getRow(1).values as string[]).indexOf('Datei')).values;
    expect(values).toContain('Keine Datei: die gespeicherte PDF-Datei ist nicht auffindbar');
  });

  it('the list says in words where each reading stands: queued, being read, could not be read and why', async () => {
    const listed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents?limit=50`,
        headers: { cookie: user.cookie, 'accept-language': 'en' },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const items = res.json().collection.items as { document_code: string; reading_state: string; reading_problem: string | null }[];
      return new Map(items.map((i) => [i.document_code, [i.reading_state, i.reading_problem]]));
    };
    // The export asked for the readings: queued, not "not extracted".
    expect((await listed()).get(withoutFile[0].iddc)).toEqual(['queued', null]);
    await markInProgress(t.db, withoutFile[0].id);
    expect((await listed()).get(withoutFile[0].iddc)).toEqual(['being_read', null]);
    await t.db.updateTable('document_extractions').set({ status: 'not_extracted', error: 'bad_pdf' }).where('document_id', '=', withoutFile[1].id).execute();
    expect((await listed()).get(withoutFile[1].iddc)).toEqual(['could_not_read', 'bad_pdf']);
  });
});
