/**
 * Quick search benchmark for everyday use (issue #24): `npm run bench:search:quick`.
 *
 * A 200,000-sheet catalogue (900 suppliers) is generated once into its own embedded PostgreSQL (about 20 s), then,
 * in the same run and on the same database:
 *  1. HTTP: product-name searches against the real server started as `npm run serve` starts it (one client, the
 *     headers of a browser: Accept-Encoding br/gzip, Accept-Language), p50/p95/p99;
 *  2. in process: the same searches through this checkout's app (app.inject), each request's phases timed (hooks,
 *     handler, serialisation, send with compression), every SQL statement recorded;
 *  3. SQL alone: each search's recorded statements replayed directly on two connections (the search pool's session
 *     settings or none, prepared statements under the same names), the p50 of their sum per search;
 *  4. compression alone: the recorded JSON replies compressed at the server's setting and at others.
 * The ratio HTTP p50 / SQL p50 is the server's own overhead: read it before and after any change to the search path.
 *
 *   npm run bench:search:quick [-- --sheets 200000 --samples 300 --compare /path/to/checkout[,/path/to/another]]
 *
 * --compare also starts other checkouts' servers (an older commit: `git worktree add ../old <commit>`, node_modules
 * copied) on the same database, and sends each search to every server in turn (the order rotating): on a shared,
 * loaded machine, figures taken one run after another differ by more than the change measured, requests
 * interleaved see the same load. Steps 2-4 always run this checkout's code. BENCH_QUICK_VAR_DIR (default /tmp/openfds-search-quick), ports
 * BENCH_QUICK_PORT (3171) and BENCH_QUICK_PG_PORT (54471).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { createMailer } from '../../apps/server/src/mail/create-mailer.ts';
import { LocalStorage } from '../../apps/server/src/storage/local-storage.ts';
import { recordStatements, type RecordedStatement } from '../../apps/server/test/statement-recorder.ts';
import { REPO_ROOT, rssMb, serveNodeArgs, waitForHealth } from '../support/serve-process.ts';
import { nameSearchInput } from './name-inputs.ts';
import { timePhases, type RequestPhases } from './request-phases.ts';
// What a browser sends (compression, language): each reply is compressed as it is for a visitor.
import { BROWSER_HEADERS } from '../support/browser-get.ts';
import { embeddedUrl } from '../embedded-url.ts';

const { values: args } = parseArgs({
  options: {
    suppliers: { type: 'string', default: '900' },
    sheets: { type: 'string', default: '200000' },
    samples: { type: 'string', default: '300' },
    compare: { type: 'string', default: '' },
  },
});
const VAR_DIR = process.env.BENCH_QUICK_VAR_DIR ?? '/tmp/openfds-search-quick';
const PORT = Number(process.env.BENCH_QUICK_PORT ?? 3171);
const PG_PORT = Number(process.env.BENCH_QUICK_PG_PORT ?? 54471);
/** The cluster's URL, its password read from VAR_DIR once the generator or the server has made it. */
const dbUrl = () => embeddedUrl(VAR_DIR, PG_PORT);
/** The servers measured: this checkout, then the ones to compare with (each on the next port). */
const serverRoots = [REPO_ROOT, ...args.compare!.split(',').filter(Boolean)].map((r) => path.resolve(r));
const env = {
  ...process.env,
  VAR_DIR,
  PORT: String(PORT),
  EMBEDDED_PG_PORT: String(PG_PORT),
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // One IP sending hundreds of requests a minute: the per-IP limit would refuse them.
  RATE_LIMIT_PER_MINUTE: '100000000',
  RUN_JOBS: 'false',
  SEED_DEMO_DATA: 'false',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
function stats(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (v: number) => v.toFixed(2).padStart(7);

async function generateOnce(): Promise<void> {
  const marker = path.join(VAR_DIR, 'generated.json');
  if (fs.existsSync(marker)) return;
  fs.mkdirSync(VAR_DIR, { recursive: true });
  console.log(`[quick] generating ${args.suppliers} suppliers / ${args.sheets} sheets in ${VAR_DIR}`);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/scripts/generate.ts', '--suppliers', args.suppliers!, '--sheets', args.sheets!], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generate exited with ${code}`))));
  });
  const seconds = (Date.now() - started) / 1000;
  fs.writeFileSync(marker, JSON.stringify({ suppliers: Number(args.suppliers), sheets: Number(args.sheets), seconds }));
  console.log(`[quick] generated in ${seconds.toFixed(0)} s`);
}

/** Sampled product-name search URLs (the inputs of search-bench.ts: whole words, prefixes, two words, typos). */
async function sampleQueries(n: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: dbUrl() });
  await db.connect();
  const { rows } = await db.query(
    `SELECT d.product_name, d.language, s.code AS supplier FROM documents d TABLESAMPLE SYSTEM (2) REPEATABLE (7)
     JOIN suppliers s ON s.id = d.supplier_id WHERE d.is_latest AND d.access = 'public' LIMIT $1`,
    [n * 2],
  );
  await db.end();
  const urls: string[] = [];
  for (let i = 0; urls.length < n && i < n * 2; i++) {
    const input = nameSearchInput(rows, i);
    if (input) urls.push(input.url);
  }
  return urls;
}

interface Server {
  root: string;
  commit: string;
  base: string;
  process: ChildProcess;
  /**
   * The reply as a browser asks for it (Accept-Encoding br...), read as bytes: the server's time. `decodedTimes`: the
   * same through fetch, which also decodes it (on zlib's thread pool: a cost of this Node client, not of a browser).
   * `plainTimes`: no compression asked.
   */
  times: number[];
  decodedTimes: number[];
  plainTimes: number[];
  encodings: Set<string>;
  rss: number;
}

/** Starts a checkout's server as `npm run serve` does; the first one starts the embedded PostgreSQL, the others use it. */
async function startServer(root: string, index: number): Promise<Server> {
  const port = PORT + index;
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = { ...env, PORT: String(port), PUBLIC_URL: base, DATABASE_URL: index === 0 ? '' : dbUrl() };
  const serverArgs = serveNodeArgs(root);
  const commit = execFileSync('git', ['log', '-1', '--format=%h'], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`[quick] server ${commit} (${root}) on ${port}: node ${serverArgs.join(' ')}`);
  const child = spawn(process.execPath, serverArgs, { cwd: root, env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  process.on('exit', () => child.kill('SIGINT'));
  await waitForHealth(base, 600, 500);
  return { root, commit, base, process: child, times: [], decodedTimes: [], plainTimes: [], encodings: new Set(), rss: 0 };
}

/**
 * Each search sent to every server in turn, the first server and the first variant changing from one search to the
 * next (`first` is the position of urls[0] in the whole sample: the measure sends one search at a time, and with
 * its own index always 0 the first server and br always came first, paying the search's first run; issue #24).
 */
async function httpTimes(servers: Server[], urls: string[], keep: boolean, first = 0): Promise<void> {
  for (const [j, url] of urls.entries()) {
    const i = first + j;
    for (let k = 0; k < servers.length; k++) {
      const server = servers[(i + k) % servers.length];
      const variants = ['raw', 'decoded', 'plain'] as const;
      for (let v = 0; v < variants.length; v++) {
        const variant = variants[(i + v) % variants.length];
        const t0 = performance.now();
        let encoding: string;
        if (variant === 'decoded') {
          const res = await fetch(server.base + url, { headers: BROWSER_HEADERS });
          await res.arrayBuffer();
          encoding = res.headers.get('content-encoding') ?? 'none';
        } else encoding = await rawGet(server.base + url, variant === 'plain' ? { ...BROWSER_HEADERS, 'accept-encoding': 'identity' } : BROWSER_HEADERS);
        if (!keep) continue;
        ({ raw: server.times, decoded: server.decodedTimes, plain: server.plainTimes })[variant].push(performance.now() - t0);
        if (variant === 'raw') server.encodings.add(encoding);
      }
    }
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** GET read to its last byte, not decoded; resolves with the reply's content-encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(String(res.headers['content-encoding'] ?? 'none')));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The app of this checkout in process, on the bench database, its phases timed. */
async function inProcessApp(sink: (p: RequestPhases) => void) {
  const config = { ...loadConfig(env), databaseUrl: dbUrl(), varDir: path.join(os.tmpdir(), 'openfds-quick-inprocess') };
  const pool = createPool(dbUrl(), 20);
  const ctx: AppContext = {
    config,
    pool,
    db: createDb(pool),
    storage: new LocalStorage(path.join(config.varDir, 'files')),
    mailer: createMailer({ ...config, smtpUrl: null, mailDir: path.join(config.varDir, 'mail') }, () => {}),
    jobs: { send: async () => null },
    clock: systemClock,
  };
  const app = await buildApp(ctx, { observe: (a) => timePhases(a, sink) });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

/**
 * Each search's statements run directly: on a connection with the same session settings (the search pool's generic
 * plans), prepared under the same name; `run` times one search.
 */
async function sqlReplayer() {
  const clients = new Map<string, pg.Client>();
  const clientFor = async (options: string | undefined) => {
    const key = options ?? '';
    let client = clients.get(key);
    if (!client) {
      client = new pg.Client({ connectionString: dbUrl(), options });
      await client.connect();
      clients.set(key, client);
    }
    return client;
  };
  const run = async (statements: RecordedStatement[]) => {
    let sum = 0;
    for (const s of statements) {
      const client = await clientFor(s.options);
      const t0 = performance.now();
      await client.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });
      sum += performance.now() - t0;
    }
    return sum;
  };
  return {
    run,
    close: async () => {
      for (const client of clients.values()) await client.end();
    },
  };
}

function compressionTimes(payloads: string[]) {
  const settings: [string, (b: Buffer) => Buffer][] = [
    ['brotli quality 4', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })],
    ['brotli quality 3', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } })],
    ['brotli quality 1', (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })],
    ['gzip level 6', (b) => zlib.gzipSync(b)],
    ['gzip level 1', (b) => zlib.gzipSync(b, { level: 1 })],
  ];
  const buffers = payloads.map((p) => Buffer.from(p));
  return settings.map(([label, fn]) => {
    const times: number[] = [];
    let bytes = 0;
    for (const b of buffers) {
      const t0 = performance.now();
      bytes += fn(b).length;
      times.push(performance.now() - t0);
    }
    return { label, p50: stats(times).p50, meanBytes: bytes / buffers.length };
  });
}

async function main() {
  await generateOnce();
  const servers: Server[] = [];
  for (const [i, root] of serverRoots.entries()) servers.push(await startServer(root, i));
  const loadBefore = os.loadavg();
  const urls = await sampleQueries(Number(args.samples));

  // In process: each search's phases and statements.
  const recorder = recordStatements();
  const phases: RequestPhases[] = [];
  const perSearch: RecordedStatement[][] = [];
  const sqlInProcess: number[] = [];
  const inProcess = await inProcessApp((p) => phases.push(p));
  for (const url of urls.slice(0, 50)) await inProcess.app.inject({ method: 'GET', url, headers: BROWSER_HEADERS });
  phases.length = 0;
  for (const url of urls) {
    recorder.clear();
    await inProcess.app.inject({ method: 'GET', url, headers: BROWSER_HEADERS });
    perSearch.push([...recorder.statements]);
    sqlInProcess.push(recorder.statements.reduce((sum, s) => sum + s.ms, 0));
  }
  recorder.stop();
  await inProcess.close();

  // HTTP (every server) and the same statements run directly, search by search in turn: the same load for all.
  const replay = await sqlReplayer();
  for (const statements of perSearch) await replay.run(statements);
  await httpTimes(servers, urls.slice(0, 50), false);
  const sql: number[] = [];
  for (const [i, url] of urls.entries()) {
    await httpTimes(servers, [url], true, i);
    sql.push(await replay.run(perSearch[i]));
  }
  await replay.close();
  for (const server of servers) server.rss = rssMb(server.process.pid!);
  const compression = compressionTimes(phases.map((p) => p.json));
  // The first server last: it stops the embedded PostgreSQL the others use.
  for (const server of [...servers].reverse()) server.process.kill('SIGINT');

  const q = stats(sql);
  const phase = (key: keyof Omit<RequestPhases, 'json'>) => stats(phases.map((p) => p[key]));
  const statementsPerSearch = perSearch.map((s) => s.length);
  const rowsPerSearch = perSearch.map((s) => s.reduce((n, st) => n + st.rows, 0));
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`\nmachine: ${os.cpus()[0].model}, ${os.cpus().length} cores; load ${load(loadBefore)} at the start, ${load(os.loadavg())} at the end`);
  console.log(`catalogue ${args.sheets} sheets; ${urls.length} product-name searches; JSON reply p50 ${phase('jsonBytes').p50} bytes`);
  console.log(`\n${'one client'.padEnd(48)}    p50        p95        p99   HTTP p50 / SQL p50   RSS`);
  for (const server of servers) {
    for (const variant of ['raw', 'decoded', 'plain'] as const) {
      const h = stats({ raw: server.times, decoded: server.decodedTimes, plain: server.plainTimes }[variant]);
      const what = { raw: [...server.encodings].join('/'), decoded: 'fetch, decoded', plain: 'identity asked' }[variant];
      const label = `HTTP, ${server.commit}${server.root === REPO_ROOT ? ' (this checkout)' : ''}, ${what}`;
      console.log(
        `${label.padEnd(48)} ${ms(h.p50)} ms ${ms(h.p95)} ms ${ms(h.p99)} ms   ${(h.p50 / q.p50).toFixed(2).padStart(6)}            ${server.rss.toFixed(0)} MB`,
      );
    }
  }
  console.log(`${'its SQL statements, run directly'.padEnd(48)} ${ms(q.p50)} ms ${ms(q.p95)} ms ${ms(q.p99)} ms`);
  console.log(`server overhead = HTTP p50 / SQL p50 (1.00 would be the SQL alone), on the first line of each server`);
  console.log(`\nphases in process (this checkout, app.inject)        p50       p95      mean`);
  for (const [label, key] of [
    ['onRequest hooks (headers, rate limit, session)', 'hooks'],
    ['handler (validation, access, SQL, rows, envelope)', 'handler'],
    ['serialisation', 'serialise'],
    ['onSend (headers, compression) and write', 'send'],
    ['total', 'total'],
  ] as const) {
    const s = phase(key);
    console.log(`  ${label.padEnd(50)} ${ms(s.p50)} ${ms(s.p95)} ${ms(mean(phases.map((p) => p[key])))}`);
  }
  const sqlIn = stats(sqlInProcess);
  console.log(`  ${'  of the handler: SQL statements (in process)'.padEnd(50)} ${ms(sqlIn.p50)} ${ms(sqlIn.p95)} ${ms(mean(sqlInProcess))}`);
  console.log(
    `statements per search: p50 ${stats(statementsPerSearch).p50}, max ${Math.max(...statementsPerSearch)}; rows returned p50 ${stats(rowsPerSearch).p50}`,
  );
  console.log(`\ncompression of the replies (alone, p50 per reply):`);
  for (const c of compression) console.log(`  ${c.label.padEnd(18)} ${ms(c.p50)} ms  ${c.meanBytes.toFixed(0).padStart(6)} bytes`);
  process.exit(0);
}

main().catch((error) => {
  console.error('[quick] failed:', error);
  process.exit(1);
});
