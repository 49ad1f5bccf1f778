/**
 * Speed of the sheet reader without OCR on every real corpus sheet (../shared/data/sds-corpus, all languages),
 * one sheet at a time in a warm process, several passes; prints median and p95 ms per sheet, the time per phase,
 * the machine and the load average. Run it on one core:
 *   taskset -c 0 node --import tsx bench/sds-accuracy/speed.ts [--passes 3] [--dump DIR] [--only fr]
 * A sheet's time is the median of its passes (one warm-up pass first, not counted). --dump DIR writes every
 * reading as JSON (elapsedMs removed) so that two versions of the reader can be compared file by file
 * (`diff -r`); every file read with an exception is listed and makes the run fail.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { sharedDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import { closeReader, readSds } from '../../packages/sds/src/index.ts';
import { setPhaseSink } from '../../packages/sds/src/read-sds.ts';

process.env.OPENFDS_SDS_OCR = 'off';
const { values } = parseArgs({ options: { passes: { type: 'string', default: '3' }, dump: { type: 'string' }, only: { type: 'string' } } });
const passes = Math.max(1, Number(values.passes));

function pdfsUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return pdfsUnder(p);
      return /\.pdf$/i.test(name) ? [p] : [];
    });
}

const corpus = join(sharedDir(), 'data', 'sds-corpus');
const files = pdfsUnder(values.only ? join(corpus, values.only) : corpus);
const bytes = files.map((f) => readFileSync(f));
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const affinity = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '?';
const loadAtStart = loadavg();

const perSheet: number[][] = files.map(() => []);
// CPU time of the process (main thread and PDF worker thread) per sheet: on a shared machine the wall clock
// also counts the time other processes held the core, the CPU time does not.
const cpuPerSheet: number[][] = files.map(() => []);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const phases = new Map<string, number>();
const failures: string[] = [];
let measuring = false;
setPhaseSink((name, ms) => {
  if (measuring) phases.set(name, (phases.get(name) ?? 0) + ms);
});

for (let pass = 0; pass <= passes; pass++) {
  measuring = pass > 0;
  for (let i = 0; i < files.length; i++) {
    const t0 = performance.now();
    const c0 = cpuMs();
    try {
      const reading = await readSds(bytes[i], { timeoutMs: 120_000 });
      const ms = performance.now() - t0;
      if (measuring) perSheet[i].push(ms);
      if (measuring) cpuPerSheet[i].push(cpuMs() - c0);
      if (pass === 0 && values.dump) {
        const out = join(values.dump, `${relative(corpus, files[i]).replace(/\//g, '__')}.json`);
        mkdirSync(values.dump, { recursive: true });
        writeFileSync(out, `${JSON.stringify({ ...reading, elapsedMs: undefined }, null, 1)}\n`);
      }
    } catch (error) {
      if (pass === 0) failures.push(`${relative(corpus, files[i])}: ${(error as Error).stack ?? String(error)}`);
    }
  }
  process.stderr.write(`pass ${pass}${pass === 0 ? ' (warm-up)' : ''} done\n`);
}
await closeReader();

const times = perSheet.filter((t) => t.length).map((t) => quantile(t, 0.5));
const cpuTimes = cpuPerSheet.filter((t) => t.length).map((t) => quantile(t, 0.5));
const total = [...phases.values()].reduce((a, b) => a + b, 0);
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
console.log(`Machine: ${cpus()[0]?.model} x${cpus().length} (nproc ${cpus().length}), node ${process.version}, CPU affinity ${affinity}`);
console.log(`Load average at start ${load(loadAtStart)}, at end ${load(loadavg())}`);
console.log(
  `${times.length} corpus sheets without OCR, ${passes} passes after a warm-up: wall clock median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms per sheet`,
);
console.log(
  `CPU time per sheet (both threads): median ${quantile(cpuTimes, 0.5).toFixed(1)} ms, p95 ${quantile(cpuTimes, 0.95).toFixed(1)} ms, max ${quantile(cpuTimes, 1).toFixed(1)} ms`,
);
const byLanguage = new Map<string, number[]>();
files.forEach((f, i) => {
  if (perSheet[i].length)
    byLanguage.set(relative(corpus, f).split('/')[0], [...(byLanguage.get(relative(corpus, f).split('/')[0]) ?? []), quantile(perSheet[i], 0.5)]);
});
console.log(
  `Per folder: ${[...byLanguage]
    .map(([lang, ts]) => `${lang} (${ts.length}) median ${quantile(ts, 0.5).toFixed(0)} / p95 ${quantile(ts, 0.95).toFixed(0)} ms`)
    .join(', ')}`,
);
console.log('Time per phase (sum over the measured passes, share of the total):');
for (const [name, ms] of [...phases].sort((a, b) => b[1] - a[1]))
  console.log(`  ${name.padEnd(17)} ${(ms / passes / times.length).toFixed(1).padStart(7)} ms per sheet  ${((100 * ms) / total).toFixed(1).padStart(5)} %`);
const slowest = files.flatMap((f, i) => (perSheet[i].length ? [[relative(corpus, f), quantile(perSheet[i], 0.5)] as const] : [])).sort((a, b) => b[1] - a[1]);
console.log(
  `Slowest: ${slowest
    .slice(0, 5)
    .map(([f, ms]) => `${f} ${ms.toFixed(0)} ms`)
    .join(', ')}`,
);
if (failures.length) {
  console.log(`\n${failures.length} file(s) read with an exception:\n${failures.join('\n')}`);
  process.exitCode = 1;
} else console.log(`Every one of the ${files.length} files read without an exception.`);
