/**
 * The reader on the hand-labelled EU sheets (packages/sds/test/fixtures/eu, issue #15): per field and per
 * language, the tuning set and the held-out set apart (SPLIT.tsv), with and without OCR.
 *   node --import tsx bench/sds-accuracy/eu-sheets.ts [--ocr both|on|off] [--misses tuning]
 * "without OCR" runs the reader with OPENFDS_SDS_OCR=off (as on a machine without tesseract); "with OCR" lets it
 * use tesseract when installed. --misses prints the failures of the tuning set only (the held-out misses are never
 * printed, so that nobody tunes on them).
 *   node --import tsx bench/sds-accuracy/eu-sheets.ts --scanned [--set holdout] [--per-language 1]
 * "scanned" copies: none of the labelled sheets is a scan, so the OCR path is measured on copies of them made of
 * page images only (150 dpi grey, the text layer gone), read with OCR; slow (tesseract, ~10 s a page here).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as mupdf from 'mupdf';
import { compareReading, figures, type Scores } from '../../packages/sds/src/accuracy/compare-labels.ts';
import { sharedDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import type { SheetLabel } from '../../packages/sds/src/accuracy/sheet-label.ts';
import { tesseractAvailable } from '../../packages/sds/src/text/ocr.ts';
import { closeReader, readSds } from '../../packages/sds/src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const euDir = join(repo, 'packages/sds/test/fixtures/eu');
const { values } = parseArgs({
  options: {
    ocr: { type: 'string', default: 'both' },
    misses: { type: 'string' },
    child: { type: 'boolean' },
    scanned: { type: 'boolean' },
    set: { type: 'string', default: 'holdout' },
    'per-language': { type: 'string', default: '1' },
  },
});

const LANGS = ['fr', 'de', 'nl', 'it', 'es', 'pt', 'en-eu'];
// Fields reported per language: list fields by F1, single fields by exact.
const FIELDS: [string, 'f1' | 'exact' | 'precision' | 'recall'][] = [
  ['productName', 'exact'],
  ['supplierName', 'exact'],
  ['revisionDate', 'exact'],
  ['version', 'exact'],
  ['ufi', 'exact'],
  ['unNumber', 'exact'],
  ['signalWord', 'exact'],
  ['format', 'exact'],
  ['hStatements', 'f1'],
  ['euhStatements', 'f1'],
  ['pStatements', 'f1'],
  ['componentCas', 'precision'],
  ['componentCas', 'recall'],
  ['componentEc', 'f1'],
  ['componentName', 'f1'],
];

interface Split {
  file: string;
  lang: string;
  set: 'tuning' | 'holdout';
}
export function euSplit(): Split[] {
  return readFileSync(join(euDir, 'SPLIT.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [file, lang, set] = l.split('\t');
      return { file, lang, set: set as Split['set'] };
    });
}

/** A copy of a PDF made of page images only (150 dpi grey): a scan without text layer. */
export function rasterised(pdf: Uint8Array): Uint8Array {
  const src = new mupdf.PDFDocument(pdf);
  const out = new mupdf.PDFDocument();
  for (let i = 0; i < src.countPages(); i++) {
    const page = src.loadPage(i);
    const [x0, y0, x1, y1] = page.getBounds();
    const pix = page.toPixmap(mupdf.Matrix.scale(150 / 72, 150 / 72), mupdf.ColorSpace.DeviceGray, false, true);
    const image = out.addImage(new mupdf.Image(pix));
    const xobjects = out.newDictionary();
    xobjects.put('I0', image);
    const resources = out.newDictionary();
    resources.put('XObject', xobjects);
    const [w, h] = [x1 - x0, y1 - y0];
    out.insertPage(-1, out.addPage([0, 0, w, h], 0, resources, `q ${w} 0 0 ${h} 0 0 cm /I0 Do Q`));
  }
  const bytes = new Uint8Array(out.saveToBuffer('compress').asUint8Array());
  out.destroy();
  src.destroy();
  return bytes;
}

/** Scores every EU label (or the chosen ones, as scanned copies); returns per set, per language (and 'all'). */
export async function scoreEuSheets(
  pick: (s: Split, rankInLanguage: number) => boolean = () => true,
  scanned = false,
): Promise<{ bySet: Record<string, Record<string, Scores>>; times: number[] }> {
  const corpus = join(sharedDir(), 'data', 'sds-corpus');
  const bySet: Record<string, Record<string, Scores>> = { tuning: {}, holdout: {} };
  const times: number[] = [];
  const rank = new Map<string, number>();
  for (const s of euSplit()) {
    const key = `${s.set}/${s.lang}`;
    rank.set(key, (rank.get(key) ?? -1) + 1);
    if (!pick(s, rank.get(key)!)) continue;
    const label = JSON.parse(readFileSync(join(euDir, `${s.file.replace(/\//g, '__').replace(/\.pdf$/, '')}.json`), 'utf8')) as SheetLabel;
    const pdf = readFileSync(join(corpus, s.lang, label.file.replace(/^[^/]+\//, '')));
    if (scanned) process.stderr.write(`scanned copy of ${s.file}...\n`);
    // A scanned copy is labelled unreadable (the reading keeps the flag with OCR evidence); its fields are scored.
    const reading = await readSds(scanned ? rasterised(pdf) : pdf, { timeoutMs: 600_000 });
    if (scanned) reading.conformity = reading.conformity.filter((c) => c.flag !== 'unreadable');
    times.push(reading.elapsedMs);
    compareReading((bySet[s.set][s.lang] ??= {}), label, reading);
    compareReading((bySet[s.set].all ??= {}), label, reading);
  }
  return { bySet, times };
}

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '-' : (x * 100).toFixed(0));
function table(byLang: Record<string, Scores>, title: string): string {
  const langs = [...LANGS.filter((l) => byLang[l]), 'all'];
  const count = (l: string) => byLang[l]?.productName?.files ?? byLang[l]?.unreadable?.files ?? 0;
  const head = `| field | ${langs.map((l) => `${l} (${count(l)})`).join(' | ')} |`;
  const rows = FIELDS.map(([field, measure]) => {
    const cells = langs.map((l) => pct(figures(byLang[l] ?? {}).find((f) => f.field === field)?.[measure]));
    return `| ${field} ${measure} % | ${cells.join(' | ')} |`;
  });
  return [`**${title}**`, '', head, `|---|${langs.map(() => '---').join('|')}|`, ...rows].join('\n');
}

if (values.scanned) {
  if (!(await tesseractAvailable())) throw new Error('--scanned needs tesseract (apt-get install tesseract-ocr and its language packs)');
  const perLanguage = Number(values['per-language']);
  const sets = values.set === 'both' ? ['tuning', 'holdout'] : [values.set!];
  const { bySet, times } = await scoreEuSheets((s, r) => sets.includes(s.set) && r < perLanguage, true);
  await closeReader();
  const q = (p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(
    `\n### EU labelled sheets as scanned copies (page images only, 150 dpi), with OCR: ${times.length} sheets, median ${q(0.5)} ms, p95 ${q(0.95)} ms per sheet (${cpus()[0]?.model} x${cpus().length})\n`,
  );
  for (const set of sets)
    if (bySet[set].all)
      console.log(`${table(bySet[set], `${set === 'holdout' ? 'Held-out' : 'Tuning'} set, scanned copies (${perLanguage} per language), with OCR`)}\n`);
} else if (values.child || values.ocr !== 'both') {
  const ocr = values.ocr === 'off' ? false : await tesseractAvailable();
  const { bySet, times } = await scoreEuSheets();
  await closeReader();
  const q = (p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(p * times.length))];
  const mode = ocr ? 'with OCR (tesseract installed)' : 'without OCR';
  console.log(
    `\n### EU labelled sheets, ${mode}: ${times.length} sheets, median ${q(0.5)} ms, p95 ${q(0.95)} ms per sheet (${cpus()[0]?.model} x${cpus().length})\n`,
  );
  console.log(table(bySet.tuning, `Tuning set (${Object.values(bySet.tuning.all ?? {})[0]?.files ?? 0} sheets), ${mode}`));
  console.log('');
  console.log(table(bySet.holdout, `Held-out set (${Object.values(bySet.holdout.all ?? {})[0]?.files ?? 0} sheets), ${mode}`));
  if (values.misses === 'tuning') {
    for (const [field, s] of Object.entries(bySet.tuning.all)) if (s.misses.length) console.log(`\n#### ${field}\n${s.misses.map((m) => `- ${m}`).join('\n')}`);
  }
} else {
  for (const ocr of ['off', 'on']) {
    process.stdout.write(
      execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', '--ocr', ocr], {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, OPENFDS_SDS_OCR: ocr },
        maxBuffer: 64 << 20,
      }),
    );
  }
}
