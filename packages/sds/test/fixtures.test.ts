/**
 * Guards the hand-made ground truth (test/fixtures/real/*.json and the held-out test/fixtures/holdout/*.json,
 * format in test/fixtures/README.md):
 * a typo in a label would silently skew every accuracy figure of the reader, so each label is checked for
 * shape, code syntax and for the corpus file it names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isValidCas, isValidEc } from '@openfds/contract';

const here = dirname(fileURLToPath(import.meta.url));
const fixturesDir = join(here, 'fixtures', 'real');
/** Held-out labels (fixtures/holdout/INDEX.md): shape-checked here like the others, but never scored by a test. */
const holdoutDir = join(here, 'fixtures', 'holdout');
const repoRoot = resolve(here, '..', '..', '..');

/** The corpus sits beside the repository (../shared/...); a git worktree sits one level deeper (wt/<name>). */
function corpusDir(): string {
  const candidates = [
    process.env.SDS_CORPUS_DIR,
    resolve(repoRoot, '..', 'shared', 'data', 'sds-corpus', 'en'),
    resolve(repoRoot, '..', '..', 'shared', 'data', 'sds-corpus', 'en'),
  ].filter((c): c is string => !!c);
  return candidates.find((c) => existsSync(c)) ?? candidates[0];
}

const H = /^H[2-4]\d{2}[A-Za-z]{0,2}(\+H[2-4]\d{2}[A-Za-z]{0,2})*$/;
const EUH = /^EUH(0\d{2}|[1-3]\d{2}|40[01]|38[01]|43[01]|44[01]|45[01])$/;
const P = /^P[1-5]\d{2}(\+P[1-5]\d{2})*$/;
const GHS = /^GHS0[1-9]$/;
const CAS = /^\d{2,7}-\d{2}-\d$/;
const EC = /^\d{3}-\d{3}-\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Field paths an "unsure" entry may name (a typo would silently keep a doubtful field in the scoring). */
const UNSURE_PATH =
  /^(format|components|components\[\d+\]\.(name|cas|ec)|identification\.(productName|supplierName|revisionDate|productCode|ufi|version)|hazards\.(hStatements|euhStatements|pStatements|pictograms|signalWord)|transport\.unNumber)$/;

/** EU labels (fixtures/eu/INDEX.md): seven languages, file named "<lang>/<supplier>/<pdf>" under sds-corpus. */
const euDir = join(here, 'fixtures', 'eu');
const euFiles = readdirSync(euDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const files = readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const holdoutFiles = readdirSync(holdoutDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
const allLabels = [...files.map((f) => join(fixturesDir, f)), ...holdoutFiles.map((f) => join(holdoutDir, f)), ...euFiles.map((f) => join(euDir, f))];

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function expectKeys(obj: unknown, keys: string[], where: string): void {
  expect(obj, where).toBeTypeOf('object');
  expect(obj, where).not.toBeNull();
  for (const k of keys) expect(Object.keys(obj as object), `${where} lacks "${k}"`).toContain(k);
}

function expectStringOrNull(value: unknown, where: string): void {
  expect(value === null || typeof value === 'string', where).toBe(true);
}

describe('hand-made sheet labels', () => {
  it('has at least 40 labelled sheets', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  it('has at least 12 held-out sheets, none of them also in fixtures/real', () => {
    expect(holdoutFiles.length).toBeGreaterThanOrEqual(12);
    for (const f of holdoutFiles) expect(files, `${f} is labelled twice`).not.toContain(f);
  });

  it('has at least 60 EU labels (>= 20 fr, 10 de, 10 nl, 5 it, 5 es, 5 pt, 10 en-eu), a third held out in SPLIT.tsv', () => {
    const split = readFileSync(join(euDir, 'SPLIT.tsv'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t'));
    expect(split.map((r) => `${r[0].replace(/\//g, '__').replace(/\.pdf$/, '')}.json`).sort()).toEqual(euFiles);
    const count = (lang: string) => split.filter((r) => r[1] === lang).length;
    for (const [lang, n] of [
      ['fr', 20],
      ['de', 10],
      ['nl', 10],
      ['it', 5],
      ['es', 5],
      ['pt', 5],
      ['en-eu', 10],
    ] as const)
      expect(count(lang), lang).toBeGreaterThanOrEqual(n);
    const held = split.filter((r) => r[2] === 'holdout').length;
    expect(held / split.length).toBeGreaterThanOrEqual(0.3);
    expect(split.every((r) => r[2] === 'holdout' || r[2] === 'tuning')).toBe(true);
  });

  it.each(allLabels)('%s is a well-formed label of an existing corpus file', (path) => {
    const name = basename(path);
    const label = JSON.parse(readFileSync(path, 'utf8'));
    expectKeys(label, ['file', 'format', 'unreadable', 'identification', 'hazards', 'components', 'transport'], name);

    // The file it names exists and matches the fixture's own name.
    const eu = dirname(path) === euDir;
    expect(label.file).toMatch(eu ? /^(fr|de|nl|it|es|pt|en-eu)\/[a-z0-9_]+\/[A-Za-z0-9_.-]+\.pdf$/ : /^[a-z0-9_]+\/[A-Za-z0-9_.-]+\.pdf$/);
    const corpusFile = eu ? join(corpusDir(), '..', label.file) : join(corpusDir(), label.file);
    expect(existsSync(corpusFile), `${label.file} missing from the corpus`).toBe(true);
    expect(name).toBe(`${label.file.replace(/\//g, '__').replace(/\.pdf$/, '')}.json`);

    expect(['eu-reach', 'us-hazcom', 'other']).toContain(label.format);
    expect(typeof label.unreadable).toBe('boolean');

    const id = label.identification;
    expectKeys(id, ['productName', 'supplierName', 'revisionDate', 'productCode', 'ufi', 'version'], `${name} identification`);
    for (const k of ['productName', 'supplierName', 'revisionDate', 'productCode', 'ufi', 'version']) {
      expectStringOrNull(id[k], `${name} identification.${k}`);
    }
    if (id.revisionDate !== null) expect(isIsoDate(id.revisionDate), `${name} revisionDate ${id.revisionDate}`).toBe(true);
    if (id.ufi !== null) expect(id.ufi).toMatch(/^[0-9ACDEFGHJKMNPQRSTUVWXY]{4}(-[0-9ACDEFGHJKMNPQRSTUVWXY]{4}){3}$/);

    const hz = label.hazards;
    expectKeys(hz, ['hStatements', 'euhStatements', 'pStatements', 'pictograms', 'signalWord'], `${name} hazards`);
    for (const h of hz.hStatements) expect(h, `${name} H code`).toMatch(H);
    for (const e of hz.euhStatements) expect(e, `${name} EUH code`).toMatch(EUH);
    for (const p of hz.pStatements) expect(p, `${name} P code`).toMatch(P);
    for (const g of hz.pictograms) expect(g, `${name} pictogram`).toMatch(GHS);
    expect([...hz.hStatements].sort(), `${name} H codes sorted`).toEqual(hz.hStatements);
    expect(new Set(hz.pictograms).size, `${name} duplicate pictogram`).toBe(hz.pictograms.length);
    expect(['danger', 'warning', null]).toContain(hz.signalWord);

    const unsure: string[] = label.unsure ?? [];
    expect(Array.isArray(unsure)).toBe(true);
    for (const path of unsure) expect(path, `${name} unsure entry`).toMatch(UNSURE_PATH);

    expect(Array.isArray(label.components)).toBe(true);
    label.components.forEach((c: Record<string, unknown>, i: number) => {
      const where = `${name} components[${i}]`;
      expectKeys(c, ['name', 'cas', 'ec'], where);
      expectStringOrNull(c.name, `${where}.name`);
      expectStringOrNull(c.cas, `${where}.cas`);
      expectStringOrNull(c.ec, `${where}.ec`);
      if (typeof c.cas === 'string') {
        expect(c.cas, `${where}.cas`).toMatch(CAS);
        // A misprinted CAS is kept as printed but must be flagged, so that scoring skips it.
        if (!isValidCas(c.cas)) expect(unsure, `${where}.cas fails its check digit`).toContain(`components[${i}].cas`);
      }
      if (typeof c.ec === 'string') {
        expect(c.ec, `${where}.ec`).toMatch(EC);
        if (!isValidEc(c.ec)) expect(unsure, `${where}.ec fails its check digit`).toContain(`components[${i}].ec`);
      }
    });

    expectKeys(label.transport, ['unNumber'], `${name} transport`);
    if (label.transport.unNumber !== null) expect(label.transport.unNumber).toMatch(/^\d{4}$/);
  });
});
