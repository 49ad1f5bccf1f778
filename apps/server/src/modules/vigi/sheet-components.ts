import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { loadListsSnapshot, type ListsSnapshot } from './lists-snapshot.ts';
import type { MatchComponent } from './memory-matcher.ts';
import { StampedSnapshots } from '../../db/stamped-snapshots.ts';

/**
 * One round trip per request (function vigi_sheet_components, migration 0301): the components of some sheets with
 * their match keys (normalised by the same SQL functions as the SQL matcher, so both give the same ties), and the
 * stamp of the lists' current versions read in the same statement (hence the same snapshot: the components are
 * matched against exactly these versions).
 */
export async function readComponents(db: Db, documentIds: number[]): Promise<{ stamp: string; components: MatchComponent[] }> {
  const { rows } = await sql<MatchComponent & { stamp: string; document_id: number | null }>`
    SELECT * FROM vigi_sheet_components(${documentIds}::bigint[])`.execute(db);
  const stamp = rows[0]?.stamp ?? '';
  return { stamp, components: rows.filter((r) => r.document_id !== null).map(({ stamp: _, ...c }) => c) };
}

/** Snapshots of the lists per database (a test process holds several), rebuilt when a list version changed. */
const snapshots = new WeakMap<Db, StampedSnapshots<ListsSnapshot>>();

export function snapshotFor(db: Db, stamp: string): Promise<ListsSnapshot> {
  let cache = snapshots.get(db);
  if (!cache) snapshots.set(db, (cache = new StampedSnapshots((s) => loadListsSnapshot(db, s))));
  return cache.get(stamp);
}

/** The components of some sheets and the lists snapshot they are to be matched against. */
export async function readForMatching(db: Db, documentIds: number[]): Promise<{ snapshot: ListsSnapshot; components: MatchComponent[] }> {
  const { stamp, components } = await readComponents(db, documentIds);
  return { snapshot: await snapshotFor(db, stamp), components };
}
