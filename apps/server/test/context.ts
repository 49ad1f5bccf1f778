import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { MovableClock } from '../src/clock.ts';
import { createDb, createPool } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { JobQueue } from '../src/jobs/queue.ts';
import { createMailer } from '../src/mail/create-mailer.ts';
import { LocalStorage } from '../src/storage/local-storage.ts';

export interface TestContext extends AppContext {
  /** The app's clock, moved by tests (advance, set) instead of sleeping. */
  clock: MovableClock;
  app: FastifyInstance;
  tmpDir: string;
  /** Jobs sent during the test, in order (the queue is recorded, the handlers are run by the tests that need them). */
  sentJobs: { name: string; data: object }[];
  close(): Promise<void>;
}

/**
 * A fresh database (created from scratch and migrated) and app for one test file, against the run's real
 * PostgreSQL. Mails go to a temporary folder as .eml files unless `config.smtpUrl` is given.
 */
export async function createTestContext(overrides: Partial<Config> = {}, options: { serveWeb?: boolean } = {}): Promise<TestContext> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-test-'));
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: url.toString(),
    varDir: tmpDir,
    mailDir: path.join(tmpDir, 'mail'),
    storageDir: path.join(tmpDir, 'files'),
    publicUrl: 'http://localhost:3000',
    allowedOrigins: ['http://localhost:3000'],
    // The API tests play clients behind a reverse proxy on the loopback (X-Forwarded-For picks their address);
    // the default (no proxy believed) has its own test in config.test.ts.
    trustProxy: 'loopback',
    // No test asks the real VIES (shop/vat.test.ts gives a local stand-in): without it no reverse charge.
    viesUrl: null,
    ...overrides,
  };
  const pool = createPool(url.toString(), 5);
  await migrate(pool);
  const db = createDb(pool);
  const sentJobs: { name: string; data: object }[] = [];
  const jobs: JobQueue = {
    async send(jobName, data) {
      sentJobs.push({ name: jobName, data });
      return String(sentJobs.length);
    },
  };
  const clock = new MovableClock();
  const ctx: AppContext = {
    config,
    pool,
    db,
    storage: new LocalStorage(config.storageDir),
    mailer: createMailer(config, () => {}),
    jobs,
    clock,
  };
  const app = await buildApp(ctx, { serveWeb: options.serveWeb ?? false });
  await app.ready();
  return {
    ...ctx,
    clock,
    app,
    tmpDir,
    sentJobs,
    async close() {
      await app.close();
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}
