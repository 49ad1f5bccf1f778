/**
 * Imports a regulatory list file as a new version, like the admin call POST /admin/vigi/lists/{list}/versions:
 *   npm run lists:import -- <list> <file> [--label L] [--source S] [--published YYYY-MM-DD]
 * Uses DATABASE_URL, else the embedded PostgreSQL of VAR_DIR (as main.ts does; stop the server first, or
 * point DATABASE_URL at the running one). Then re-matches the catalogue and mails the alert digests.
 */
import { systemClock } from '../src/clock.ts';
import fs from 'node:fs';
import path from 'node:path';
import { isVigiListCode, VIGI_LIST_CODES } from '@openfds/contract';
import { loadConfig } from '../src/config.ts';
import { createDb, createPool } from '../src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { createMailer } from '../src/mail/create-mailer.ts';
import { createStorage } from '../src/storage/index.ts';
import { ListFileFormatError } from '../src/modules/vigi/lists/importers/parsed-list.ts';
import { importListFile } from '../src/modules/vigi/lists/list-import.service.ts';
import { handleListUpdated } from '../src/modules/vigi/alerts/vigi.jobs.ts';
import { ADR_TABLE_A_LIST, importAdrTableA } from '../src/modules/tools/index.ts';

function option(args: string[], name: string): string | null {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? null) : null;
}

async function main() {
  const args = process.argv.slice(2);
  const [list, file] = args;
  const isTableA = list === ADR_TABLE_A_LIST;
  if ((!isVigiListCode(list) && !isTableA) || !file) {
    console.error(
      `usage: npm run lists:import -- <list> <file> [--label L] [--source S] [--published YYYY-MM-DD]\nlists: ${[...VIGI_LIST_CODES, ADR_TABLE_A_LIST].join(', ')}`,
    );
    process.exit(2);
  }
  const data = fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.varDir, 'pg'),
      port: config.embeddedPgPort,
      sharedBuffers: config.embeddedPgSharedBuffers,
    });
    url = embedded.url;
  }
  const pool = createPool(url, 4);
  try {
    await migrate(pool, (m) => console.log(m));
    const db = createDb(pool);
    if (isTableA) {
      // ADR Table A (issue #28): the BAM "Datenbank GEFAHRGUT" export (ADR25_csv.txt); --label names the edition.
      process.exitCode = await importAdrTableA(db, data, { fileName: path.basename(file), edition: option(args, '--label') });
      return;
    }
    if (!isVigiListCode(list)) return;
    const result = await importListFile(db, list, data, {
      fileName: path.basename(file),
      label: option(args, '--label'),
      source: option(args, '--source'),
      publicationDate: option(args, '--published'),
    });
    if (result.unchanged) {
      console.log(`${list}: this file is the current version already (version ${result.versionId}), nothing changed`);
    } else {
      console.log(
        `${list}: version ${result.versionId}, ${result.entryCount} entries` +
          (result.entered === null ? ' (first version)' : `, entered ${result.entered}, left ${result.left}, changed ${result.changed}`),
      );
      const ctx = { config, pool, db, storage: createStorage(config), mailer: createMailer(config, (m) => console.log(m)), clock: systemClock };
      const { matches, mails } = await handleListUpdated(ctx, { versionId: result.versionId });
      console.log(`${list}: ${matches ?? 0} catalogue matches, ${mails} alert digests sent`);
    }
    for (const w of result.warnings.slice(0, 20)) console.warn(`warning: ${w}`);
  } catch (error) {
    if (error instanceof ListFileFormatError) {
      console.error(`${list}: ${error.message}; expected columns: ${error.expectedColumns.join(', ')}`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
