/**
 * My-FDS benchmark (issue #12).
 *   node --import tsx bench/my-fds/my-fds-bench.ts
 * A generated space of BENCH_SPACE (default 10,000) sheets of the synthetic catalogue, then:
 * - list page: GET /users/{login}/mySDS/documents?limit=500 at random offsets, sorts and tabs (BENCH_RUNS, default 200);
 * - filter by product name: the same with product_name=<a word of the catalogue's names>;
 * - xlsx export of the whole space (GET .../mySDS/export), its duration and size;
 * - zip export (GET .../mySDS/export?zip=true) over real HTTP from a server process started with the serve
 *   script's node arguments (as `npm start`), read to the end, with that process's peak RSS sampled every 50 ms
 *   (BENCH_ZIP_FILES sheets get a corpus PDF, default: the whole space);
 * - upload of a 2 MB sheet (a real corpus text sheet with a high-resolution letterhead image, heavy-sheet.ts) through
 *   the API, the extraction job run by a real pg-boss worker, until its status is "read" (extracted), BENCH_UPLOADS
 *   times (default 10) after a first one that starts the reader.
 * Database: an embedded PostgreSQL in VAR_DIR (default /tmp/myfds-bench-var) on EMBEDDED_PG_PORT (default 54317);
 * the generated catalogue and space are kept between runs. Prints median and p95 (ms) and the machine.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadSyntheticCatalogue } from '../../apps/server/src/catalogue/generator/load-synthetic-catalogue.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { AppContext } from '../../apps/server/src/context.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { createDb, createPool } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { createMailer } from '../../apps/server/src/mail/create-mailer.ts';
import { startJobs } from '../../apps/server/src/jobs/boss.ts';
import { extractJob } from '../../apps/server/src/modules/extraction/extraction.job.ts';
import { hashPassword } from '../../apps/server/src/security/password-hash.ts';
import { LocalStorage } from '../../apps/server/src/storage/local-storage.ts';
import { REPO_ROOT, rssMb, serveNodeArgs, waitForHealth } from '../support/serve-process.ts';
import { heavySheet } from './heavy-sheet.ts';

const SPACE = Number(process.env.BENCH_SPACE ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
const ZIP_FILES = Number(process.env.BENCH_ZIP_FILES ?? SPACE);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'list,filter,xlsx,zip,upload').split(','));
const LOGIN = 'bench@openfds.local';
const PASSWORD = 'Bench-Space-2025';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `median ${quantile(s, 0.5).toFixed(1)} ms, p95 ${quantile(s, 0.95).toFixed(1)} ms (n=${s.length})`;
};

function corpusDir(): string {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = [path.join(root, '../shared/data/sds-corpus/en'), path.join(root, '../../shared/data/sds-corpus/en')].find((d) => fs.existsSync(d));
  if (!dir) throw new Error('sds corpus not found beside the repository');
  return dir;
}

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A session cookie from the real login call of a server listening at base. */
async function cookieOf(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: LOGIN, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('openfds_session='));
  if (!res.ok || !cookie) throw new Error(`login answered ${res.status}`);
  return cookie.split(';')[0];
}

/**
 * Starts the server with the serve script's node arguments on the given database and storage folder, reads the
 * space's zip export to the end over HTTP, and samples the server process's RSS every 50 ms.
 */
async function zipThroughServer(databaseUrl: string, storageDir: string, login: (base: string) => Promise<string>) {
  const port = 3000 + 100 + (process.pid % 800);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, serveNodeArgs(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: storageDir,
      VAR_DIR: path.dirname(storageDir),
      SEED_DEMO_DATA: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, 400, 300);
    const cookie = await login(base);
    const rest = rssMb(server.pid!);
    let peak = rest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid!));
    }, 50);
    const t0 = performance.now();
    const response = await fetch(`${base}/api/v1/users/${LOGIN}/mySDS/export?zip=true`, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const ms = performance.now() - t0;
    clearInterval(sampler);
    if (response.status !== 200) throw new Error(`zip export answered ${response.status}`);
    return { ms, bytes, type: response.headers.get('content-type'), rest, peak };
  } finally {
    server.kill('SIGINT');
    await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  const machine = `${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length} (nproc ${os.availableParallelism()}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`;
  console.log(`machine: ${machine}`);
  const varDir = process.env.VAR_DIR ?? '/tmp/myfds-bench-var';
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(varDir, 'pg'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54317),
    sharedBuffers: '256MB',
  });
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const pool = createPool(embedded.url, 8);
  pool.on('error', () => {});
  const db = createDb(pool);
  const config = {
    ...loadConfig({}),
    databaseUrl: embedded.url,
    varDir,
    storageDir: path.join(varDir, 'files'),
    mailDir: path.join(varDir, 'mail'),
    publicUrl: 'http://localhost',
    allowedOrigins: ['http://localhost'],
    // One client sends every call of the bench (400 and more a minute, and runs follow each other within the
    // minute): the per-IP limit of the default (600/min, counted in PostgreSQL) would answer 429. As the e2e run.
    rateLimitPerMinute: 100_000,
  };
  const ctx: AppContext = {
    config,
    pool,
    db,
    storage: new LocalStorage(config.storageDir),
    mailer: createMailer(config, () => {}),
    clock: systemClock,
    jobs: {
      async send() {
        return null;
      },
    },
  };
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await migrate(pool);
    const { rows: count } = await pool.query(`SELECT count(*)::int AS n FROM documents WHERE is_latest AND access = 'public'`);
    if (count[0].n < SPACE) {
      const started = Date.now();
      await loadSyntheticCatalogue(pool, { suppliers: 80, sheets: Math.ceil(SPACE * 1.8), seed: 7, revisedUntil: new Date() });
      console.log(`catalogue generated in ${Date.now() - started} ms`);
    }
    let user = await db.selectFrom('users').select('id').where('login', '=', LOGIN).executeTakeFirst();
    if (!user) {
      user = await db
        .insertInto('users')
        .values({
          login: LOGIN,
          email: LOGIN,
          password_hash: await hashPassword(PASSWORD),
          status: 'active',
          profile_types: ['mySDS'],
          language: 'en',
          profile: JSON.stringify({ first_name: 'Bench', last_name: 'User', company_name: 'Bench SA' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const userId = user.id;
    await sql`INSERT INTO user_documents (user_id, document_id, source, added_at)
      SELECT ${userId}, id, (ARRAY['favourite','consultation','received'])[1 + (id % 3)], now() - (id % 700) * interval '1 day'
      FROM documents WHERE is_latest AND access = 'public' AND uploaded_by IS NULL ORDER BY id LIMIT ${SPACE}
      ON CONFLICT DO NOTHING`.execute(db);
    // A running server's autovacuum keeps the tables' visibility maps and dead rows in order (naptime one minute);
    // the bench's database only lives for the bench's seconds, so it never does: a migration that rewrites
    // user_documents (0560 filled its sort keys) left 40,000 dead rows and no visibility map here, and every page
    // paid for them (heap fetches on the index-only scans, a bloated count). Vacuumed as a production database is.
    await sql`VACUUM ANALYZE`.execute(db);
    const { rows: held } = await pool.query(`SELECT count(*)::int AS n FROM user_documents WHERE user_id = $1`, [userId]);
    console.log(`space: ${held[0].n} sheets`);

    app = await buildApp(ctx, { logger: false });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: LOGIN, password: PASSWORD } });
    const cookie = login.cookies.find((c) => c.name === 'openfds_session')!.value;
    const get = (url: string) => app!.inject({ method: 'GET', url, cookies: { openfds_session: cookie }, headers: { 'accept-language': 'en' } });
    const base = `/api/v1/users/${LOGIN}/mySDS/documents`;

    // Warm-up, then list pages of 500.
    for (let i = 0; i < 5; i++) await get(`${base}?limit=500`);
    if (PARTS.has('list')) {
      const sorts = ['added_at', 'product_name', 'supplier_name', 'revision_date'];
      const listMs: number[] = [];
      const cpuMs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const offset = 500 * Math.floor(Math.random() * Math.ceil(held[0].n / 500));
        const url = `${base}?limit=500&offset=${offset}&sort_by=${sorts[i % sorts.length]}&sort_direction=${i % 2 ? 'asc' : 'desc'}`;
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        const res = await get(url);
        listMs.push(performance.now() - t0);
        // The app's own CPU time for the page (user + system of this process; PostgreSQL's is apart): a figure the
        // other sessions' load changes much less than the elapsed time.
        const cpu = process.cpuUsage(cpu0);
        cpuMs.push((cpu.user + cpu.system) / 1000);
        if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      }
      console.log(`list page (500 rows, random offset and sort): ${stats(listMs)}`);
      console.log(`  app CPU per list page (this process): ${stats(cpuMs)}`);
    }

    if (PARTS.has('filter')) {
      const { rows: words } = await pool.query(
        `SELECT DISTINCT split_part(d.product_name, ' ', 1 + (d.id % 2)::int) AS w FROM user_documents u JOIN documents d ON d.id = u.document_id
       WHERE u.user_id = $1 LIMIT 400`,
        [userId],
      );
      const terms = words.map((w) => String(w.w).slice(0, 6)).filter((w) => w.length >= 3);
      const filterMs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const res = await get(`${base}?limit=500&product_name=${encodeURIComponent(terms[i % terms.length])}`);
        filterMs.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`filter answered ${res.statusCode}`);
      }
      console.log(`filter by product name (500 rows max): ${stats(filterMs)}`);
    }

    if (PARTS.has('xlsx')) {
      const t0 = performance.now();
      const xlsx = await get(`/api/v1/users/${LOGIN}/mySDS/export`);
      console.log(
        `xlsx export of the whole space: ${(performance.now() - t0).toFixed(0)} ms, ${(xlsx.rawPayload.length / 1024).toFixed(0)} KB, ${xlsx.headers['content-type']}`,
      );
    }

    if (PARTS.has('zip')) {
      // Zip: corpus PDFs behind ZIP_FILES sheets of the space, the archive read over HTTP to the end.
      const corpus = corpusDir();
      const pdfs = fs
        .readdirSync(corpus)
        .flatMap((d) => fs.readdirSync(path.join(corpus, d)).map((f) => path.join(corpus, d, f)))
        .filter((f) => f.endsWith('.pdf'))
        .slice(0, 40);
      const keys: string[] = [];
      for (const f of pdfs) {
        const bytes = fs.readFileSync(f);
        const key = `bench/${crypto.createHash('sha256').update(bytes).digest('hex')}.pdf`;
        await ctx.storage.put(key, bytes, 'application/pdf');
        keys.push(key);
      }
      await pool.query(
        `UPDATE documents d SET file_key = ($3::text[])[1 + (d.id % array_length($3::text[], 1))]
       WHERE d.id IN (SELECT document_id FROM user_documents WHERE user_id = $1 ORDER BY document_id LIMIT $2)`,
        [userId, ZIP_FILES, keys],
      );
      // The server as `npm start` runs it (the serve script's node arguments, its heap cap included), in a process of
      // its own on the bench's database and files, so that the RSS sampled is the server's alone (this process holds
      // the bench's own state and reads the archive as the client).
      const zip = await zipThroughServer(embedded.url, config.storageDir, cookieOf);
      console.log(
        `zip export (${ZIP_FILES} PDFs + workbook, server process started with the serve script's arguments): ${(zip.ms / 1000).toFixed(1)} s, ` +
          `${(zip.bytes / 2 ** 20).toFixed(0)} MB streamed, ${zip.type}, server RSS before ${zip.rest.toFixed(0)} MB, peak ${zip.peak.toFixed(0)} MB`,
      );
    }

    if (PARTS.has('upload')) {
      // Upload of a 2 MB sheet to "read": the multipart call through the real API, the extraction job queued in
      // pg-boss and run by a real worker (as `npm start` runs it: polling every POLL_SECONDS), the status polled
      // in the database every 20 ms until the reading is stored. The sheet: a real corpus text sheet made 2 MB
      // (heavy-sheet.ts), or BENCH_UPLOAD_FILE as it is with BENCH_UPLOAD_MB=0.
      const corpus = corpusDir();
      const wanted = process.env.BENCH_UPLOAD_FILE ?? 'innophos/innophos_2.pdf';
      const source = fs.readFileSync(path.join(corpus, wanted));
      const targetMb = Number(process.env.BENCH_UPLOAD_MB ?? 2);
      const built = targetMb > 0 ? heavySheet(new Uint8Array(source), targetMb * 2 ** 20) : { bytes: new Uint8Array(source), scale: 0 };
      const sheet = Buffer.from(built.bytes);
      const described =
        targetMb > 0
          ? `${path.basename(wanted)} (${(source.length / 2 ** 20).toFixed(2)} MB) with a ${built.scale}x letterhead image: ${(sheet.length / 2 ** 20).toFixed(2)} MB`
          : `${path.basename(wanted)} (${(sheet.length / 2 ** 20).toFixed(2)} MB)`;
      const boss = await startJobs(embedded.url, [extractJob(ctx)], { work: true, log: (msg, err) => console.error(msg, err) });
      ctx.jobs = boss;
      const uploadOnce = async (i: number) => {
        // Each upload its own bytes (a different trailing comment): the same file twice would be the same stored file.
        const bytes = Buffer.concat([sheet, Buffer.from(`\n% bench upload ${Date.now()} ${i}\n`)]);
        const body = multipart(
          { product_name: `Bench upload ${i}`, supplier_name: 'Bench supplier', revision_date: '2024-01-01', language: 'en' },
          { name: 'sheet.pdf', bytes },
        );
        const t0 = performance.now();
        const res = await app!.inject({
          method: 'POST',
          url: base,
          payload: body.payload,
          cookies: { openfds_session: cookie },
          headers: { 'content-type': body.contentType, origin: 'http://localhost' },
        });
        if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        const answered = performance.now() - t0;
        const code = res.json().collection.items[0].iddc as string;
        const doc = await db.selectFrom('documents').select('id').where('iddc', '=', code).executeTakeFirstOrThrow();
        let status = 'in_progress';
        while (status === 'in_progress' && performance.now() - t0 < 120_000) {
          await new Promise((r) => setTimeout(r, 20));
          const row = await db.selectFrom('document_extractions').select('status').where('document_id', '=', doc.id).executeTakeFirst();
          status = row?.status ?? 'in_progress';
        }
        return { ms: performance.now() - t0, answered, status };
      };
      try {
        // The first upload after the start also starts the reader's worker thread (MuPDF WASM): shown apart.
        const cold = await uploadOnce(0);
        console.log(`upload, first after start (reader cold): ${(cold.ms / 1000).toFixed(2)} s, status ${cold.status}`);
        const uploadMs: number[] = [];
        const answeredMs: number[] = [];
        for (let i = 1; i <= UPLOADS; i++) {
          const run = await uploadOnce(i);
          uploadMs.push(run.ms);
          answeredMs.push(run.answered);
          if (run.status !== 'extracted') console.log(`  upload ${i}: status ${run.status}`);
        }
        console.log(`upload of ${described}, API answer: ${stats(answeredMs)}`);
        console.log(`upload of ${described}, to read (status extracted): ${stats(uploadMs)}`);
      } finally {
        await boss.stop();
      }
    }
  } finally {
    await app?.close();
    await pool.end().catch(() => {});
    await embedded.stop();
    const { closeReader } = await import('@openfds/sds');
    await closeReader?.();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
