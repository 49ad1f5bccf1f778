import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The candidate list as the sheet reader's Annex II check needs it: every CAS number and the date it entered. */
export interface CandidateListForReader {
  /** Normalised CAS numbers of the current version: the entries' own, their other CAS and their group members'. */
  cas: string[];
  /** CAS -> ISO date of inclusion (the entry's "Date of inclusion"), for the CAS whose entry has one. */
  inclusionDates: [cas: string, date: string][];
}

/**
 * Reads the current candidate-list version (one statement over the stored match keys). Empty when the list is not
 * loaded: the reader then checks no candidate-list component, rather than claiming none is on it.
 */
export async function candidateListForReader(db: Db): Promise<CandidateListForReader> {
  const { rows } = await sql<{ cas: string; inclusion_date: string | null }>`
    SELECT i.value AS cas, max(e.inclusion_date)::text AS inclusion_date
    FROM vigi_lists l
    JOIN vigi_entry_identifiers i ON i.version_id = l.current_version_id AND i.kind = 'cas'
    JOIN vigi_entries e ON e.id = i.entry_id
    WHERE l.code = 'candidate_list'
    GROUP BY i.value
    ORDER BY i.value`.execute(db);
  return {
    cas: rows.map((r) => r.cas),
    inclusionDates: rows.filter((r) => r.inclusion_date).map((r) => [r.cas, r.inclusion_date as string]),
  };
}

/**
 * Every CAS number any stored version of the candidate list holds (the current one and those it replaced): the sheets
 * whose Annex II candidate-list findings a new version may change are among those with one of these components.
 */
export async function candidateListCasEver(db: Db): Promise<string[]> {
  const { rows } = await sql<{ cas: string }>`
    SELECT DISTINCT i.value AS cas
    FROM vigi_list_versions v
    JOIN vigi_entry_identifiers i ON i.version_id = v.id AND i.kind = 'cas'
    WHERE v.list_code = 'candidate_list'
    ORDER BY 1`.execute(db);
  return rows.map((r) => r.cas);
}
