/**
 * The reader against the hand-made labels of the EU sheets in seven languages (test/fixtures/eu, issue #15), the
 * TUNING set only: the held-out third (SPLIT.tsv) is scored by bench/sds-accuracy/eu-sheets.ts and by no test, so
 * that nobody fixes the reader against it. Fields in a label's "unsure" list are not scored (pictograms: all).
 * - per sheet, exact: product name, supplier, revision date, UN number, signal word, every labelled CAS number found;
 * - over the tuning set: H statements F1 >= 97 %, CAS precision >= 99 % and recall >= 97 %, P statements F1 >= 97 %.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareReading, figures, type Scores } from '../src/accuracy/compare-labels.js';
import { sharedDir } from '../src/accuracy/shared-data.js';
import type { SheetLabel } from '../src/accuracy/sheet-label.js';
import { closeReader, readSds } from '../src/index.js';
import type { SdsReading } from '../src/types.js';

const euDir = join(import.meta.dirname, 'fixtures', 'eu');
const tuning = readFileSync(join(euDir, 'SPLIT.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split('\t'))
  .filter((r) => r[2] === 'tuning')
  .map((r) => ({ file: r[0], lang: r[1] }));
const readings = new Map<string, { label: SheetLabel; reading: SdsReading }>();
const scores: Scores = {};
const norm = (s: string | null) => (s === null ? null : s.toLowerCase().replace(/[®™©]/g, '').replace(/\s+/g, ' ').trim());

beforeAll(async () => {
  const corpus = join(sharedDir(), 'data', 'sds-corpus');
  for (const t of tuning) {
    const label = JSON.parse(readFileSync(join(euDir, `${t.file.replace(/\//g, '__').replace(/\.pdf$/, '')}.json`), 'utf8')) as SheetLabel;
    const reading = await readSds(readFileSync(join(corpus, t.file)));
    readings.set(t.file, { label, reading });
    compareReading(scores, label, reading);
  }
}, 180_000);

afterAll(() => closeReader());

describe('each EU sheet of the tuning set', () => {
  it.each(tuning.map((t) => `${t.file} (${t.lang})`))('%s', (title) => {
    const { label, reading } = readings.get(title.split(' ')[0])!;
    const unsure = new Set(label.unsure ?? []);
    const id = label.identification;
    expect(norm(reading.identification.productName), 'product name').toBe(norm(id.productName));
    expect(norm(reading.identification.supplierName), 'supplier').toBe(norm(id.supplierName));
    expect(reading.identification.revisionDate, 'revision date').toBe(id.revisionDate);
    expect(reading.transport.unNumber, 'UN number').toBe(label.transport.unNumber);
    if (!unsure.has('hazards.signalWord')) expect(reading.hazards.signalWord, 'signal word').toBe(label.hazards.signalWord);
    const found = new Set(reading.composition.components.map((c) => c.cas));
    for (const c of label.components) if (c.cas) expect(found.has(c.cas), `CAS ${c.cas} of ${c.name}`).toBe(true);
  });
});

describe('over the EU tuning set', () => {
  const figure = (field: string) => figures(scores).find((f) => f.field === field)!;
  it('H statements F1 >= 97 %, P statements F1 >= 97 %', () => {
    expect(figure('hStatements').f1).toBeGreaterThanOrEqual(0.97);
    expect(figure('pStatements').f1).toBeGreaterThanOrEqual(0.97);
  });
  it('CAS precision >= 99 % and recall >= 97 %', () => {
    expect(figure('componentCas').precision).toBeGreaterThanOrEqual(0.99);
    expect(figure('componentCas').recall).toBeGreaterThanOrEqual(0.97);
  });
});
