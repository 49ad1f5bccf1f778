/**
 * The reader against the hand-made labels of real sheets (test/fixtures/real, written by reading the sheets).
 *
 * Tolerance policy (fields in a label's "unsure" list are never scored; sheets labelled unreadable are only
 * checked for that flag):
 * - per sheet, exact: the unreadable flag, the signal word, the P statements, every labelled CAS number found,
 *   every CAS number reported with a valid check digit;
 * - over all sheets: H statements F1 >= 97 %; UN number recall and exact >= 97 %; product name, supplier name
 *   and revision date exact >= 95 %; format, pictograms and product code (see below); CAS precision
 *   >= 97 % (two Sigma labels keep a substance's own row without the CAS that its "3.1 Substances" block prints,
 *   a reading kept here as a known disagreement rather than special-cased).
 */
// Scans are only checked for their unreadable flag here; the OCR path has its own test (unseen-sheets.test.ts),
// so that CI, where tesseract is installed, does not spend minutes reading every scan.
process.env.OPENFDS_SDS_OCR = 'off';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isValidCas } from '@openfds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareReading, figures, type Scores } from '../src/accuracy/compare-labels.js';
import { corpusEnDir } from '../src/accuracy/shared-data.js';
import type { SheetLabel } from '../src/accuracy/sheet-label.js';
import { closeReader, readSds } from '../src/index.js';
import type { SdsReading } from '../src/types.js';

const fixturesDir = join(import.meta.dirname, 'fixtures', 'real');
const readings = new Map<string, { label: SheetLabel; reading: SdsReading }>();
const scores: Scores = {};

beforeAll(async () => {
  for (const f of (await readdir(fixturesDir)).filter((x) => x.endsWith('.json')).sort()) {
    const label = JSON.parse(await readFile(join(fixturesDir, f), 'utf8')) as SheetLabel;
    const reading = await readSds(await readFile(join(corpusEnDir(), label.file)));
    readings.set(f, { label, reading });
    compareReading(scores, label, reading);
  }
}, 180_000);

afterAll(() => closeReader());

const labelFiles = (await readdir(fixturesDir)).filter((x) => x.endsWith('.json')).sort();
const figure = (field: string) => figures(scores).find((f) => f.field === field)!;

describe('each labelled real sheet', () => {
  it.each(labelFiles)('%s', (file) => {
    const { label, reading } = readings.get(file)!;
    const unsure = new Set(label.unsure ?? []);
    expect(
      reading.conformity.some((c) => c.flag === 'unreadable'),
      'unreadable flag',
    ).toBe(label.unreadable);
    for (const c of reading.composition.components) if (c.cas) expect(isValidCas(c.cas), `CAS ${c.cas}`).toBe(true);
    if (label.unreadable) return;
    if (!unsure.has('hazards.signalWord')) expect(reading.hazards.signalWord, 'signal word').toBe(label.hazards.signalWord);
    if (!unsure.has('hazards.pStatements')) expect([...reading.hazards.pStatements].sort(), 'P statements').toEqual([...label.hazards.pStatements].sort());
    if (!unsure.has('components')) {
      const found = new Set(reading.composition.components.map((c) => c.cas));
      label.components.forEach((c, i) => {
        if (c.cas && !unsure.has(`components[${i}].cas`)) expect(found.has(c.cas), `CAS ${c.cas} of ${c.name}`).toBe(true);
      });
    }
  });
});

describe('over all labelled sheets', () => {
  it('H statements F1 >= 97 %', () => expect(figure('hStatements').f1).toBeGreaterThanOrEqual(0.97));
  it('UN number recall and exact >= 97 %', () => {
    expect(figure('unNumber').recall).toBeGreaterThanOrEqual(0.97);
    expect(figure('unNumber').exact).toBeGreaterThanOrEqual(0.97);
  });
  // The issue asks 90 %; these hold what the reader reaches with room for one miss.
  it('product name, supplier name and revision date exact >= 95 %', () => {
    expect(figure('productName').exact).toBeGreaterThanOrEqual(0.95);
    expect(figure('supplierName').exact).toBeGreaterThanOrEqual(0.95);
    expect(figure('revisionDate').exact).toBeGreaterThanOrEqual(0.95);
  });
  it('format exact >= 95 %, pictograms precision >= 99 % and recall >= 95 %, product code recall >= 90 %', () => {
    expect(figure('format').exact).toBeGreaterThanOrEqual(0.95);
    expect(figure('pictograms').precision).toBeGreaterThanOrEqual(0.99);
    expect(figure('pictograms').recall).toBeGreaterThanOrEqual(0.95);
    expect(figure('productCode').recall).toBeGreaterThanOrEqual(0.9);
  });
  it('CAS precision >= 99 % and recall >= 97 %', () => {
    expect(figure('componentCas').precision).toBeGreaterThanOrEqual(0.99);
    expect(figure('componentCas').recall).toBeGreaterThanOrEqual(0.97);
  });
  // No target in the issue for component EC numbers and names on real sheets: these hold what the reader reaches.
  it('component EC F1 >= 98 %, component names precision >= 97 % and recall >= 95 %', () => {
    expect(figure('componentEc').f1).toBeGreaterThanOrEqual(0.98);
    expect(figure('componentName').precision).toBeGreaterThanOrEqual(0.97);
    expect(figure('componentName').recall).toBeGreaterThanOrEqual(0.95);
  });
});
