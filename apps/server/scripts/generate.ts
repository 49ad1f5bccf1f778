import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadSyntheticCatalogue } from '../src/catalogue/generator/load-synthetic-catalogue.ts';
import { openScriptDatabase } from './script-database.ts';

/**
 * npm run generate -- --suppliers 900 --sheets 3000000 [--seed 1]
 * Loads a realistic synthetic catalogue with COPY into DATABASE_URL or the embedded database of VAR_DIR.
 */
async function main() {
  const { values } = parseArgs({
    options: { suppliers: { type: 'string', default: '900' }, sheets: { type: 'string', default: '3000000' }, seed: { type: 'string', default: '1' } },
  });
  const suppliers = Number(values.suppliers);
  const sheets = Number(values.sheets);
  if (!Number.isInteger(suppliers) || suppliers < 1 || !Number.isInteger(sheets) || sheets < suppliers) {
    console.error('usage: npm run generate -- --suppliers <n >= 1> --sheets <n >= suppliers> [--seed <n>]');
    process.exit(2);
  }
  const log = (msg: string) => console.log(`[generate] ${msg}`);
  const db = await openScriptDatabase(log);
  const started = Date.now();
  const bar = new cliProgress.SingleBar({ format: 'sheets {bar} {percentage}% {value}/{total} {eta_formatted}' }, cliProgress.Presets.shades_classic);
  bar.start(sheets, 0);
  try {
    const result = await loadSyntheticCatalogue(db.pool, {
      suppliers,
      sheets,
      seed: Number(values.seed),
      onProgress: (n) => bar.update(n),
      log: (msg) => {
        if (msg.includes('copied')) bar.stop();
        log(msg);
      },
    });
    bar.stop();
    log(`done: ${result.suppliers} suppliers, ${result.sheets} sheets, indexed, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    bar.stop();
    await db.close();
  }
}

main().catch((error) => {
  console.error(`[generate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
