/**
 * The back office dashboard at scale (issue #26): `npm run bench:dashboard`.
 *
 * Generates 900 suppliers / 200,000 sheets once (apps/server/scripts/generate.ts, about 20 s) into its own embedded
 * PostgreSQL (BENCH_DASHBOARD_VAR_DIR, default /tmp/openfds-dashboard-bench; port BENCH_DASHBOARD_PG_PORT, 54481),
 * fills a reading state for every sheet (the generator writes none), ANALYZEs, then:
 *  1. prints EXPLAIN (ANALYZE, BUFFERS) of every statement the dashboard call sends, as served (the estimates past
 *     the exact-count limit) and, for comparison, of the exact counts it no longer sends at that size;
 *  2. times the dashboard call itself (the service, in process, on this checkout's code): median and p95 of
 *     `--runs` calls after 5 warm-up calls, with the machine's load average before and after (this machine is
 *     shared: read the figures with the load beside them, never alone).
 *
 *   npm run bench:dashboard [-- --runs 50 --sheets 200000]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AppContext } from '../../apps/server/src/context.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { dashboard } from '../../apps/server/src/modules/dashboard/dashboard.service.ts';
import { recordStatements } from '../../apps/server/test/statement-recorder.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '50' }, sheets: { type: 'string', default: '200000' } } });
const VAR_DIR = process.env.BENCH_DASHBOARD_VAR_DIR ?? '/tmp/openfds-dashboard-bench';
// The script database of VAR_DIR (apps/server/scripts/script-database.ts and generate.ts read these via loadConfig).
const env = { ...process.env, VAR_DIR, EMBEDDED_PG_PORT: process.env.BENCH_DASHBOARD_PG_PORT ?? '54481', DATABASE_URL: '', LOG_LEVEL: 'warn' };
Object.assign(process.env, env);
const marker = path.join(VAR_DIR, 'generated.json');
if (!fs.existsSync(marker)) {
  fs.mkdirSync(VAR_DIR, { recursive: true });
  console.log(`[dashboard] generating 900 suppliers / ${args.sheets} sheets in ${VAR_DIR} (once)`);
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/generate.ts', '--suppliers', '900', '--sheets', args.sheets!], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.writeFileSync(marker, JSON.stringify({ sheets: Number(args.sheets) }));
}
const { openScriptDatabase } = await import('../../apps/server/scripts/script-database.ts');

const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const database = await openScriptDatabase((msg) => console.log(`[dashboard] ${msg}`));
const { pool } = database;
try {
  const { rows: counts } = await pool.query<{ sheets: string; readings: string }>(
    'SELECT (SELECT count(*) FROM documents) AS sheets, (SELECT count(*) FROM document_extractions) AS readings',
  );
  console.log(`[dashboard] ${counts[0]!.sheets} sheets, ${counts[0]!.readings} reading states`);
  // A database made by another bench (the search bench's 3,000,000 sheets, with the demo's few readings) gets its
  // reading states too: the dashboard's reading counts are what is measured at scale.
  if (Number(counts[0]!.readings) < Number(counts[0]!.sheets) / 2) {
    // A realistic mix: most sheets read, some failing, a few waiting.
    console.log('[dashboard] filling a reading state for every sheet (once)');
    await pool.query(`INSERT INTO document_extractions (document_id, status)
      SELECT id, CASE WHEN id % 20 = 0 THEN 'reader_failed' WHEN id % 33 = 0 THEN 'not_extracted' WHEN id % 50 = 0 THEN 'in_progress' ELSE 'extracted' END
        FROM documents ON CONFLICT DO NOTHING`);
  }
  await pool.query('ANALYZE documents');
  await pool.query('ANALYZE document_extractions');

  const ctx = { db: createDb(pool), clock: systemClock } as unknown as AppContext;
  // 1. The statements of one call, explained: as served at this size, and as served past the exact-count limit
  //    (3,000,000 sheets: the estimates; `dashboard(ctx, 0)` takes that path on this database).
  const explained: { label: string; text: string; values: unknown[] }[] = [];
  for (const [label, limit] of [
    ['at this size', undefined],
    ['past the limit (as at 3M)', 0],
  ] as const) {
    const recorder = recordStatements();
    const figures = await dashboard(ctx, limit);
    recorder.stop();
    console.log(`\n[dashboard] figures ${label}: ${JSON.stringify({ ...figures, failed_jobs: figures.failed_jobs.length })}`);
    explained.push(...recorder.statements.map((s) => ({ label, text: s.text, values: s.values })));
  }
  for (const statement of explained) {
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`, statement.values);
    console.log(`\n--- ${statement.label}: ${statement.text.replace(/\s+/g, ' ').slice(0, 150)}`);
    console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
  }

  // 2. The call timed, both ways, with the load beside the figures.
  const runs = Number(args.runs);
  for (const [label, limit] of [
    ['at this size', undefined],
    ['past the limit (as at 3M)', 0],
  ] as const) {
    const loadBefore = load();
    for (let i = 0; i < 5; i++) await dashboard(ctx, limit);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await dashboard(ctx, limit);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`\n[dashboard] ${label}, ${runs} calls: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
    console.log(`[dashboard] load average (1, 5, 15 min) before: ${loadBefore}, after: ${load()} on ${os.cpus().length} cores`);
  }
} finally {
  await database.close();
}
