import { fold } from './tabular.ts';
import { splitGroupName, memberRule } from './echa-groups.ts';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { identityKey, parseDate, readTable, rowIdentifiers } from './tabular.ts';

/** Columns of ECHA's candidate-list table export (https://echa.europa.eu/candidate-list-table). */
export const CANDIDATE_LIST_COLUMNS = ['Substance name', 'EC No.', 'CAS No.', 'Date of inclusion', 'Reason for inclusion'];

export const candidateListImporter: ListImporter = {
  list: 'candidate_list',
  format: 'csv',
  async parse(data) {
    const rows = readTable(data, CANDIDATE_LIST_COLUMNS);
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const { name, members } = splitGroupName(row['substance name']);
      if (!name) continue;
      const ids = rowIdentifiers(row);
      // ECHA has no entry number here: the EC number, else the CAS number, else the name identifies an entry.
      let entryKey = identityKey(ids, name);
      if (seen.has(entryKey)) entryKey = `${entryKey}|${fold(name)}`;
      if (seen.has(entryKey)) {
        warnings.push(`duplicate row skipped: ${name}`);
        continue;
      }
      seen.add(entryKey);
      entries.push(
        emptyEntry({
          entryKey,
          name,
          ...ids,
          reason: row['reason for inclusion'] || null,
          inclusionDate: parseDate(row['date of inclusion']),
          groupRule: memberRule(members),
          details: { decision: row['decision'] || null, members: members.length ? members : undefined },
        }),
      );
    }
    return { entries, label: null, publicationDate: latest(entries.map((e) => e.inclusionDate)), warnings };
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
