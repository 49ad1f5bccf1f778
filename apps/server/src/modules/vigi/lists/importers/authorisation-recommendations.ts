import { memberRule, splitGroupName } from './echa-groups.ts';
import { splitReasons } from './candidate-list.ts';
import { emptyEntry, type ListImporter, type ParsedEntry } from './parsed-list.ts';
import { fold, identityKey, parseDate, readListRows, rowIdentifiers } from './tabular.ts';

/**
 * ECHA's recommendations for inclusion in the Authorisation List (REACH Annex XIV), in one of two layouts:
 *
 * - ECHA CHEM's "Authorisation process" full export (xlsx, sheet List_results): one row per timeline event of a
 *   (substance, recommendation round) process; 425 rows = 126 processes in the export of about 2 Apr 2026.
 *   Columns used: Substance name, EC number, CAS number, Recommendation round, Current stage, Current stage date,
 *   Reason for recommendation, Status, Latest application date, Sunset date, Timeline, Timeline date.
 *   One entry per process; its date is the round's "Annex XIV recommendation conclusion" (none yet for a draft).
 * - our CSV, one row per recommended substance:
 *   Substance name, EC No., CAS No., Recommendation round, Date of recommendation   (required)
 *   Intrinsic property, Proposed latest application date, Proposed sunset date      (optional)
 * Dates as 05-Nov-2025, 2025-11-05 or 05/11/2025. See modules/vigi/README.md.
 */
export const AUTHORISATION_RECOMMENDATIONS_COLUMNS = ['Substance name', 'EC No.', 'CAS No.', 'Recommendation round'];
const ALIASES = { 'ec number': 'ec no.', 'cas number': 'cas no.', 'reason for recommendation': 'intrinsic property' };
const CONCLUSION = 'annex xiv recommendation conclusion';

export const authorisationRecommendationsImporter: ListImporter = {
  list: 'authorisation_recommendations',
  format: 'xlsx',
  async parse(data) {
    const { rows } = await readListRows(data, AUTHORISATION_RECOMMENDATIONS_COLUMNS, { aliases: ALIASES });
    const processes = new Map<string, { row: Record<string, string>; name: string; events: Record<string, string>[] }>();
    for (const row of rows) {
      const { name } = splitGroupName(row['substance name']);
      if (!name) continue;
      // A process is a substance in a round, as ECHA counts them (126 in the 2026 export): sodium dichromate of
      // the 3rd round is two processes, whose CAS cells list the same two numbers in another order.
      const key = [identityKey(rowIdentifiers(row), name), fold(name), fold(row['cas no.'] ?? ''), fold(row['recommendation round'] ?? '')].join('|');
      const process = processes.get(key) ?? { row, name, events: [] };
      process.events.push(row);
      processes.set(key, process);
    }
    const entries: ParsedEntry[] = [];
    const warnings: string[] = [];
    let newest: string | null = null;
    for (const [entryKey, { row, name, events }] of processes) {
      const { members } = splitGroupName(row['substance name']);
      const conclusion = events.find((e) => fold(e['timeline'] ?? '') === CONCLUSION);
      const date = parseDate(conclusion?.['timeline date'] ?? row['date of recommendation']);
      for (const e of events) {
        const d = parseDate(e['timeline date'] ?? e['date of recommendation']);
        if (d && (!newest || d > newest)) newest = d;
      }
      if (!row['timeline'] && !date) warnings.push(`no date of recommendation: ${name}`);
      const reasons = splitReasons(row['intrinsic property']);
      entries.push(
        emptyEntry({
          entryKey,
          name,
          ...rowIdentifiers(row),
          // "7th recommendation\n9th recommendation": one process recommended in several rounds.
          entryNumber: splitReasons(row['recommendation round']).join(', ') || null,
          reason: reasons.join('; ') || null,
          inclusionDate: date,
          latestApplicationDate: parseDate(row['latest application date'] ?? row['proposed latest application date']),
          sunsetDate: parseDate(row['sunset date'] ?? row['proposed sunset date']),
          groupRule: memberRule(members),
          details: {
            reasons,
            stage: row['current stage'] || undefined,
            stage_date: parseDate(row['current stage date']) ?? undefined,
            status: row['status'] || undefined,
          },
        }),
      );
    }
    // The list's state is its newest event (the 13th round's draft consultation of 2 Feb 2026 in the 2026 export).
    return { entries, label: null, publicationDate: newest, warnings };
  },
};
