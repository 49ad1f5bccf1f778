import type { Db } from '../../../db/database.ts';
import { loadListsSnapshot, type ListsSnapshot } from '../lists/lists-snapshot.ts';
import type { MatchComponent } from './memory-matcher.ts';
import { readComponents } from './sheet-components.repository.ts';
import { StampedSnapshots } from '../../../db/stamped-snapshots.ts';

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
