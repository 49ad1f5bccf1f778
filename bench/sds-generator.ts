/**
 * Sheet generator speed: time to build a spec and render its PDF, over many seeds and all seven languages.
 *   node --import tsx bench/sds-generator.ts [sheets=300]
 * Prints median and p95 per sheet and the machine (the catalogue's demo data renders thousands of sheets).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { GENERATOR_LANGUAGES, randomSheetSpec, renderSheetPdf } from '../packages/sds/src/generator/index.ts';

const sheets = Number(process.argv[2] ?? 300);
// Warm-up: loads the substance table, the pictograms and the font metrics once, as a long-running process would.
for (let i = 0; i < 10; i++) await renderSheetPdf(randomSheetSpec(1_000_000 + i, GENERATOR_LANGUAGES[i % 7]));

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < sheets; i++) {
  const t0 = performance.now();
  const pdf = await renderSheetPdf(randomSheetSpec(i, GENERATOR_LANGUAGES[i % GENERATOR_LANGUAGES.length]));
  times.push(performance.now() - t0);
  bytes += pdf.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(`sds-generator: ${sheets} sheets, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, mean size ${Math.round(bytes / sheets / 1024)} KiB`);
console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
