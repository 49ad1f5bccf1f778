/**
 * Annex II sub-sections found by their title alone (issue #15: sheets printing titles without numbers), measured on
 * the hand-labelled EU sheets, tuning and held-out sets apart (packages/sds/test/fixtures/eu/SPLIT.tsv), per language.
 *   OPENFDS_SDS_OCR=off node --import tsx bench/sds-accuracy/annex-ii-titles.ts [--misses tuning]
 * Printed per set: mandatory sub-sections found by number only (before) and by number or title (after), sheets with
 * at least one missing sub-section before/after; and how the title patterns fare on the sub-sections whose number
 * IS printed (the reference there): the title finder, run alone, finds the same line (agrees), another line
 * (disagrees: a would-be false find) or none (title not recognised). `--misses tuning` lists the tuning set's
 * disagreements and unrecognised titles; held-out sheets are never listed.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sharedDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import { ANNEX_II_SUBSECTIONS, checkAnnexII, subsectionTitleHeads } from '../../packages/sds/src/conformity/annex-ii.ts';
import { sharedPdfWorker } from '../../packages/sds/src/pdf/run-pdf-worker.ts';
import { readDocument } from '../../packages/sds/src/read-sds.ts';
import { documentText } from '../../packages/sds/src/text/document-text.ts';
import { closeReader } from '../../packages/sds/src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../../packages/sds/test/fixtures');
const { values } = parseArgs({ options: { misses: { type: 'string' } } });
const corpus = join(sharedDir(), 'data', 'sds-corpus');

interface Tally {
  sheets: number;
  total: number;
  byNumber: number;
  after: number;
  missingBefore: number;
  missingAfter: number;
  agree: number;
  disagree: number;
  unrecognised: number;
}
const empty = (): Tally => ({ sheets: 0, total: 0, byNumber: 0, after: 0, missingBefore: 0, missingAfter: 0, agree: 0, disagree: 0, unrecognised: 0 });
const tallies = new Map<string, Tally>();
const add = (key: string, f: (t: Tally) => void) => {
  const t = tallies.get(key) ?? empty();
  f(t);
  tallies.set(key, t);
};
const misses: string[] = [];
const checkTimes: number[] = [];

const rows = readFileSync(join(fixtures, 'eu', 'SPLIT.tsv'), 'utf8')
  .split('\n')
  .filter((r) => r && !r.startsWith('#'));
for (const row of rows) {
  const [file, lang, set] = row.split('\t');
  const bytes = new Uint8Array(readFileSync(join(corpus, file)));
  const raw = await sharedPdfWorker().read(bytes, 60_000);
  const doc = documentText(raw);
  const r = readDocument(doc, raw, {}, performance.now());
  if (!r.annexII) continue;
  // The check alone (sub-sections by number and title, dates, UFI), timed apart from the reading.
  const t0 = performance.now();
  for (let k = 0; k < 5; k++) checkAnnexII({ doc, sections: r.sections, identification: r.identification, composition: r.composition, format: r.format });
  checkTimes.push((performance.now() - t0) / 5);
  const subs = r.annexII.subsections.filter((s) => s.number !== '16');
  const numbered = subs.filter((s) => s.found && s.by === 'number');
  const found = subs.filter((s) => s.found);
  // The title finder alone, on every sub-section: compared with the lines found by number.
  const titles = subsectionTitleHeads(doc, r.sections);
  let agree = 0;
  let disagree = 0;
  let unrecognised = 0;
  for (const s of numbered) {
    const line = titles.get(s.number);
    if (!line) {
      unrecognised++;
      if (values.misses === 'tuning' && set === 'tuning') misses.push(`${file}\t${s.number}\tnot recognised\t${s.text}`);
    } else if (line.text.replace(/\t/g, ' ').trim().slice(0, 120) === s.text) agree++;
    else {
      disagree++;
      if (values.misses === 'tuning' && set === 'tuning')
        misses.push(`${file}\t${s.number}\tother line\t${line.text.replace(/\t/g, ' ').slice(0, 100)}\t(numbered: ${s.text})`);
    }
  }
  if (values.misses === 'tuning' && set === 'tuning') {
    for (const s of subs.filter((x) => x.by === 'title')) misses.push(`${file}\t${s.number}\tfound by title\t${s.text}`);
    const missing = subs.filter((x) => !x.found).map((x) => x.number);
    if (missing.length) misses.push(`${file}\t(${r.format})\tstill missing\t${missing.join(' ')}`);
  }
  for (const key of [`${set}\tall`, `${set}\t${lang}`]) {
    add(key, (t) => {
      t.sheets++;
      t.total += subs.length;
      t.byNumber += numbered.length;
      t.after += found.length;
      t.missingBefore += numbered.length < subs.length ? 1 : 0;
      t.missingAfter += found.length < subs.length ? 1 : 0;
      t.agree += agree;
      t.disagree += disagree;
      t.unrecognised += unrecognised;
    });
  }
}
await closeReader();

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
console.log(
  `EU labelled sheets (all formats); ${ANNEX_II_SUBSECTIONS.length - 1} numbered sub-sections each; machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}`,
);
console.log(
  '\n| set | language | sheets | sub-sections found, by number (before) | by number or title (after) | sheets with a missing one, before -> after | title finder on numbered ones: agrees / other line / not recognised |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [key, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
  const [set, lang] = key.split('\t');
  const checked = t.agree + t.disagree + t.unrecognised;
  console.log(
    `| ${set} | ${lang} | ${t.sheets} | ${t.byNumber}/${t.total} (${pct(t.byNumber, t.total)}) | ${t.after}/${t.total} (${pct(t.after, t.total)}) | ${t.missingBefore} -> ${t.missingAfter} | ${pct(t.agree, checked)} / ${pct(t.disagree, checked)} / ${pct(t.unrecognised, checked)} |`,
  );
}
checkTimes.sort((a, b) => a - b);
console.log(
  `\nAnnex II check alone per sheet: median ${checkTimes[Math.floor(checkTimes.length / 2)].toFixed(2)} ms, p95 ${checkTimes[Math.floor(checkTimes.length * 0.95)].toFixed(2)} ms (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
);
if (misses.length) console.log(`\nTuning set:\n${misses.join('\n')}`);
