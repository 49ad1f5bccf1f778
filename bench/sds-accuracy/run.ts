/**
 * Accuracy and speed of the sheet reader (packages/sds).
 *   node --import tsx bench/sds-accuracy/run.ts [--per-language 200] [--no-readme]
 *   npm run bench:sds-accuracy
 * - per-field precision / recall / F1 / exact on the hand-labelled real sheets (packages/sds/test/fixtures/real)
 * - the same, separately, on the held-out labels (packages/sds/test/fixtures/holdout): sheets labelled after the
 *   reader was tuned on fixtures/real, so their figures are not flattered by fixes made against the same labels
 * - the same on generated sheets (packages/sds/src/generator), per language
 * - files per second, median and p95 ms per sheet (one worker thread, one file at a time) over the 206 corpus
 *   files, peak memory of the run, and time and peak memory of one 50-page file in a fresh process
 * Writes the figures into bench/README.md under "## sds-accuracy".
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { figures, type Scores } from '../../packages/sds/src/accuracy/compare-labels.ts';
import { closeReader, readSds } from '../../packages/sds/src/index.ts';
import { corpusEnDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import { fiftyPagePdf } from './fifty-page-file.ts';
import { scoreGeneratedSheets } from './generated-sheets.ts';
import { scoreRealSheets } from './real-sheets.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const corpusEn = corpusEnDir();
const { values } = parseArgs({ options: { 'per-language': { type: 'string', default: '200' }, 'no-readme': { type: 'boolean' } } });
const perLanguage = Number(values['per-language']);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);

const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}`);
function table(scores: Scores, title: string): string {
  const rows = figures(scores).map((f) => `| ${f.field} | ${pct(f.precision)} | ${pct(f.recall)} | ${pct(f.f1)} | ${pct(f.exact)} | ${f.files} |`);
  return [`**${title}**`, '', '| field | precision % | recall % | F1 % | exact % | files |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

// 1. Real sheets against the hand-made labels.
const realDir = join(repo, 'packages/sds/test/fixtures/real');
const real = await scoreRealSheets(realDir, corpusEn);
// 1b. Held-out real sheets, kept apart: the reader was never tuned against these labels.
const holdoutDir = join(repo, 'packages/sds/test/fixtures/holdout');
const holdout = await scoreRealSheets(holdoutDir, corpusEn);
const labelCount = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json')).length;

// 2. Speed over the whole corpus (each file once, after one warm-up read).
const corpus = readdirSync(corpusEn).flatMap((s) => readdirSync(join(corpusEn, s)).map((f) => join(corpusEn, s, f)));
await readSds(readFileSync(corpus[0]));
const times: number[] = [];
const t0 = performance.now();
for (const f of corpus) times.push((await readSds(readFileSync(f))).elapsedMs);
const corpusSeconds = (performance.now() - t0) / 1000;

// 3. Generated sheets in seven languages.
let done = 0;
const generated = await scoreGeneratedSheets(perLanguage, () => {
  if (++done % 100 === 0) process.stderr.write(`generated ${done}/${perLanguage * 7}\n`);
});
await closeReader();
clearInterval(sampler);

// 4. One 50-page file in a fresh process.
const dir = mkdtempSync(join(tmpdir(), 'sds-bench-'));
const big = join(dir, 'fifty-pages.pdf');
writeFileSync(big, await fiftyPagePdf(corpusEn));
const one = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', join(here, 'read-one.ts'), big], { cwd: repo, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!,
);

const machine = `${cpus()[0]?.model} x${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, load average at the end ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}`;
const lines = [
  `Run: ${new Date().toISOString().slice(0, 16)} UTC, \`npm run bench:sds-accuracy\` (${perLanguage} generated sheets per language).`,
  `Machine: ${machine}.`,
  '',
  `Speed over the 206 corpus sheets, one file at a time: ${(corpus.length / corpusSeconds).toFixed(1)} files/s, median ${quantile(times, 0.5)} ms, p95 ${quantile(times, 0.95)} ms, max ${quantile(times, 1)} ms per sheet; generated sheets median ${quantile(generated.times, 0.5)} ms, p95 ${quantile(generated.times, 0.95)} ms.`,
  `Peak memory of the whole bench process: ${(peakRss / 2 ** 20).toFixed(0)} MB. One 50-page file (corpus sheets joined) in a fresh process: ${one.ms.toFixed(0)} ms, peak RSS ${one.maxRssMb.toFixed(0)} MB.`,
  '',
  table(
    real.scores,
    `Hand-labelled real sheets (${labelCount(realDir)} labels; fields of scans without a text layer are not scored, only their unreadable flag)`,
  ),
  '',
  table(
    holdout.scores,
    `Held-out labelled real sheets (labelled after tuning; ${labelCount(holdoutDir)} labels in packages/sds/test/fixtures/holdout, see its INDEX.md)`,
  ),
  '',
  table(generated.all, `Generated sheets, all languages (${perLanguage * 7} sheets)`),
  '',
  '**Generated sheets, exact % per language (fields below 100 %)**',
  '',
  ...Object.entries(generated.byLanguage).map(([lang, s]) => {
    const weak = figures(s)
      .filter((f) => f.exact < 1 || (f.f1 !== null && f.f1 < 1))
      .map((f) => `${f.field} ${pct(f.f1 ?? f.exact)}`);
    return `- ${lang}: ${weak.length ? weak.join(', ') : 'every field 100 %'}`;
  }),
];
const section = lines.join('\n');
console.log(section);

if (!values['no-readme']) {
  const readmePath = join(repo, 'bench', 'README.md');
  let readme: string;
  try {
    readme = readFileSync(readmePath, 'utf8');
  } catch {
    readme = '# Benchmarks\n\nEach benchmark prints its figures; each writes them under its own heading here.\n';
  }
  const start = '<!-- sds-accuracy:start -->';
  const end = '<!-- sds-accuracy:end -->';
  const block = `## sds-accuracy\n\n${start}\n${section}\n${end}\n`;
  const re = /## sds-accuracy\n\n<!-- sds-accuracy:start -->[\s\S]*<!-- sds-accuracy:end -->\n/;
  readme = re.test(readme) ? readme.replace(re, block) : `${readme.trimEnd()}\n\n${block}`;
  writeFileSync(readmePath, readme);
}
