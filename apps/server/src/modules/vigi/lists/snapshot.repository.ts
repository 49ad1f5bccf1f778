import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { HitRow } from '../matching/matching.repository.ts';
import type { ListMeta } from './lists.service.ts';

/** SQL of the in-memory lists snapshot (lists-snapshot.ts): the list versions a stamp names, read as rows. */

export type IdentifierKind = 'cas' | 'ec' | 'index';
type EntryRow = Omit<HitRow, 'document_id' | 'rank' | 'position' | 'component_name' | 'component_cas' | 'component_ec'> & { ord: number };

/** The lists with the named version's figures, in list order. */
export async function snapshotMetas(db: Db, codes: string[], ids: (number | null)[]): Promise<ListMeta[]> {
  const { rows } = await sql<ListMeta>`
    SELECT l.code, l.offer, l.source_name, l.source_url,
           (SELECT row_to_json(x) FROM (
              SELECT v.id, v.label, v.source, v.publication_date::text AS publication_date,
                     to_char(v.imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS imported_at, v.checksum,
                     v.entry_count, v.entered_count AS entered, v.left_count AS left, v.changed_count AS changed
              FROM vigi_list_versions v WHERE v.id = s.version_id) x) AS version
    FROM vigi_lists l JOIN unnest(${codes}::text[], ${ids}::bigint[]) AS s(code, version_id) ON s.code = l.code
    ORDER BY l.position`.execute(db);
  return rows;
}

/**
 * The entries of the loaded versions, with the same order keys as findHits' ORDER BY (l.position, e.entry_number
 * NULLS LAST, e.name), computed by the database so that its collation decides, as it does for the SQL matcher.
 */
export async function snapshotEntries(db: Db, loaded: number[]): Promise<EntryRow[]> {
  const { rows } = await sql<EntryRow>`
    SELECT e.id AS entry_id, v.list_code, e.version_id, e.entry_number, e.name AS entry_name, e.cas AS entry_cas,
           e.ec AS entry_ec, e.reason, e.classification, e.inclusion_date::text AS inclusion_date,
           e.latest_application_date::text AS latest_application_date, e.sunset_date::text AS sunset_date,
           e.conditions, e.details,
           dense_rank() OVER (ORDER BY l.position, e.entry_number NULLS LAST, e.name)::int AS ord
    FROM vigi_entries e
    JOIN vigi_list_versions v ON v.id = e.version_id
    JOIN vigi_lists l ON l.code = v.list_code
    WHERE e.version_id = ANY(${loaded}::bigint[])`.execute(db);
  return rows;
}

/** The entries' own and group members' identifiers. */
export async function snapshotIdentifiers(db: Db, loaded: number[]) {
  const { rows } = await sql<{ entry_id: number; kind: IdentifierKind; value: string; via_group: boolean }>`
    SELECT entry_id, kind, value, via_group FROM vigi_entry_identifiers WHERE version_id = ANY(${loaded}::bigint[])`.execute(db);
  return rows;
}

/** The group name rules. */
export async function snapshotNameRules(db: Db, loaded: number[]) {
  const { rows } = await sql<{ entry_id: number; term: string }>`
    SELECT entry_id, term FROM vigi_entry_name_rules WHERE version_id = ANY(${loaded}::bigint[])`.execute(db);
  return rows;
}

/** The classification rules resolved against the stamp's Annex VI version, as in vigi_document_ties (0301). */
export async function snapshotClassMembers(db: Db, codes: string[], ids: (number | null)[]) {
  const { rows } = await sql<{ kind: IdentifierKind; value: string; entry_id: number }>`
    SELECT DISTINCT a.kind, a.value, e.id AS entry_id
    FROM unnest(${codes}::text[], ${ids}::bigint[]) AS s(code, version_id)
    JOIN vigi_entry_identifiers a ON s.code = 'clp_annex_vi' AND a.version_id = s.version_id AND NOT a.via_group
    JOIN vigi_entries ae ON ae.id = a.entry_id
    CROSS JOIN LATERAL unnest(ae.classification) AS x(cls)
    JOIN vigi_class_rules cr ON cr.classification = vigi_class_key(x.cls)
    JOIN unnest(${codes}::text[], ${ids}::bigint[]) AS t(code, version_id) ON t.code = cr.list_code
    JOIN vigi_entries e ON e.version_id = t.version_id AND e.entry_number = cr.entry_number`.execute(db);
  return rows;
}
