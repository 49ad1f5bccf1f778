import { memberRule, splitGroupName } from './echa-groups.ts';
import { ANNEX_XVII_NAME_RULES } from './annex-xvii-name-rules.ts';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { readTable, rowIdentifiers } from './tabular.ts';

/** Columns of ECHA's Restriction List (REACH Annex XVII) table export. */
export const ANNEX_XVII_COLUMNS = ['Substance name', 'EC No.', 'CAS No.', 'Entry no.'];

export const annexXviiImporter: ListImporter = {
  list: 'annex_xvii',
  format: 'csv',
  async parse(data) {
    // Annex XIV's table has the same first columns: its dates tell it apart.
    const rows = readTable(data, ANNEX_XVII_COLUMNS, ',', ['Sunset Date', 'Latest application date', 'Date of inclusion']);
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const entryNumber = row['entry no.'];
      const { name, members } = splitGroupName(row['substance name']);
      if (!entryNumber || !name) {
        warnings.push(`row without entry number skipped: ${row['substance name'].slice(0, 80)}`);
        continue;
      }
      if (seen.has(entryNumber)) {
        warnings.push(`duplicate entry ${entryNumber} skipped`);
        continue;
      }
      seen.add(entryNumber);
      entries.push(
        emptyEntry({
          entryKey: `entry:${entryNumber}`,
          name,
          entryNumber,
          ...rowIdentifiers(row),
          // The table's Conditions column carries the restriction text when ECHA fills it; never invented.
          conditions: row['conditions'] || null,
          groupRule: memberRule(members, ANNEX_XVII_NAME_RULES[entryNumber] ?? []),
          details: {
            appendices: row['appendices'] || undefined,
            members: members.length ? members : undefined,
          },
        }),
      );
    }
    return { entries, label: null, publicationDate: null, warnings };
  },
};
