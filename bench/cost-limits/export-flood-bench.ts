/**
 * Export flood benchmark (issue #22 item 7): other users' sheet-page latency while one account floods the my-FDS
 * extracted-data export.
 *   node --import tsx bench/cost-limits/export-flood-bench.ts
 * A synthetic catalogue (BENCH_SHEETS, default 3,000) and a flooding account whose space holds BENCH_SPACE sheets
 * (default 1,500), in an embedded PostgreSQL of VAR_DIR (default /tmp/export-flood-bench-var, kept between runs).
 * The server runs in a process of its own, started with the serve script's node arguments (as `npm start`), on
 * loopback only, with TRUST_PROXY=loopback so that the bench can give the flooder and the other user distinct client
 * addresses (X-Forwarded-For) while both connect from 127.0.0.1. The per-request limit stays at its default.
 * 1. quiet: another user opens BENCH_PAGES (default 100) sheet pages (GET /documents/{code}), one every 100 ms;
 * 2. flood: the flooder calls GET /users/{login}/mySDS/sds2excel on BENCH_CONNECTIONS (default 8) connections
 *    while the other user opens BENCH_PAGES sheet pages again (at most BENCH_FLOOD_SECONDS, default 60).
 * Prints p50/p95 of the other user's pages in both phases, the flood's answers by status, and the load average.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadSyntheticCatalogue } from '../../apps/server/src/catalogue/generator/load-synthetic-catalogue.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/security/password-hash.ts';
import { REPO_ROOT, serveNodeArgs, waitForHealth } from '../support/serve-process.ts';

const SHEETS = Number(process.env.BENCH_SHEETS ?? 3_000);
const SPACE = Number(process.env.BENCH_SPACE ?? 1_500);
const PAGES = Number(process.env.BENCH_PAGES ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
const FLOODER = 'flooder@openfds.local';
const OTHER = 'other@openfds.local';
const PASSWORD = 'Bench-Flood-2025';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${quantile(s, 0.5).toFixed(1)} ms, p95 ${quantile(s, 0.95).toFixed(1)} ms (n=${s.length})`;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function cookieOf(base: string, login: string, address: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('openfds_session='));
  if (!res.ok || !cookie) throw new Error(`login of ${login} answered ${res.status}`);
  return cookie.split(';')[0];
}

/** The other user's sheet pages, one every 100 ms (a person browsing), each timed to its last byte. */
async function pages(base: string, cookie: string, address: string, codes: string[]): Promise<{ ms: number[]; statuses: Map<number, number> }> {
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < PAGES; i++) {
    const code = codes[(i * 37) % codes.length];
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/documents/${code}`, { headers: { cookie, 'x-forwarded-for': address, 'accept-language': 'en' } });
    await res.arrayBuffer();
    ms.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    await sleep(100);
  }
  return { ms, statuses };
}

async function main() {
  console.log(`machine: ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`);
  console.log(`load average at start: ${load()}`);
  const varDir = process.env.VAR_DIR ?? '/tmp/export-flood-bench-var';
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(varDir, 'pg'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54343),
    sharedBuffers: '128MB',
  });
  const pool = createPool(embedded.url, 4);
  pool.on('error', () => {});
  const db = createDb(pool);
  const port = 3000 + 100 + (process.pid % 800);
  const base = `http://127.0.0.1:${port}`;
  let server: ReturnType<typeof spawn> | null = null;
  try {
    await migrate(pool);
    const { rows: count } = await pool.query(`SELECT count(*)::int AS n FROM documents WHERE is_latest AND access = 'public'`);
    if (count[0].n < SPACE) {
      await loadSyntheticCatalogue(pool, { suppliers: 30, sheets: SHEETS, seed: 11, revisedUntil: new Date() });
    }
    const hash = await hashPassword(PASSWORD);
    for (const login of [FLOODER, OTHER]) {
      await db
        .insertInto('users')
        .values({
          login,
          email: login,
          password_hash: hash,
          status: 'active',
          profile_types: ['mySDS'],
          language: 'en',
          profile: JSON.stringify({ first_name: 'Bench', last_name: 'User', company_name: 'Bench SA' }),
        })
        .onConflict((oc) => oc.column('login').doUpdateSet({ password_hash: hash }))
        .execute();
    }
    const flooder = await db.selectFrom('users').select('id').where('login', '=', FLOODER).executeTakeFirstOrThrow();
    await sql`INSERT INTO user_documents (user_id, document_id, source)
      SELECT ${flooder.id}, id, 'favourite' FROM documents WHERE is_latest AND access = 'public' ORDER BY id LIMIT ${SPACE}
      ON CONFLICT DO NOTHING`.execute(db);
    await sql`VACUUM ANALYZE`.execute(db);
    const { rows: codeRows } = await pool.query(`SELECT iddc FROM documents WHERE is_latest AND access = 'public' ORDER BY id DESC LIMIT 500`);
    const codes = codeRows.map((r) => String(r.iddc));

    server = spawn(process.execPath, serveNodeArgs(), {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: embedded.url,
        VAR_DIR: varDir,
        STORAGE_DIR: path.join(varDir, 'files'),
        SEED_DEMO_DATA: 'false',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: base,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(base, 400, 300);
    const floodCookie = await cookieOf(base, FLOODER, '10.9.0.1');
    const otherCookie = await cookieOf(base, OTHER, '10.9.0.2');
    // Warm-up: the first workbook loads exceljs, the first pages the plans.
    await (await fetch(`${base}/api/v1/users/${FLOODER}/mySDS/sds2excel`, { headers: { cookie: floodCookie, 'x-forwarded-for': '10.9.0.1' } })).arrayBuffer();
    for (const code of codes.slice(0, 10))
      await (await fetch(`${base}/api/v1/documents/${code}`, { headers: { cookie: otherCookie, 'x-forwarded-for': '10.9.0.3' } })).arrayBuffer();

    console.log(`load average before the quiet phase: ${load()}`);
    const quiet = await pages(base, otherCookie, '10.9.0.2', codes);
    console.log(`other user's sheet pages, quiet: ${stats(quiet.ms)}, statuses ${JSON.stringify(Object.fromEntries(quiet.statuses))}`);

    // A new minute of the per-request limit would not matter (the other user stays far below it); the flood's
    // address is its own.
    const flood = new Map<number, number>();
    const exportMs: number[] = [];
    let stop = false;
    const deadline = Date.now() + FLOOD_SECONDS * 1000;
    const floodWorker = async () => {
      while (!stop && Date.now() < deadline) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${base}/api/v1/users/${FLOODER}/mySDS/sds2excel`, { headers: { cookie: floodCookie, 'x-forwarded-for': '10.9.0.1' } });
          await res.arrayBuffer();
          flood.set(res.status, (flood.get(res.status) ?? 0) + 1);
          if (res.status === 200) exportMs.push(performance.now() - t0);
          // The flooder runs on the same 2 cores as the server: a client spinning on refusals would measure its
          // own CPU, not the server's. It asks again 100 ms after a refusal (still 10 requests/s per connection).
          else await sleep(100);
        } catch {
          flood.set(0, (flood.get(0) ?? 0) + 1);
        }
      }
    };
    const t0 = Date.now();
    const workers = Array.from({ length: CONNECTIONS }, floodWorker);
    await sleep(2000);
    console.log(`load average 2 s into the flood: ${load()}`);
    const flooded = await pages(base, otherCookie, '10.9.0.4', codes);
    stop = true;
    await Promise.all(workers);
    const seconds = (Date.now() - t0) / 1000;
    console.log(`other user's sheet pages, during the flood: ${stats(flooded.ms)}, statuses ${JSON.stringify(Object.fromEntries(flooded.statuses))}`);
    console.log(
      `flood: ${CONNECTIONS} connections for ${seconds.toFixed(0)} s, answers by status ${JSON.stringify(Object.fromEntries(flood))}` +
        (exportMs.length ? `, exports served ${stats(exportMs)}` : ''),
    );
    console.log(`load average at the end: ${load()}`);
  } finally {
    if (server) {
      server.kill('SIGINT');
      await new Promise((r) => server!.once('exit', r));
    }
    await pool.end();
    await embedded.stop();
  }
}

await main();
