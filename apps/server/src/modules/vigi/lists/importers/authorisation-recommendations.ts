import { memberRule, splitGroupName } from './echa-groups.ts';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { identityKey, parseDate, readTable, rowIdentifiers } from './tabular.ts';

/**
 * Our file format for ECHA's recommendations for inclusion in the Authorisation List (no official file is
 * shipped with the project). CSV, UTF-8, comma-separated, one row per recommended substance:
 *   Substance name, EC No., CAS No., Recommendation round, Date of recommendation   (required)
 *   Intrinsic property, Proposed latest application date, Proposed sunset date      (optional)
 * Dates as 05-Nov-2025, 2025-11-05 or 05/11/2025. See modules/vigi/README.md.
 */
export const AUTHORISATION_RECOMMENDATIONS_COLUMNS = ['Substance name', 'EC No.', 'CAS No.', 'Recommendation round', 'Date of recommendation'];

export const authorisationRecommendationsImporter: ListImporter = {
  list: 'authorisation_recommendations',
  format: 'csv',
  async parse(data) {
    const rows = readTable(data, AUTHORISATION_RECOMMENDATIONS_COLUMNS);
    const entries: ParsedEntry[] = [];
    const seen = new Set<string>();
    for (const row of rows) {
      const { name, members } = splitGroupName(row['substance name']);
      if (!name) continue;
      const ids = rowIdentifiers(row);
      const entryKey = identityKey(ids, name);
      if (seen.has(entryKey)) continue;
      seen.add(entryKey);
      entries.push(
        emptyEntry({
          entryKey,
          name,
          ...ids,
          entryNumber: row['recommendation round'] || null,
          reason: row['intrinsic property'] || null,
          inclusionDate: parseDate(row['date of recommendation']),
          latestApplicationDate: parseDate(row['proposed latest application date']),
          sunsetDate: parseDate(row['proposed sunset date']),
          groupRule: memberRule(members),
        }),
      );
    }
    return { entries, label: null, publicationDate: null, warnings: [] };
  },
};
