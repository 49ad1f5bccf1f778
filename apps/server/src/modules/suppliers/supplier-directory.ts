import type pg from 'pg';
import { StampedSnapshots } from '../../db/stamped-snapshots.ts';
import { foldText } from '../../catalogue/fold-text.ts';
import { allSuppliersFolded, suppliersStamp, type SupplierRecord } from './suppliers.repository.ts';
import { similarity, trigrams, TRIGRAM_THRESHOLD } from './trigram-similarity.ts';

interface DirectoryEntry {
  record: SupplierRecord;
  /** f_fold(name), as PostgreSQL folds it. */
  fold: string;
  grams: Set<string>;
}

/**
 * The suppliers (about 900 on the real platform) held in memory for the autocomplete, which runs on every
 * keystroke: matching names in JavaScript takes microseconds where the SQL version computed the trigrams of
 * every name on each call (3-7 ms for a short prefix). Instances stay stateless: each request reads a stamp of
 * the table (row count and latest change, one small query) and the copy is reloaded when it differs, so a new or
 * renamed supplier shows at once on every instance.
 */
export class SupplierDirectory {
  private readonly snapshots = new StampedSnapshots(() => this.load());

  constructor(private readonly pool: pg.Pool) {}

  /** Names starting with the typed text, then names close to it (trigrams), then names containing it. */
  async autocomplete(typed: string, limit: number): Promise<SupplierRecord[]> {
    const entries = await this.snapshots.get(await this.stamp());
    const prefix = foldText(typed);
    if (!prefix) return [];
    const typedGrams = trigrams(prefix);
    const ranked: { tier: number; entry: DirectoryEntry }[] = [];
    for (const entry of entries) {
      const tier = entry.fold.startsWith(prefix) ? 0 : similarity(entry.grams, typedGrams) >= TRIGRAM_THRESHOLD ? 1 : entry.fold.includes(prefix) ? 2 : -1;
      if (tier >= 0) ranked.push({ tier, entry });
    }
    ranked.sort(
      (a, b) =>
        a.tier - b.tier ||
        b.entry.record.document_count - a.entry.record.document_count ||
        (a.entry.record.name < b.entry.record.name ? -1 : a.entry.record.name > b.entry.record.name ? 1 : 0),
    );
    return ranked.slice(0, limit).map((r) => r.entry.record);
  }

  private stamp(): Promise<string> {
    return suppliersStamp(this.pool);
  }

  private async load(): Promise<DirectoryEntry[]> {
    const rows = await allSuppliersFolded(this.pool);
    return rows.map((row) => {
      const { name_fold, ...record } = row;
      return { record, fold: name_fold, grams: trigrams(name_fold) };
    });
  }
}
