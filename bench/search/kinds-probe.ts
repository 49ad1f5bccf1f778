/**
 * Latency of the product-name search per kind of input (whole word, word prefix, two words, one typo; for
 * everyone or within one supplier), one client, against a server already running on the benchmark's catalogue
 * (search-bench.ts leaves none running: start one with the same environment). Said where the time of the
 * benchmark's mix goes; the inputs are drawn from the catalogue as search-bench.ts draws them.
 *
 *   BENCH_PORT=3103 BENCH_PG_PORT=54403 node --import tsx bench/search/kinds-probe.ts [kind]
 */
import pg from 'pg';
import { nameSearchInput } from './name-inputs.ts';
import { embeddedUrl } from '../embedded-url.ts';

const BASE = `http://127.0.0.1:${process.env.BENCH_PORT ?? 3103}`;
const only = process.argv[2];
// The cluster's random password (issue #22) from the bench's VAR_DIR.
const db = new pg.Client({ connectionString: embeddedUrl(process.env.BENCH_VAR_DIR ?? '/work/bench-var', Number(process.env.BENCH_PG_PORT ?? 54403)) });
await db.connect();
const sample = (
  await db.query(
    `SELECT d.product_name, d.language, s.code AS supplier FROM documents d TABLESAMPLE SYSTEM (0.2)
     JOIN suppliers s ON s.id = d.supplier_id WHERE d.is_latest AND d.access = 'public' LIMIT 800`,
  )
).rows;
await db.end();

const byKind: Record<string, { ms: number; url: string; status: number }[]> = {};
for (let i = 0; i < 400; i++) {
  const input = nameSearchInput(sample, i);
  if (!input) continue;
  const { url } = input;
  const name = input.kind + (input.scoped ? ' (supplier)' : '');
  if (only && name !== only) continue;
  // The second of two runs is kept: the first warms the statement and the pages it reads.
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    const res = await fetch(BASE + url);
    await res.arrayBuffer();
    if (run === 1) (byKind[name] ??= []).push({ ms: performance.now() - started, url, status: res.status });
  }
}
for (const [name, list] of Object.entries(byKind).sort()) {
  const ms = list.map((x) => x.ms).sort((a, b) => a - b);
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  console.log(
    `${name.padEnd(22)} n ${String(ms.length).padStart(3)}  mean ${mean.toFixed(2)}  p50 ${ms[Math.floor(ms.length / 2)].toFixed(2)}  p95 ${ms[Math.floor(ms.length * 0.95)].toFixed(2)} ms  587s ${list.filter((x) => x.status === 404).length}`,
  );
}
console.log('\nslowest:');
for (const x of Object.values(byKind)
  .flat()
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5))
  console.log(`${x.ms.toFixed(1).padStart(6)} ms ${decodeURIComponent(x.url)}`);
