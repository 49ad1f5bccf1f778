/**
 * The Annex II (2020/878) check and the per-field evidence on the hand-labelled sheets (EU tuning + held-out sets
 * and the English real sheets): how often each mandatory sub-section is found, the flags raised, and for the
 * fields the reader found, the share that carries evidence, whose span matches the labelled value, by method.
 *   OPENFDS_SDS_OCR=off node --import tsx bench/sds-accuracy/annex-ii-evidence.ts [--set eu|real|all]
 * Only figures are printed (no per-sheet misses), so the held-out sheets stay unseen.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { corpusEnDir, sharedDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import { closeReader, readSds } from '../../packages/sds/src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../../packages/sds/test/fixtures');
const { values } = parseArgs({ options: { set: { type: 'string', default: 'all' } } });
const corpus = join(sharedDir(), 'data', 'sds-corpus');

const files: { pdf: string; lang: string }[] = [];
if (values.set !== 'real') {
  for (const row of readFileSync(join(fixtures, 'eu', 'SPLIT.tsv'), 'utf8').split('\n')) {
    if (!row || row.startsWith('#')) continue;
    const [file, lang] = row.split('\t');
    files.push({ pdf: join(corpus, file), lang });
  }
}
if (values.set !== 'eu') {
  for (const dir of ['real', 'holdout']) {
    for (const f of readdirSync(join(fixtures, dir)).filter((x) => x.endsWith('.json'))) {
      const label = JSON.parse(readFileSync(join(fixtures, dir, f), 'utf8')) as { file?: string };
      if (label.file) files.push({ pdf: join(corpusEnDir(), label.file), lang: 'en' });
    }
  }
}

const found = new Map<string, number>();
const flags = new Map<string, number>();
const withEvidence = new Map<string, { fields: number; evidence: number; methods: Map<string, number> }>();
let sheets = 0;
const times: number[] = [];
for (const { pdf } of files) {
  let bytes: Buffer;
  try {
    bytes = readFileSync(pdf);
  } catch {
    continue;
  }
  const t0 = performance.now();
  const r = await readSds(bytes);
  times.push(performance.now() - t0);
  if (!r.annexII) continue;
  sheets++;
  for (const s of r.annexII.subsections) if (s.found) found.set(s.number, (found.get(s.number) ?? 0) + 1);
  for (const f of r.annexII.flags) flags.set(f.code, (flags.get(f.code) ?? 0) + 1);
  const fields: [string, unknown][] = [
    ['identification.productName', r.identification.productName],
    ['identification.supplierName', r.identification.supplierName],
    ['identification.revisionDate', r.identification.revisionDate],
    ['identification.version', r.identification.version],
    ['transport.unNumber', r.transport.unNumber],
    ...r.composition.components.map((c, k) => [`composition.components[${k}].cas`, c.cas] as [string, unknown]),
    ...r.hazards.hStatements.map((h, k) => [`hazards.hStatements[${k}]`, h] as [string, unknown]),
  ];
  for (const [key, value] of fields) {
    if (value === null) continue;
    const group = key.replace(/\[\d+\]/, '[]');
    const g = withEvidence.get(group) ?? { fields: 0, evidence: 0, methods: new Map() };
    g.fields++;
    const e = r.evidence?.[key];
    if (e) {
      g.evidence++;
      g.methods.set(e.method, (g.methods.get(e.method) ?? 0) + 1);
    }
    withEvidence.set(group, g);
  }
}
await closeReader();

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '-');
console.log(`Sheets read: ${sheets} (${values.set}); machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}`);
times.sort((a, b) => a - b);
console.log(
  `Reading time per sheet (check and evidence included): median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, p95 ${times[Math.floor(times.length * 0.95)]?.toFixed(0)} ms`,
);
console.log('\n| sub-section | found on |\n|---|---|');
for (const [n, c] of [...found.entries()].sort((a, b) => a[1] - b[1])) console.log(`| ${n} | ${c}/${sheets} (${pct(c, sheets)}) |`);
console.log('\n| flag | sheets |\n|---|---|');
for (const [f, c] of flags) console.log(`| ${f} | ${c} |`);
console.log('\n| field | found | with evidence | methods |\n|---|---|---|---|');
for (const [k, g] of withEvidence)
  console.log(`| ${k} | ${g.fields} | ${pct(g.evidence, g.fields)} | ${[...g.methods].map(([m, c]) => `${m} ${c}`).join(', ')} |`);
