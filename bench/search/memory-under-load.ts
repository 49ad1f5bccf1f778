/**
 * Server memory under search load (issue #11, defect 14: "bound memory whatever the throughput").
 *
 * Starts the real server on an existing database (VAR_DIR, default the demo `var/` that `npm start` fills; point it
 * at the 3,000,000-sheet bench database with VAR_DIR=/work/bench-var EMBEDDED_PG_PORT=54403), once per set of node
 * arguments, and runs product-name searches with N connections (autocannon). Prints, per set: the RSS at rest and
 * its maximum during the load, throughput, median and p97.5 latency, and the machine.
 *
 *   node --import tsx bench/search/memory-under-load.ts [--connections 30] [--duration 20] [--runs 2]
 *
 * The sets compared: the `serve` script's own arguments (what `npm start` runs) and the same without the old-space
 * cap, so the figure of the cap is measured, not assumed.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { rssMb, serveNodeArgs, waitForHealth } from '../support/serve-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '30' },
    duration: { type: 'string', default: '20' },
    runs: { type: 'string', default: '2' },
  },
});
const PORT = Number(process.env.BENCH_PORT ?? 3121);
const BASE = `http://127.0.0.1:${PORT}`;
const env = {
  ...process.env,
  PORT: String(PORT),
  VAR_DIR: process.env.VAR_DIR ?? path.join(root, 'var'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000000',
  RUN_JOBS: 'false',
  PUBLIC_URL: BASE,
};
// Words common in product names of the demo and the generated catalogues: broad searches, the costly kind.
const WORDS = ['acide', 'huile', 'peinture', 'nettoyant', 'solvant', 'degraissant', 'colle', 'vernis', 'resine', 'gel', 'savon', 'encre'];

const serveArgs = serveNodeArgs();
const withoutCap = serveArgs.filter((a) => !a.startsWith('--max-old-space-size'));
const sets: { label: string; nodeArgs: string[] }[] = [
  { label: 'serve script (npm start)', nodeArgs: serveArgs },
  { label: 'without the old-space cap', nodeArgs: withoutCap },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function once(nodeArgs: string[]) {
  const server = spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(BASE, 400, 300);
    for (const word of WORDS) await (await fetch(`${BASE}/api/v1/documents?product_name=${word}&limit=15`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 2000));
    const rest = rssMb(server.pid!);
    let max = rest;
    const sampler = setInterval(() => {
      try {
        max = Math.max(max, rssMb(server.pid!));
      } catch {
        // exited
      }
    }, 100);
    let next = 0;
    const result = await autocannon({
      url: BASE,
      connections: Number(args.connections),
      duration: Number(args.duration),
      headers: { 'accept-encoding': 'br, gzip' },
      requests: [
        {
          method: 'GET',
          setupRequest: (req: { path: string }) => ({
            ...req,
            path: `/api/v1/documents?product_name=${WORDS[next % WORDS.length]}&limit=15&offset=${(next++ % 5) * 15}`,
          }),
        },
      ],
    });
    clearInterval(sampler);
    // 404 = code 587 "no product found", a normal answer of the search.
    const failures = result.errors + result.timeouts + result.non2xx - (result.statusCodeStats['404']?.count ?? 0);
    return { rest, max, rps: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5, failures };
  } finally {
    server.kill('SIGINT');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  console.log(
    `machine: ${os.cpus()[0].model}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`database: ${env.VAR_DIR}; ${args.connections} connections for ${args.duration} s, ${args.runs} runs per set (alternating)`);
  const results = new Map(sets.map((s) => [s.label, [] as Awaited<ReturnType<typeof once>>[]]));
  for (let run = 0; run < Number(args.runs); run++) {
    for (const set of sets) results.get(set.label)!.push(await once(set.nodeArgs));
  }
  for (const set of sets) {
    const r = results.get(set.label)!;
    console.log(`\n${set.label}: node ${set.nodeArgs.filter((a) => a.startsWith('--max')).join(' ')}`);
    for (const x of r) {
      console.log(
        `  RSS at rest ${x.rest.toFixed(0)} MB, max ${x.max.toFixed(0)} MB | ${x.rps.toFixed(0)} searches/s, p50 ${x.p50} ms, p97.5 ${x.p97_5} ms, failures ${x.failures}`,
      );
    }
    console.log(`  median of runs: RSS max ${median(r.map((x) => x.max)).toFixed(0)} MB, ${median(r.map((x) => x.rps)).toFixed(0)} searches/s`);
  }
  console.log(
    `\nload at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
