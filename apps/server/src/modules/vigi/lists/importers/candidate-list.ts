import { fold } from './tabular.ts';
import { splitGroupName, memberRule, groupRows, rowMember, type GroupMember } from './echa-groups.ts';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { identityKey, parseDate, readListRows, rowIdentifiers } from './tabular.ts';

/** Columns of ECHA's candidate-list table export (https://echa.europa.eu/candidate-list-table), CSV or xlsx. */
export const CANDIDATE_LIST_COLUMNS = ['Substance name', 'EC No.', 'CAS No.', 'Date of inclusion', 'Reason for inclusion'];

/** ECHA joins several reasons of one entry with "#" in its xlsx export. */
export function splitReasons(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/#|\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s && s !== '-');
}

export const candidateListImporter: ListImporter = {
  list: 'candidate_list',
  format: 'xlsx',
  async parse(data) {
    const { rows, exportDate, fromWorkbook } = await readListRows(data, CANDIDATE_LIST_COLUMNS);
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    const seen = new Set<string>();
    // The xlsx export splits a group entry into one row per member after the entry's own row; the rows of
    // one entry share its decision document (253 decisions for 253 entries in the export of 22 Feb 2026).
    for (const [row, ...memberRows] of fromWorkbook ? groupRows(rows, 'decision') : rows.map((r) => [r])) {
      const { name, members: named } = splitGroupName(row['substance name']);
      if (!name) continue;
      const members: GroupMember[] = [...named, ...memberRows.map(rowMember)];
      const ids = rowIdentifiers(row);
      // ECHA has no entry number here: the EC number, else the CAS number, else the name identifies an entry.
      let entryKey = identityKey(ids, name);
      if (seen.has(entryKey)) entryKey = `${entryKey}|${fold(name)}`;
      if (seen.has(entryKey)) {
        warnings.push(`duplicate row skipped: ${name}`);
        continue;
      }
      seen.add(entryKey);
      const reasons = splitReasons(row['reason for inclusion']);
      entries.push(
        emptyEntry({
          entryKey,
          name,
          ...ids,
          reason: reasons.join('; ') || null,
          inclusionDate: parseDate(row['date of inclusion']),
          groupRule: memberRule(members),
          details: { decision: row['decision'] || null, reasons, members: members.length ? members : undefined },
        }),
      );
    }
    // The export's own date names the version; a CSV without it is dated by its newest inclusion.
    return { entries, label: null, publicationDate: exportDate ?? latest(entries.map((e) => e.inclusionDate)), warnings };
  },
};

function latest(dates: (string | null)[]): string | null {
  return (
    dates
      .filter((d): d is string => !!d)
      .sort()
      .at(-1) ?? null
  );
}
