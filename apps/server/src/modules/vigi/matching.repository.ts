import { sql, type RawBuilder } from 'kysely';
import type { VigiListCode, VigiMatchKind } from '@openfds/contract';
import type { Db } from '../../db/database.ts';

/**
 * Set-based matching of sheet components against the current version of each list. One SQL shape serves
 * the live match of a few sheets (sheet page, my-FDS watch, report) and the catalogue-wide re-match after a
 * list update: components are joined to the lists' identifier table by normalised CAS, EC and index number
 * (entries' own identifiers first, then group members'), and to the group name rules; the strongest way a
 * component ties to an entry wins (rank 1 = CAS ... 6 = group name).
 */
export const MATCH_KINDS_BY_RANK: VigiMatchKind[] = ['cas', 'ec', 'index', 'group_cas', 'group_ec', 'group_name'];

export interface HitRow {
  document_id: number;
  list_code: VigiListCode;
  version_id: number;
  rank: number;
  entry_id: number;
  entry_number: string | null;
  entry_name: string;
  entry_cas: string | null;
  entry_ec: string | null;
  reason: string | null;
  classification: string[];
  inclusion_date: string | null;
  latest_application_date: string | null;
  sunset_date: string | null;
  conditions: string | null;
  details: Record<string, unknown>;
  position: number;
  component_name: string | null;
  component_cas: string | null;
  component_ec: string | null;
}

/** The ranked (document, position, entry) ties of the components selected by `componentsWhere`. */
function rankedTies(componentsWhere: RawBuilder<unknown>, lists: readonly string[] | null, nameRulePrefilter: boolean) {
  const listFilter = lists ? sql`AND code = ANY(${[...lists]}::text[])` : sql``;
  // A catalogue-wide pass first keeps only names containing any term (one regex), then joins the terms.
  const prefilter = nameRulePrefilter
    ? sql`AND c.fname ~ (SELECT string_agg(regexp_replace(r.term, '([.^$*+?()\\[\\]{}|\\\\])', '\\\\\\1', 'g'), '|')
             FROM vigi_entry_name_rules r JOIN cur ON cur.version_id = r.version_id)`
    : sql``;
  return sql`
    cur AS (SELECT code AS list_code, current_version_id AS version_id FROM vigi_lists
            WHERE current_version_id IS NOT NULL ${listFilter}),
    comp AS (SELECT document_id, position, name, cas, ec, vigi_norm_cas(cas) AS ncas, vigi_norm_ec(ec) AS nec,
                    vigi_norm_index(index_number) AS nidx, f_fold(name) AS fname
             FROM document_components c WHERE ${componentsWhere}),
    ties AS (
      SELECT c.document_id, c.position, i.entry_id, cur.list_code, cur.version_id, CASE WHEN i.via_group THEN 4 ELSE 1 END AS rank
        FROM comp c JOIN vigi_entry_identifiers i ON i.kind = 'cas' AND i.value = c.ncas JOIN cur ON cur.version_id = i.version_id
      UNION ALL
      SELECT c.document_id, c.position, i.entry_id, cur.list_code, cur.version_id, CASE WHEN i.via_group THEN 5 ELSE 2 END
        FROM comp c JOIN vigi_entry_identifiers i ON i.kind = 'ec' AND i.value = c.nec JOIN cur ON cur.version_id = i.version_id
      UNION ALL
      SELECT c.document_id, c.position, i.entry_id, cur.list_code, cur.version_id, 3
        FROM comp c JOIN vigi_entry_identifiers i ON i.kind = 'index' AND i.value = c.nidx JOIN cur ON cur.version_id = i.version_id
      UNION ALL
      SELECT c.document_id, c.position, r.entry_id, cur.list_code, cur.version_id, 6
        FROM comp c JOIN vigi_entry_name_rules r ON strpos(c.fname, r.term) > 0 JOIN cur ON cur.version_id = r.version_id
        WHERE c.fname IS NOT NULL ${prefilter}
    ),
    best AS (SELECT document_id, position, entry_id, list_code, version_id, min(rank) AS rank
             FROM ties GROUP BY document_id, position, entry_id, list_code, version_id)`;
}

/** Live hits of some sheets against the current versions of the given lists (all lists when null). */
export async function findHits(db: Db, documentIds: number[], lists: readonly string[] | null = null): Promise<HitRow[]> {
  if (documentIds.length === 0) return [];
  const ties = rankedTies(sql`c.document_id = ANY(${documentIds}::bigint[])`, lists, false);
  const { rows } = await sql<HitRow>`
    WITH ${ties}
    SELECT b.document_id, b.list_code, b.version_id, b.rank, e.id AS entry_id, e.entry_number, e.name AS entry_name,
           e.cas AS entry_cas, e.ec AS entry_ec, e.reason, e.classification, e.inclusion_date::text AS inclusion_date,
           e.latest_application_date::text AS latest_application_date, e.sunset_date::text AS sunset_date,
           e.conditions, e.details, b.position, c.name AS component_name, c.cas AS component_cas, c.ec AS component_ec
    FROM best b
    JOIN vigi_entries e ON e.id = b.entry_id
    JOIN comp c ON c.document_id = b.document_id AND c.position = b.position
    JOIN vigi_lists l ON l.code = b.list_code
    ORDER BY b.document_id, l.position, e.entry_number NULLS LAST, e.name, b.position`.execute(db);
  return rows;
}

/**
 * Re-matches the whole catalogue against the current version of one list, as two set-based statements in
 * one transaction (the previous results stay visible until it commits). Returns the number of matches.
 */
export async function rematchList(db: Db, list: VigiListCode): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`vigi-rematch:${list}`}))`.execute(trx);
    await sql`DELETE FROM vigi_document_matches WHERE list_code = ${list}`.execute(trx);
    const ties = rankedTies(sql`true`, [list], true);
    const result = await sql`
      WITH ${ties}
      INSERT INTO vigi_document_matches (list_code, document_id, position, entry_id, matched_by)
      SELECT list_code, document_id, position, entry_id,
             (ARRAY['cas', 'ec', 'index', 'group_cas', 'group_ec', 'group_name'])[rank]
      FROM best`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/** Re-matches given sheets against every list (after their components were read). */
export async function rematchDocuments(db: Db, documentIds: number[]): Promise<void> {
  if (documentIds.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM vigi_document_matches WHERE document_id = ANY(${documentIds}::bigint[])`.execute(trx);
    const ties = rankedTies(sql`c.document_id = ANY(${documentIds}::bigint[])`, null, false);
    await sql`
      WITH ${ties}
      INSERT INTO vigi_document_matches (list_code, document_id, position, entry_id, matched_by)
      SELECT list_code, document_id, position, entry_id,
             (ARRAY['cas', 'ec', 'index', 'group_cas', 'group_ec', 'group_name'])[rank]
      FROM best`.execute(trx);
  });
}
