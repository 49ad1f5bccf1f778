/**
 * Writes generated safety data sheets and their ground truth, for the reader's accuracy benchmark and for demo data.
 *
 *   npm run generate:sheets -- --out DIR [--per-language 200] [--languages fr,de] [--first-seed 1]
 *
 * Output: DIR/<lang>/sheet-<seed>.pdf, DIR/<lang>/sheet-<seed>.json (the label, test/fixtures/README.md shape)
 * and DIR/labels.json (all labels). Seeds differ per language (language k uses first-seed + k * 1 000 000 + i)
 * so that every language gets other products; the same arguments always give the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { expectedLabels, GENERATOR_LANGUAGES, randomSheetSpec, renderSheetPdf, type GeneratorLanguage, type SheetLabels } from '../src/generator/index.ts';

const SEED_STRIDE = 1_000_000;

function fail(message: string): never {
  console.error(`generate-sheets: ${message}`);
  console.error('usage: npm run generate:sheets -- --out DIR [--per-language N] [--languages fr,de,...] [--first-seed S]');
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'per-language': { type: 'string', default: '200' },
    languages: { type: 'string', default: GENERATOR_LANGUAGES.join(',') },
    'first-seed': { type: 'string', default: '1' },
  },
});
if (!values.out) fail('--out DIR is required');
const perLanguage = Number(values['per-language']);
const firstSeed = Number(values['first-seed']);
if (!Number.isInteger(perLanguage) || perLanguage < 1 || perLanguage >= SEED_STRIDE) fail('--per-language must be a positive integer');
if (!Number.isInteger(firstSeed) || firstSeed < 0) fail('--first-seed must be a non-negative integer');
const languages = values.languages.split(',').map((l) => l.trim()) as GeneratorLanguage[];
const unknown = languages.filter((l) => !GENERATOR_LANGUAGES.includes(l));
if (unknown.length > 0) fail(`unknown language(s) ${unknown.join(', ')}; known: ${GENERATOR_LANGUAGES.join(', ')}`);

const out = resolve(values.out);
const all: SheetLabels[] = [];
const started = performance.now();
for (const language of languages) {
  const k = GENERATOR_LANGUAGES.indexOf(language);
  for (let i = 0; i < perLanguage; i++) {
    const spec = randomSheetSpec(firstSeed + k * SEED_STRIDE + i, language);
    const labels = expectedLabels(spec);
    const pdfPath = join(out, labels.file);
    mkdirSync(dirname(pdfPath), { recursive: true });
    writeFileSync(pdfPath, await renderSheetPdf(spec));
    writeFileSync(pdfPath.replace(/\.pdf$/, '.json'), `${JSON.stringify(labels, null, 2)}\n`);
    all.push(labels);
  }
  console.log(`${language}: ${perLanguage} sheets`);
}
writeFileSync(join(out, 'labels.json'), `${JSON.stringify(all, null, 2)}\n`);
console.log(`${all.length} sheets and labels in ${out} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
