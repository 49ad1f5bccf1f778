import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createPool } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrate } from '../src/db/migrate.ts';

/** The database of a CLI script, found like main.ts does: DATABASE_URL, or the embedded PostgreSQL of VAR_DIR. */
export async function openScriptDatabase(log: (msg: string) => void) {
  const config = loadConfig();
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!url) {
    log(`embedded PostgreSQL in ${path.join(config.varDir, 'pg')} (port ${config.embeddedPgPort})`);
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.varDir, 'pg'),
      port: config.embeddedPgPort,
      sharedBuffers: config.embeddedPgSharedBuffers,
    });
    url = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const pool = createPool(url, 4);
  // Idle connections are cut when the embedded server stops at the end: not an error of the script.
  pool.on('error', () => {});
  await migrate(pool, log);
  return {
    config,
    pool,
    url,
    async close() {
      await pool.end();
      if (stopEmbedded) await stopEmbedded();
    },
  };
}
