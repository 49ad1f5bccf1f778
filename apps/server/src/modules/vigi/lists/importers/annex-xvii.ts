import { groupRows, memberRule, rowMember, splitGroupName, type GroupMember } from './echa-groups.ts';
import { ANNEX_XVII_NAME_RULES } from './annex-xvii-name-rules.ts';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { readListRows, rowIdentifiers } from './tabular.ts';

/** Columns of ECHA's Restriction List (REACH Annex XVII) table export, CSV or xlsx. */
export const ANNEX_XVII_COLUMNS = ['Substance name', 'EC No.', 'CAS No.', 'Entry no.'];

export const annexXviiImporter: ListImporter = {
  list: 'annex_xvii',
  format: 'xlsx',
  async parse(data) {
    // Annex XIV's table has the same first columns: its dates tell it apart.
    const { rows, exportDate } = await readListRows(data, ANNEX_XVII_COLUMNS, {
      forbidden: ['Sunset Date', 'Latest application date', 'Date of inclusion'],
    });
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    // The rows of one entry number are the entry, then its members (xlsx export: 1,873 rows for 78 entries);
    // in the CSV export the first row is the entry and later rows with its number are duplicates.
    for (const [row, ...memberRows] of groupRows(rows, 'entry no.')) {
      const entryNumber = row['entry no.'];
      const { name, members: named } = splitGroupName(row['substance name']);
      if (!entryNumber || !name) {
        warnings.push(`row without entry number skipped: ${row['substance name'].slice(0, 80)}`);
        continue;
      }
      const members: GroupMember[] = [...named, ...memberRows.map(rowMember)];
      entries.push(
        emptyEntry({
          entryKey: `entry:${entryNumber}`,
          name,
          entryNumber,
          ...rowIdentifiers(row),
          // The Conditions column: the restriction text when ECHA fills it, a link to it in the 2026 export; never invented.
          conditions: row['conditions'] || null,
          groupRule: memberRule(members, ANNEX_XVII_NAME_RULES[entryNumber] ?? []),
          details: {
            description: row['description'] && row['description'] !== '-' ? row['description'] : undefined,
            appendices: row['appendices'] || undefined,
            first_published: row['first published'] || undefined,
            members: members.length ? members : undefined,
          },
        }),
      );
    }
    return { entries, label: null, publicationDate: exportDate, warnings };
  },
};
