/**
 * npm run reextract [-- --all] [--limit N] [--concurrency N] [--enqueue]
 *
 * Re-reads every sheet whose stored extraction comes from another reader version than the current one (or that
 * was never read); --all re-reads every sheet with a file. By default the sheets are read in this process with a
 * progress bar; --enqueue queues 'sds.extract' jobs for the server's workers instead. The database is DATABASE_URL,
 * else the embedded one of VAR_DIR (the running server's, when it is up).
 */
import { systemClock } from '../src/clock.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { READER_VERSION } from '@openfds/sds';
import { loadConfig } from '../src/config.ts';
import { createDb, createPool } from '../src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { startJobs } from '../src/jobs/boss.ts';
import { jobDefinitions } from '../src/jobs/index.ts';
import { createMailer } from '../src/mail/create-mailer.ts';
import { createStorage } from '../src/storage/index.ts';
import { createReaderPool, extractionDeps } from '../src/modules/extraction/extraction.job.ts';
import { reextractSheets } from '../src/modules/extraction/reextract.service.ts';

function positive(value: string | undefined, name: string): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} needs a positive whole number`);
    process.exit(2);
  }
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      all: { type: 'boolean', default: false },
      limit: { type: 'string' },
      concurrency: { type: 'string' },
      enqueue: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const limit = positive(values.limit, 'limit');
  const concurrency = positive(values.concurrency, 'concurrency') ?? config.extractConcurrency;

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // A cluster the server already runs is used as it is (its random password read from VAR_DIR, issue #22), and left running.
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.varDir, 'pg'),
      port: config.embeddedPgPort,
      sharedBuffers: config.embeddedPgSharedBuffers,
    });
    databaseUrl = embedded.url;
  }
  const pool = createPool(databaseUrl, concurrency + 4);
  await migrate(pool);
  const db = createDb(pool);
  const base = { config, pool, db, storage: createStorage(config), mailer: createMailer(config, () => {}), clock: systemClock };
  const readerPool = values.enqueue ? null : createReaderPool(base);
  const jobs = values.enqueue ? await startJobs(databaseUrl, jobDefinitions(base), { work: false, log: console.error }) : null;

  const bar = new cliProgress.SingleBar(
    { format: 'reextract |{bar}| {value}/{total} sheets · {failed} failed · {duration_formatted}' },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const result = await reextractSheets(
    db,
    jobs ? { enqueue: jobs } : { run: extractionDeps(base, readerPool!) },
    { currentVersion: READER_VERSION, all: values.all, limit, concurrency },
    (p) => {
      if (!started) {
        bar.start(p.total, 0, { failed: 0 });
        started = true;
      } else bar.update(p.done, { failed: p.failed });
    },
  );
  bar.stop();
  const verb = jobs ? 'queued' : 're-extracted';
  console.log(`${result.done - result.failed} sheet(s) ${verb}, ${result.failed} failed (reader ${READER_VERSION})`);
  await readerPool?.close();
  await jobs?.stop();
  await pool.end();
  await embedded?.stop();
  process.exit(result.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error('reextract failed:', error);
  process.exit(1);
});
