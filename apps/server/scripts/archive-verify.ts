/**
 * npm run archive:verify
 *
 * Proves that the proof archive of the supplier sends (issue #27) was not altered: walks the hash chain of every
 * record from the first and recomputes each hash. Exit code 0 when the whole chain holds, 1 with the first broken
 * record otherwise. Uses DATABASE_URL, else the embedded PostgreSQL of VAR_DIR (as main.ts does).
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createDb, createPool } from '../src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';
import { verifyArchive } from '../src/modules/supplier-deliveries/index.ts';

async function main() {
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
  const pool = createPool(url, 2);
  try {
    await migrate(pool);
    const result = await verifyArchive(createDb(pool));
    if (result.broken) {
      console.error(
        `archive:verify FAILED: record ${result.broken.id} does not match the chain (${result.broken.reason}); ${result.records} records before it hold`,
      );
      process.exitCode = 1;
    } else console.log(`archive:verify OK: ${result.records} records, the hash chain holds`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
