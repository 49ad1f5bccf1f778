import type { VigiListCode } from '@openfds/contract';
import type { Db } from '../../../db/database.ts';
import type { HitRow } from '../matching/matching.repository.ts';
import type { ListMeta } from './lists.service.ts';
import { snapshotClassMembers, snapshotEntries, snapshotIdentifiers, snapshotMetas, snapshotNameRules, type IdentifierKind } from './snapshot.repository.ts';

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

export type { IdentifierKind };

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

  const metas = await snapshotMetas(db, codes, ids);

  // Ordered as findHits orders its hits (snapshot.repository.ts).
  const entryRows = await snapshotEntries(db, loaded);
  const entries = new Map<number, SnapshotEntry>();
  for (const { ord, ...row } of entryRows) entries.set(row.entry_id, { ...row, list_code: row.list_code as VigiListCode, order: ord });

  const idRows = await snapshotIdentifiers(db, loaded);
  const identifiers: ListsSnapshot['identifiers'] = { cas: new Map(), ec: new Map(), index: new Map() };
  const base = { cas: 1, ec: 2, index: 3 } as const;
  for (const r of idRows) {
    const entry = entries.get(r.entry_id);
    if (entry) push(identifiers[r.kind], r.value, { entry, rank: base[r.kind] + (r.via_group ? 3 : 0) });
  }

  const ruleRows = await snapshotNameRules(db, loaded);
  const nameRules = ruleRows.flatMap((r) => {
    const entry = entries.get(r.entry_id);
    return entry ? [{ term: r.term, entry }] : [];
  });

  // The classification rules resolved against the stamp's Annex VI version, as in vigi_document_ties (0301).
  const classRows = await snapshotClassMembers(db, codes, ids);
  const classMembers: ListsSnapshot['classMembers'] = { cas: new Map(), ec: new Map(), index: new Map() };
  for (const r of classRows) {
    const entry = entries.get(r.entry_id);
    if (entry) push(classMembers[r.kind], r.value, entry);
  }

  return { stamp, metas, identifiers, nameRules, classMembers };
}
