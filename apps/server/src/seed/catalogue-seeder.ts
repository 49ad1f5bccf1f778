import { loadSyntheticCatalogue } from '../catalogue/generator/load-synthetic-catalogue.ts';
import type { Seeder } from './index.ts';
import { supplierCount } from './seed.repository.ts';

/** Demo catalogue sizes: a slice of the same generator as `npm run generate` (same seed, same kind of data). */
export const DEMO_SUPPLIERS = 50;
export const DEMO_SHEETS = 5_000;
export const DEMO_SEED = 2026;

/**
 * Fills the demo catalogue on a fresh database: 50 suppliers, 5,000 sheets with COPY (about a second), revised
 * like a real catalogue (mostly within the last 5 years).
 * The PDFs are not rendered here: each sheet's readable 16-section PDF is rendered on first open and stored
 * (documents/sheet-file.ts), so the first start stays fast.
 */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  async run(ctx, log) {
    if ((await supplierCount(ctx.pool)) > 0) return;
    const started = Date.now();
    // Revision dates relative to today, mostly within the substance watch's age limit (see recentDate).
    const result = await loadSyntheticCatalogue(ctx.pool, {
      suppliers: DEMO_SUPPLIERS,
      sheets: DEMO_SHEETS,
      seed: DEMO_SEED,
      revisedUntil: new Date(),
    });
    log(`${result.suppliers} suppliers and ${result.sheets} sheets in ${Date.now() - started} ms`);
  },
};
