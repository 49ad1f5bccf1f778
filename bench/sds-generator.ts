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

const wall: number[] = [];
const cpu: number[] = []; // process CPU time: what the sheet costs even when the machine is shared and busy
let bytes = 0;
for (let i = 0; i < sheets; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const pdf = await renderSheetPdf(randomSheetSpec(i, GENERATOR_LANGUAGES[i % GENERATOR_LANGUAGES.length]));
  const c = process.cpuUsage(c0);
  wall.push(performance.now() - t0);
  cpu.push((c.user + c.system) / 1000);
  bytes += pdf.length;
}
const at = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
};
console.log(`sds-generator: ${sheets} sheets, mean size ${Math.round(bytes / sheets / 1024)} KiB`);
console.log(`  wall ms per sheet: median ${at(wall, 0.5)}, p95 ${at(wall, 0.95)}, max ${at(wall, 1)}`);
console.log(`  cpu  ms per sheet: median ${at(cpu, 0.5)}, p95 ${at(cpu, 0.95)}, max ${at(cpu, 1)}`);
console.log(
  `machine: ${cpus()[0]?.model} x${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
