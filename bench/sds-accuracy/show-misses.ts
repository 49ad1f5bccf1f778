/**
 * Prints the failures behind the accuracy figures, field by field, to classify them while working on the reader.
 *   node --import tsx bench/sds-accuracy/show-misses.ts [--real] [--generated 20] [--fields unNumber,pictograms]
 * --real: the hand-labelled real sheets; --generated N: N generated sheets per language (0 = none).
 * Without --real and --generated both are scored (20 generated sheets per language).
 */
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { figures, type Scores } from '../../packages/sds/src/accuracy/compare-labels.ts';
import { corpusEnDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import { closeReader } from '../../packages/sds/src/index.ts';
import { scoreGeneratedSheets } from './generated-sheets.ts';
import { scoreRealSheets } from './real-sheets.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { real: { type: 'boolean' }, generated: { type: 'string' }, fields: { type: 'string' } } });
const both = !values.real && values.generated === undefined;
const fields = values.fields ? new Set(values.fields.split(',')) : null;

function print(title: string, scores: Scores): void {
  console.log(`\n## ${title}`);
  for (const f of figures(scores)) {
    if (fields && !fields.has(f.field)) continue;
    const s = scores[f.field];
    if (!s.misses.length) continue;
    const pct = (x: number | null) => (x === null ? '-' : (x * 100).toFixed(1));
    console.log(`\n### ${f.field}: precision ${pct(f.precision)} recall ${pct(f.recall)} exact ${pct(f.exact)} (${s.misses.length} misses)`);
    for (const m of s.misses) console.log(`- ${m}`);
  }
}

if (values.real || both) print('real sheets', (await scoreRealSheets(join(repo, 'packages/sds/test/fixtures/real'), corpusEnDir())).scores);
const perLanguage = Number(values.generated ?? (both ? 20 : 0));
if (perLanguage > 0) {
  const generated = await scoreGeneratedSheets(perLanguage);
  for (const [lang, s] of Object.entries(generated.byLanguage)) print(`generated ${lang}`, s);
}
await closeReader();
