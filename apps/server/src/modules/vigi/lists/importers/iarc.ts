import { normaliseCas } from '@openfds/contract';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { fold, readTable } from './tabular.ts';

export const IARC_COLUMNS = ['CAS', 'description', 'group', 'volumes', 'year'];

/** Group codes of the IARC file: 1 = Group 1, 11 = Group 2A, 12 = Group 2B, 3 = Group 3 (also accepts the labels). */
export const IARC_GROUPS: Record<string, '1' | '2A' | '2B' | '3'> = {
  '1': '1',
  '11': '2A',
  '12': '2B',
  '3': '3',
  '2A': '2A',
  '2B': '2B',
};

export const iarcImporter: ListImporter = {
  list: 'iarc',
  format: 'tsv',
  async parse(data) {
    const rows = readTable(data, IARC_COLUMNS, '\t');
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const group = IARC_GROUPS[row['group']?.toUpperCase()];
      const name = row['description'];
      if (!group || !name) {
        warnings.push(`row skipped (group "${row['group']}"): ${name}`);
        continue;
      }
      const cas = row['cas'] ? normaliseCas(row['cas']) : null;
      if (row['cas'] && !cas) warnings.push(`unreadable CAS "${row['cas']}" for ${name}`);
      let entryKey = cas ? `cas:${cas}` : `name:${fold(name)}`;
      if (seen.has(entryKey)) entryKey = `${entryKey}|${fold(name)}`;
      if (seen.has(entryKey)) continue;
      seen.add(entryKey);
      entries.push(
        emptyEntry({
          entryKey,
          name,
          cas,
          reason: group,
          classification: [`IARC ${group}`],
          details: { group, volumes: row['volumes'] || null, year: row['year'] ? Number(row['year']) || null : null },
        }),
      );
    }
    const years = entries.map((e) => e.details.year as number | null).filter((y): y is number => !!y);
    return { entries, label: years.length ? `to ${Math.max(...years)}` : null, publicationDate: null, warnings };
  },
};
