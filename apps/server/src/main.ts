import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { systemClock } from './clock.ts';
import { createDb, createPool } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { ChangedMigrationError, migrate } from './db/migrate.ts';
import { startJobs } from './jobs/boss.ts';
import { jobDefinitions } from './jobs/index.ts';
import { createMailer } from './mail/create-mailer.ts';
import { seedDemoData } from './seed/index.ts';
import { createStorage } from './storage/index.ts';

/** Starts the database (embedded, or DATABASE_URL), migrates, seeds on first start, and listens. */
async function main() {
  const config = loadConfig();
  const log = (msg: string) => console.log(`[openfds] ${msg}`);
  if (config.payments === null) {
    // Issue #22: in production the built-in test provider (orders "paid" without money) is never a fallback.
    throw new Error('NODE_ENV=production needs STRIPE_SECRET_KEY (card payments) or PAYMENTS=test (the test provider, said on every page)');
  }
  if (config.payments === 'test') log('payments: TEST provider (no money is taken); the site shows a test-mode banner');
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log(`starting embedded PostgreSQL (data in ${path.join(config.varDir, 'pg')})`);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.varDir, 'pg'),
      port: config.embeddedPgPort,
      sharedBuffers: config.embeddedPgSharedBuffers,
    });
    databaseUrl = embedded.url;
  }
  const pool = createPool(databaseUrl, 20);
  await migrate(pool, log);
  const db = createDb(pool);
  const base = { config, pool, db, storage: createStorage(config), mailer: createMailer(config, log), clock: systemClock };
  const jobs = await startJobs(databaseUrl, jobDefinitions(base), {
    work: config.runJobs,
    log: (msg, err) => console.error(`[openfds] ${msg}`, err),
  });
  // Job handlers that queue follow-up jobs (my-fds revisions) read base.jobs when they run.
  Object.assign(base, { jobs });
  const ctx: AppContext = { ...base, jobs };
  if (config.seedDemoData) await seedDemoData(ctx, log);
  const app = await buildApp(ctx, { logger: { level: config.logLevel }, serveWeb: true, housekeeping: true });
  await app.listen({ port: config.port, host: config.host });
  log(`OpenFDS is ready on ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, stopping`);
    await app.close().catch(() => {});
    await jobs.stop().catch(() => {});
    await pool.end().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('[openfds] failed to start:', error instanceof ChangedMigrationError ? error.message : error);
  process.exit(1);
});
