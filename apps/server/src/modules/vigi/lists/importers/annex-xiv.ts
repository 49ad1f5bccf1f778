import { memberRule, splitGroupName } from './echa-groups.ts';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { parseDate, readTable, rowIdentifiers } from './tabular.ts';

/** Columns of ECHA's Authorisation List (REACH Annex XIV) table export. */
export const ANNEX_XIV_COLUMNS = ['Substance name', 'EC No.', 'CAS No.', 'Entry No.', 'Latest application date', 'Sunset Date'];

export const annexXivImporter: ListImporter = {
  list: 'annex_xiv',
  format: 'csv',
  async parse(data) {
    const rows = readTable(data, ANNEX_XIV_COLUMNS);
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    for (const row of rows) {
      const entryNumber = row['entry no.'];
      const { name, members } = splitGroupName(row['substance name']);
      if (!entryNumber || !name) {
        warnings.push(`row without entry number skipped: ${row['substance name']}`);
        continue;
      }
      entries.push(
        emptyEntry({
          entryKey: `entry:${entryNumber}`,
          name,
          entryNumber,
          ...rowIdentifiers(row),
          reason: row['intrinsic property'] || null,
          latestApplicationDate: parseDate(row['latest application date']),
          sunsetDate: parseDate(row['sunset date']),
          groupRule: memberRule(members),
          details: members.length ? { members } : {},
        }),
      );
    }
    return { entries, label: null, publicationDate: null, warnings };
  },
};
