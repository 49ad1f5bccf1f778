/**
 * Peak memory under the hostile PDFs (issue #22 item 4): for each file of packages/sds/src/hostile/hostile-pdfs.ts
 * (and a good sheet for comparison), RUNS fresh processes started like the server read it through the server's
 * reader pool (read-in-job-process.ts). Every 10 ms this script samples /proc: the process's peak resident memory
 * (VmHWM: its reader thread, MuPDF's thread and WASM memory included) and that of every child process (tesseract,
 * and the sh that sets its ulimit). Prints median and p95 per file, the bound each must stay under, and the machine.
 *
 *   node --import tsx bench/reader-memory/reader-memory.ts [--runs 3] [--only name,name]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HOSTILE_PDFS } from '../../packages/sds/src/hostile/hostile-pdfs.ts';
import { corpusEnDir } from '../../packages/sds/src/accuracy/shared-data.ts';
import { REPO_ROOT, serveNodeArgs } from '../support/serve-process.ts';

/**
 * The bounds stated for issue #22: the reading process (a server's job worker without the web part) stays under
 * 600 MB at its peak whatever the file (reader thread 512 MB heap limit, MuPDF thread recycled past 64 MB of WASM
 * memory, OCR pages at most 12 million pixels); a tesseract child under 512 MB (its ulimit -v, so its resident
 * memory is lower still).
 */
const PROCESS_BOUND_MB = 600;
const CHILD_BOUND_MB = 512;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } } });
const runs = Number(values.runs);
const names = values.only ? values.only.split(',') : ['good-sheet', ...Object.keys(HOSTILE_PDFS)];

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
const readStatus = (pid: number) => readProc(`/proc/${pid}/status`);
/** A /proc file's text, or null when the process is gone. */
function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Every descendant of pid (Linux /proc/<pid>/task/<tid>/children). */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${p}/task`);
    } catch {
      continue;
    }
    for (const t of tasks) {
      const children = readProc(`/proc/${p}/task/${t}/children`);
      if (children === null) continue;
      for (const c of children.split(/\s+/).filter(Boolean).map(Number)) {
        out.push(c);
        stack.push(c);
      }
    }
  }
  return out;
}

interface Run {
  processPeakMb: number;
  childPeakMb: Record<string, number>;
  result: { ms: number; outcome: string; goodAfter: boolean; rssBeforeMb: number; rssAtEndMb: number } | null;
}

function runOnce(file: string): Promise<Run> {
  // The serve script's node options (its last word is the server's entry file, replaced by the run's script).
  const nodeOptions = serveNodeArgs().filter((a) => !a.endsWith('main.ts'));
  const child = spawn(process.execPath, [...nodeOptions, path.join(import.meta.dirname, 'read-in-job-process.ts'), file], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  let processPeak = 0;
  const childPeak: Record<string, number> = {};
  const sample = () => {
    const status = readStatus(child.pid!);
    if (status) processPeak = Math.max(processPeak, kb(status, 'VmHWM'));
    for (const d of descendants(child.pid!)) {
      const s = readStatus(d);
      if (!s) continue;
      const comm = /Name:\s+(\S+)/.exec(s)?.[1] ?? '?';
      childPeak[comm] = Math.max(childPeak[comm] ?? 0, kb(s, 'VmHWM'));
    }
  };
  const timer = setInterval(sample, 10);
  return new Promise((resolve) => {
    child.on('exit', () => {
      clearInterval(timer);
      const line = stdout.trim().split('\n').at(-1);
      resolve({
        processPeakMb: Math.round(processPeak / 1024),
        childPeakMb: Object.fromEntries(Object.entries(childPeak).map(([k, v]) => [k, Math.round(v / 1024)])),
        result: line ? JSON.parse(line) : null,
      });
    });
  });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

console.log(`machine: ${os.cpus()[0]?.model} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}`);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`tesseract: ${fs.existsSync('/usr/bin/tesseract') ? 'installed' : 'NOT installed (the OCR path is not exercised)'}; ${runs} run(s) per file`);
console.log(`bounds: process peak < ${PROCESS_BOUND_MB} MB, each child < ${CHILD_BOUND_MB} MB\n`);
console.log(['file', 'process peak MB p50/p95', 'RSS before/after MB', 'children peak MB (max)', 'ms p50', 'outcome', 'good sheet after'].join(' | '));
// The files are written first: making the 100 MB bomb must not count in the reading process's memory.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-hostile-'));
const GOOD = fs.readFileSync(path.join(corpusEnDir(), 'sigma_aldrich/sigma_aldrich_26.pdf'));
for (const name of names) fs.writeFileSync(path.join(dir, `${name}.pdf`), name === 'good-sheet' ? GOOD : HOSTILE_PDFS[name]());
let over = 0;
for (const name of names) {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(path.join(dir, `${name}.pdf`)));
  const peaks = results.map((r) => r.processPeakMb);
  const children: Record<string, number> = {};
  for (const r of results) for (const [k, v] of Object.entries(r.childPeakMb)) children[k] = Math.max(children[k] ?? 0, v);
  const last = results.at(-1)!.result;
  const ms = results.map((r) => r.result?.ms ?? NaN);
  if (pct(peaks, 100) >= PROCESS_BOUND_MB || Object.values(children).some((v) => v >= CHILD_BOUND_MB)) over++;
  console.log(
    [
      name,
      `${pct(peaks, 50)} / ${pct(peaks, 95)}`,
      last ? `${last.rssBeforeMb} / ${last.rssAtEndMb}` : '-',
      Object.entries(children)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none',
      pct(ms, 50),
      last?.outcome ?? 'no result',
      last?.goodAfter ? 'read' : 'NOT READ',
    ].join(' | '),
  );
}
fs.rmSync(dir, { recursive: true, force: true });
console.log(
  `\nload average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(over ? `${over} file(s) over the bound` : 'every file within the bound');
process.exitCode = over ? 1 : 0;
