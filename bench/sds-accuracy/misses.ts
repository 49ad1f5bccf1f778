/**
 * Prints the failures behind the accuracy figures, field by field, to classify them while working on the reader.
 *   node --import tsx bench/sds-accuracy/misses.ts [--fields componentName,componentCas] [--per-language 20] [--no-real] [--no-holdout] [--no-generated]
 * Same scoring as run.ts (real labelled sheets, held-out labelled sheets, then generated sheets); no speed runs, README untouched.
 */
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { figures, type Scores } from '../../packages/sds/src/accuracy/compare-labels.ts';
import { corpusEnDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import { closeReader } from '../../packages/sds/src/index.ts';
import { scoreGeneratedSheets } from './generated-sheets.ts';
import { scoreRealSheets } from './real-sheets.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    fields: { type: 'string', default: 'componentCas,componentEc,componentName' },
    'per-language': { type: 'string', default: '20' },
    'no-real': { type: 'boolean' },
    'no-holdout': { type: 'boolean' },
    'no-generated': { type: 'boolean' },
  },
});
const fields = values.fields!.split(',');
const pct = (x: number | null) => (x === null ? '-' : (x * 100).toFixed(1));

function print(title: string, scores: Scores): void {
  console.log(`\n## ${title}`);
  for (const f of figures(scores).filter((x) => fields.includes(x.field))) {
    const s = scores[f.field];
    console.log(
      `\n### ${f.field}: precision ${pct(f.precision)} recall ${pct(f.recall)} exact ${pct(f.exact)} (tp ${s.tp} fp ${s.fp} fn ${s.fn}, ${f.files} files)`,
    );
    for (const m of s.misses) console.log(`- ${m}`);
  }
}

if (!values['no-real']) print('real sheets', (await scoreRealSheets(join(repo, 'packages/sds/test/fixtures/real'), corpusEnDir())).scores);
if (!values['no-holdout']) print('held-out sheets', (await scoreRealSheets(join(repo, 'packages/sds/test/fixtures/holdout'), corpusEnDir())).scores);
if (!values['no-generated']) print('generated sheets', (await scoreGeneratedSheets(Number(values['per-language']))).all);
await closeReader();
