import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReader, readSds, readingToXlsx } from '../src/index.js';
import { makePdf } from './support/make-pdf.js';

const run = promisify(execFile);
afterAll(() => closeReader());

const SHEET = [
  'SAFETY DATA SHEET according to Regulation (EC) No 1907/2006',
  'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
  'Product name: Acetone technical grade',
  'Company: ACME Chemicals SA',
  'SECTION 2: Hazards identification',
  'Flam. Liq. 2, H225 - Eye Irrit. 2, H319. Signal word: Danger',
  'SECTION 3: Composition/information on ingredients',
  'Acetone   CAS 67-64-1   EC 200-662-2   90 - 100 %   H225, H319',
  'Impurity   CAS 67-64-2   1 %',
  'SECTION 14: Transport information',
  'UN number: UN 1090',
];

describe('readingToXlsx', () => {
  it('writes one worksheet per section and one for the flags, in the requested language', async () => {
    const reading = await readSds(makePdf([SHEET]));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readingToXlsx(reading, { language: 'fr' })) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Rubrique 1 Identification',
      'Rubrique 2 Dangers',
      'Rubrique 3 Composition',
      'Rubrique 9 Propriétés',
      'Rubrique 14 Transport',
      'Conformité',
    ]);
    expect(wb.worksheets[0].getRow(2).values).toEqual([undefined, 'Nom du produit', 'Acetone technical grade']);
    const s3 = wb.worksheets[2];
    expect(s3.getRow(3).getCell(2).value).toBe('67-64-1');
    expect(s3.getRow(3).getCell(6).value).toBe(90);
    expect(wb.worksheets[4].getRow(2).getCell(2).value).toBe('1090');
    // The impurity's CAS fails its check digit: a warning, not a value.
    expect(reading.warnings).toEqual([{ field: 'composition.components[1].cas', value: '67-64-2', reason: 'CAS check digit fails' }]);
    expect(reading.composition.components[1].cas).toBeNull();
    const flags = wb.worksheets[5].getColumn(1).values.filter(Boolean);
    expect(flags).toContain('Avertissement: composition.components[1].cas');
  });
});

describe('readingToXlsx: M-factors, specific concentration limits and acute toxicity estimates (issue #15)', () => {
  it('writes them in the section 3 worksheet with titles in the four languages', async () => {
    const reading = await readSds(makePdf([SHEET]));
    reading.composition.components[0] = {
      ...reading.composition.components[0],
      mFactor: { acute: 10, chronic: 1 },
      specificConcentrationLimits: ['Eye Irrit. 2; H319: C >= 10 %'],
      acuteToxicityEstimates: ['ATE (oral) = 5,800 mg/kg'],
    };
    for (const [language, title] of [
      ['fr', 'Facteur M (aigu / chronique)'],
      ['en', 'M-factor (acute / chronic)'],
      ['de', 'M-Faktor (akut / chronisch)'],
      ['it', 'Fattore M (acuto / cronico)'],
    ] as const) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await readingToXlsx(reading, { language })) as unknown as ArrayBuffer);
      const s3 = wb.worksheets[2];
      expect(s3.getRow(1).getCell(11).value).toBe(title);
      expect([s3.getRow(3).getCell(11).value, s3.getRow(3).getCell(12).value, s3.getRow(3).getCell(13).value]).toEqual([
        '10 / 1',
        'Eye Irrit. 2; H319: C >= 10 %',
        'ATE (oral) = 5,800 mg/kg',
      ]);
    }
  });
});

describe('openfds-sds CLI', () => {
  it('prints the reading of a file as JSON and writes the workbook, from another working directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sds-cli-'));
    try {
      await writeFile(join(dir, 'sheet.pdf'), makePdf([SHEET]));
      const bin = join(import.meta.dirname, '..', 'bin', 'openfds-sds.js');
      const { stdout } = await run(process.execPath, [bin, 'extract', 'sheet.pdf', '--xlsx', 'out.xlsx'], { cwd: dir });
      const reading = JSON.parse(stdout);
      expect(reading.identification.productName).toBe('Acetone technical grade');
      expect((await readFile(join(dir, 'out.xlsx'))).subarray(0, 2).toString()).toBe('PK');
      const folder = await run(process.execPath, [bin, 'extract', dir], { cwd: tmpdir() });
      const summary = JSON.parse(folder.stdout);
      expect(summary).toMatchObject({ files: 1, failures: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
