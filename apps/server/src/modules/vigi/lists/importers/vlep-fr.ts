import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { fold, identityKey, readTable, rowIdentifiers } from './tabular.ts';

/**
 * Our file format for the French occupational exposure limits (VLEP, INRS ED 984 / Code du travail
 * R. 4412-149 and the arrêtés), since no official machine-readable file ships with the project.
 * CSV, UTF-8, comma-separated, one row per substance:
 *   Substance name, CAS No., Status                                          (required)
 *   EC No., VLEP 8h mg/m3, VLEP 8h ppm, VLCT 15min mg/m3, VLCT 15min ppm, Reference  (optional)
 * Status: "contraignante" (binding) or "indicative". Values are copied as written, never computed.
 */
export const VLEP_FR_COLUMNS = ['Substance name', 'CAS No.', 'Status'];
const VALUE_COLUMNS = ['vlep 8h mg/m3', 'vlep 8h ppm', 'vlct 15min mg/m3', 'vlct 15min ppm'];

export const vlepFrImporter: ListImporter = {
  list: 'vlep_fr',
  format: 'csv',
  async parse(data) {
    const rows = readTable(data, VLEP_FR_COLUMNS);
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const name = row['substance name'];
      const status = fold(row['status'] ?? '');
      if (!name || !['contraignante', 'indicative'].includes(status)) {
        warnings.push(`row skipped (status "${row['status']}"): ${name}`);
        continue;
      }
      const ids = rowIdentifiers(row);
      const entryKey = identityKey(ids, name, 'cas');
      if (seen.has(entryKey)) continue;
      seen.add(entryKey);
      const values: Record<string, string> = {};
      for (const column of VALUE_COLUMNS) if (row[column]) values[column] = row[column];
      entries.push(
        emptyEntry({
          entryKey,
          name,
          ...ids,
          reason: status,
          classification: Object.entries(values).map(([k, v]) => `${k}: ${v}`),
          conditions: row['reference'] || null,
          details: { status, values },
        }),
      );
    }
    return { entries, label: null, publicationDate: null, warnings };
  },
};
