import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './accounts.ts';
import { addSupplier, pdfBytes } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';
import { freePort } from './global-setup.ts';
import { startJobs } from '../src/jobs/boss.ts';

/**
 * Issue #11 "keep the probes": real processes on one PostgreSQL.
 * - Crash: `npm run import` killed (-9) right after a batch commit, then a server killed during its jobs; after the
 *   restarts nothing is lost, duplicated or left unqueued.
 * - Two instances: a session made on one works on the other, the rate limit is shared, a job runs once, and a job
 *   left by a killed instance is finished by the other within a minute.
 */
const root = path.resolve(import.meta.dirname, '../../..');

describe('crash and scale-out (real processes, one database)', () => {
  let t: TestContext;
  const children: ChildProcess[] = [];
  let shared: { mailDir: string; storageDir: string };

  const envFor = (port: number, extra: Record<string, string> = {}) => ({
    ...process.env,
    DATABASE_URL: t.config.databaseUrl!,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    VAR_DIR: path.join(t.tmpDir, `var-${port}`),
    MAIL_DIR: shared.mailDir,
    STORAGE_DIR: shared.storageDir,
    SMTP_URL: '',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    READER_TIMEOUT_MS: '3000',
    RATE_LIMIT_PER_MINUTE: '20',
    ...extra,
  });

  const startServer = async (extra: Record<string, string> = {}) => {
    const port = await freePort();
    const log = fs.openSync(path.join(t.tmpDir, `server-${port}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: envFor(port, extra), stdio: ['ignore', log, log] });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(fs.readFileSync(path.join(t.tmpDir, `server-${port}.log`), 'utf8').slice(-3000));
      try {
        if ((await fetch(`${url}/api/v1/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    return { child, url };
  };
  const kill9 = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  const stop = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const count = async (query: string, values: unknown[] = []) => Number((await t.pool.query(query, values)).rows[0].n);

  beforeAll(async () => {
    t = await createTestContext();
    shared = { mailDir: path.join(t.tmpDir, 'mail'), storageDir: path.join(t.tmpDir, 'files') };
    fs.mkdirSync(shared.mailDir, { recursive: true });
  });
  afterAll(async () => {
    for (const child of children) await kill9(child).catch(() => {});
    await t?.close();
  });

  it('loses, duplicates and leaves unqueued nothing when the importer and then the server are killed', async () => {
    // A folder of 260 sheets: two batches (of 200 and 60).
    const folder = path.join(t.tmpDir, 'import');
    fs.mkdirSync(folder, { recursive: true });
    const rows: string[] = [];
    for (let i = 0; i < 260; i++) {
      fs.writeFileSync(path.join(folder, `s${i}.pdf`), pdfBytes(`crash-${i}`));
      rows.push(`CRASH,P${i},Produit ${i},fr,2024-01-01,1.0,s${i}.pdf`);
    }
    fs.writeFileSync(path.join(folder, 'suppliers.csv'), 'code,name,access_level,country\nCRASH,Crash Test SA,public,FR\n');
    fs.writeFileSync(
      path.join(folder, 'documents.csv'),
      `supplier_code,product_code,product_name,language,revision_date,revision_version,file\n${rows.join('\n')}\n`,
    );
    const importer = (extra: Record<string, string> = {}) =>
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/scripts/import.ts', folder], { cwd: root, env: envFor(0, extra), stdio: 'ignore' });

    // Killed as soon as the first batch is committed.
    const first = importer();
    children.push(first);
    await waitFor('the first batch', async () => (await count(`SELECT count(*) AS n FROM documents`)) >= 200, 90_000);
    await kill9(first);
    const stored = await count(`SELECT count(*) AS n FROM documents`);
    expect(stored).toBeGreaterThanOrEqual(200);
    expect(stored).toBeLessThan(260);
    // Every committed sheet has its job (queued in the same transaction).
    const unqueued = `SELECT count(*) AS n FROM documents d WHERE NOT EXISTS (
                        SELECT 1 FROM pgboss.job j WHERE j.name = 'sds.extract' AND (j.data->>'documentId')::bigint = d.id)`;
    expect(await count(unqueued)).toBe(0);

    // The re-run completes the folder, queueing nothing twice.
    const second = importer();
    children.push(second);
    await new Promise((r) => second.once('exit', r));
    expect(await count(`SELECT count(*) AS n FROM documents`)).toBe(260);
    expect(await count(unqueued)).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT data->>'documentId' FROM pgboss.job WHERE name = 'sds.extract' GROUP BY 1 HAVING count(*) > 1) x`),
    ).toBe(0);

    // A server reads them, and is killed in the middle; its successor finishes every sheet exactly once.
    const a = await startServer({ EXTRACT_CONCURRENCY: '2' });
    await waitFor('some readings', async () => (await count(`SELECT count(*) AS n FROM document_extractions WHERE status <> 'in_progress'`)) >= 10, 120_000);
    await kill9(a.child);
    const b = await startServer({ EXTRACT_CONCURRENCY: '2' });
    await waitFor('every reading', async () => (await count(`SELECT count(*) AS n FROM document_extractions WHERE status <> 'in_progress'`)) === 260, 240_000);
    expect(await count(`SELECT count(*) AS n FROM documents d WHERE NOT EXISTS (SELECT 1 FROM document_extractions e WHERE e.document_id = d.id)`)).toBe(0);
    // The jobs the killed server held are taken as lost after their expiry and run again by its successor.
    await waitFor(
      'the jobs of the killed server',
      async () => (await count(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'sds.extract' AND state < 'completed'`)) === 0,
      90_000,
    );
    await stop(b.child);
  }, 480_000);

  it('two instances share sessions, the rate limit and the jobs; one finishes a job the other left when killed', async () => {
    await createUser(t, { email: 'two@example.com', password: 'Two-Instances-2025' });
    const a = await startServer({ TRUST_PROXY: 'loopback' });
    const b = await startServer({ TRUST_PROXY: 'loopback' });

    // A session made on A works on B.
    const login = await fetch(`${a.url}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'two@example.com', password: 'Two-Instances-2025' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const me = (await (await fetch(`${b.url}/api/v1/session`, { headers: { cookie } })).json()) as { collection: { items: { login: string }[] } };
    expect(me.collection.items[0].login).toBe('two@example.com');

    // The rate limit (20 a minute) counts both instances' requests.
    // The 30 calls come from an address of their own (both instances believe the loopback proxy): the login, the
    // session check and the start-up health polls count for 127.0.0.1, not for it. They must also fall in one
    // one-minute window: near a window's end, wait for the next one (a few seconds at most, not a whole minute).
    const client = { 'x-forwarded-for': '198.51.100.20' };
    if (Date.now() % 60_000 > 50_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 200));
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await fetch(`${a.url}/api/v1/site_config`, { headers: client })).status);
    for (let i = 0; i < 15; i++) statuses.push((await fetch(`${b.url}/api/v1/site_config`, { headers: client })).status);
    const passed = statuses.filter((s) => s === 200).length;
    expect(passed).toBeGreaterThanOrEqual(18); // 20, less the health checks of this minute
    expect(passed).toBeLessThanOrEqual(22); // at most one batch of overshoot per instance
    expect(statuses.slice(15).filter((s) => s === 429).length).toBeGreaterThan(0);

    // A job runs once: an update mail to one confirmed subscriber, with both instances working.
    const supplier = await addSupplier(t, { code: 'TWO', name: 'Two SA' });
    const docs = await t.pool.query(
      `INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, language, type, access, is_latest)
       VALUES ('1111111-11111-11111-111111', $1, 'K', 'Old', 'old', 'fr', 'SDS', 'public', false),
              ('2222222-22222-22222-222222', $1, 'K', 'New', 'new', 'fr', 'SDS', 'public', true) RETURNING id`,
      [supplier],
    );
    const [oldId, newId] = docs.rows.map((r) => Number(r.id));
    await t.pool.query(`UPDATE documents SET superseded_by = $2 WHERE id = $1`, [oldId, newId]);
    await t.pool.query(
      `INSERT INTO update_subscriptions (email, supplier_id, product_key, language, document_id, expires_at) VALUES ('sub@example.com', $1, 'K', 'fr', $2, now() + interval '1 year')`,
      [supplier, oldId],
    );
    await t.pool.query(`INSERT INTO update_mail_addresses (email, confirmed_at) VALUES ('sub@example.com', now())`);
    const before = fs.readdirSync(shared.mailDir).length;
    const queue = await startJobs(t.config.databaseUrl!, [], { work: false, log: () => {} });
    // Sent three times (no singleton key): whichever instance runs them, the subscriber gets one mail.
    for (let i = 0; i < 3; i++) await queue.send('catalogue.update-mails', { documentId: newId });
    await waitFor(
      'the update jobs',
      async () => (await count(`SELECT count(*) AS n FROM pgboss.job WHERE name = 'catalogue.update-mails' AND state < 'completed'`)) === 0,
      30_000,
    );
    expect(fs.readdirSync(shared.mailDir).length - before).toBe(1);

    // A job left active by a killed instance is finished by the other within a minute.
    await stop(b.child);
    await t.pool.query(
      `INSERT INTO documents (iddc, supplier_id, product_key, product_name, product_name_slug, language, type, access) VALUES ('3333333-33333-33333-333333', $1, 'L', 'Left', 'left', 'fr', 'SDS', 'public')`,
      [supplier],
    );
    const left = Number((await t.pool.query(`SELECT id FROM documents WHERE iddc = '3333333-33333-33333-333333'`)).rows[0].id);
    // What A holds when it dies: the job fetched (active) and not finished.
    const id = await queue.send('sds.extract', { documentId: left }, { singletonKey: `sds.extract:${left}` });
    await t.pool.query(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1`, [id]);
    await kill9(a.child);
    await queue.stop();
    const started = Date.now();
    // C gets its own high limit: A and B used up this minute's shared quota above, and C's start-up health polls
    // would otherwise be refused until the next minute (up to 60 s of the minute this step is given).
    const c = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
    await waitFor(
      'the left job',
      async () => (await count(`SELECT count(*) AS n FROM document_extractions WHERE document_id = $1 AND status <> 'in_progress'`, [left])) === 1,
      60_000,
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    await stop(c.child);
  }, 240_000);
});
