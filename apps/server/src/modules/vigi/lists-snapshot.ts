import { sql } from 'kysely';
import type { VigiListCode } from '@openfds/contract';
import type { Db } from '../../db/database.ts';
import type { HitRow } from './matching.repository.ts';
import type { ListMeta } from './vigi.service.ts';

/**
 * The current version of every list held in memory for the live match of a few sheets (sheet page, my-FDS watch,
 * report): the entries (a few thousand rows), maps from normalised CAS / EC / index number to the entries they
 * tie to, the group name rules and the classification rules. Built from the list versions named by a stamp
 * (`code:version_id,...`, read with the sheet's components in one statement, see sheet-components.ts): a version's
 * entries never change once stored, so a snapshot is valid for exactly the stamp it was built from.
 */
export type SnapshotEntry = Omit<HitRow, 'document_id' | 'rank' | 'position' | 'component_name' | 'component_cas' | 'component_ec'> & {
  /** Place of the entry in the hit order of the SQL matcher (list position, entry number, name). */
  order: number;
};

export interface Tie {
  entry: SnapshotEntry;
  /** 1 CAS, 2 EC, 3 index number, 4 group CAS, 5 group EC (matching.repository.ts MATCH_KINDS_BY_RANK). */
  rank: number;
}

export type IdentifierKind = 'cas' | 'ec' | 'index';

export interface ListsSnapshot {
  stamp: string;
  metas: ListMeta[];
  /** Entries' own and group members' identifiers. */
  identifiers: Record<IdentifierKind, Map<string, Tie[]>>;
  /** Group name rules: a component whose folded name contains the term is a member (rank 6). */
  nameRules: { term: string; entry: SnapshotEntry }[];
  /** Own identifiers of CLP Annex VI entries -> the entries their classification makes them members of (rank 7). */
  classMembers: Record<IdentifierKind, Map<string, SnapshotEntry[]>>;
}

/** The list versions a stamp names: list code -> version id (null when the list is not loaded). */
export function parseStamp(stamp: string): Map<string, number | null> {
  return new Map(
    stamp
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const [code, id] = part.split(':');
        return [code, id === '-' ? null : Number(id)] as const;
      }),
  );
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Reads the versions a stamp names into memory (a handful of indexed reads; done once per stamp and process). */
export async function loadListsSnapshot(db: Db, stamp: string): Promise<ListsSnapshot> {
  const versions = parseStamp(stamp);
  const codes = [...versions.keys()];
  const ids = codes.map((c) => versions.get(c) ?? null);
  const loaded = ids.filter((id): id is number => id !== null);

  const { rows: metas } = await sql<ListMeta>`
    SELECT l.code, l.offer, l.source_name, l.source_url,
           (SELECT row_to_json(x) FROM (
              SELECT v.id, v.label, v.source, v.publication_date::text AS publication_date,
                     to_char(v.imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS imported_at, v.checksum,
                     v.entry_count, v.entered_count AS entered, v.left_count AS left, v.changed_count AS changed
              FROM vigi_list_versions v WHERE v.id = s.version_id) x) AS version
    FROM vigi_lists l JOIN unnest(${codes}::text[], ${ids}::bigint[]) AS s(code, version_id) ON s.code = l.code
    ORDER BY l.position`.execute(db);

  // Same order keys as findHits' ORDER BY (l.position, e.entry_number NULLS LAST, e.name), computed by the
  // database so that its collation decides, as it does for the SQL matcher.
  const { rows: entryRows } = await sql<Omit<SnapshotEntry, 'order'> & { ord: number }>`
    SELECT e.id AS entry_id, v.list_code, e.version_id, e.entry_number, e.name AS entry_name, e.cas AS entry_cas,
           e.ec AS entry_ec, e.reason, e.classification, e.inclusion_date::text AS inclusion_date,
           e.latest_application_date::text AS latest_application_date, e.sunset_date::text AS sunset_date,
           e.conditions, e.details,
           dense_rank() OVER (ORDER BY l.position, e.entry_number NULLS LAST, e.name)::int AS ord
    FROM vigi_entries e
    JOIN vigi_list_versions v ON v.id = e.version_id
    JOIN vigi_lists l ON l.code = v.list_code
    WHERE e.version_id = ANY(${loaded}::bigint[])`.execute(db);
  const entries = new Map<number, SnapshotEntry>();
  for (const { ord, ...row } of entryRows) entries.set(row.entry_id, { ...row, list_code: row.list_code as VigiListCode, order: ord });

  const { rows: idRows } = await sql<{ entry_id: number; kind: IdentifierKind; value: string; via_group: boolean }>`
    SELECT entry_id, kind, value, via_group FROM vigi_entry_identifiers WHERE version_id = ANY(${loaded}::bigint[])`.execute(db);
  const identifiers: ListsSnapshot['identifiers'] = { cas: new Map(), ec: new Map(), index: new Map() };
  const base = { cas: 1, ec: 2, index: 3 } as const;
  for (const r of idRows) {
    const entry = entries.get(r.entry_id);
    if (entry) push(identifiers[r.kind], r.value, { entry, rank: base[r.kind] + (r.via_group ? 3 : 0) });
  }

  const { rows: ruleRows } = await sql<{ entry_id: number; term: string }>`
    SELECT entry_id, term FROM vigi_entry_name_rules WHERE version_id = ANY(${loaded}::bigint[])`.execute(db);
  const nameRules = ruleRows.flatMap((r) => {
    const entry = entries.get(r.entry_id);
    return entry ? [{ term: r.term, entry }] : [];
  });

  // The classification rules resolved against the stamp's Annex VI version, as in vigi_document_ties (0301).
  const { rows: classRows } = await sql<{ kind: IdentifierKind; value: string; entry_id: number }>`
    SELECT DISTINCT a.kind, a.value, e.id AS entry_id
    FROM unnest(${codes}::text[], ${ids}::bigint[]) AS s(code, version_id)
    JOIN vigi_entry_identifiers a ON s.code = 'clp_annex_vi' AND a.version_id = s.version_id AND NOT a.via_group
    JOIN vigi_entries ae ON ae.id = a.entry_id
    CROSS JOIN LATERAL unnest(ae.classification) AS x(cls)
    JOIN vigi_class_rules cr ON cr.classification = vigi_class_key(x.cls)
    JOIN unnest(${codes}::text[], ${ids}::bigint[]) AS t(code, version_id) ON t.code = cr.list_code
    JOIN vigi_entries e ON e.version_id = t.version_id AND e.entry_number = cr.entry_number`.execute(db);
  const classMembers: ListsSnapshot['classMembers'] = { cas: new Map(), ec: new Map(), index: new Map() };
  for (const r of classRows) {
    const entry = entries.get(r.entry_id);
    if (entry) push(classMembers[r.kind], r.value, entry);
  }

  return { stamp, metas, identifiers, nameRules, classMembers };
}
