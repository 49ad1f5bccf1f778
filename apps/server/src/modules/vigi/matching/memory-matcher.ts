import type { HitRow } from './matching.repository.ts';
import type { IdentifierKind, ListsSnapshot, SnapshotEntry } from '../lists/lists-snapshot.ts';

/** A sheet component with its match keys, normalised by the database (sheet-components.ts). */
export interface MatchComponent {
  document_id: number;
  position: number;
  name: string | null;
  cas: string | null;
  ec: string | null;
  /** vigi_cas_key / vigi_ec_key / vigi_index_key of the stored values, f_fold of the name. */
  ncas: string | null;
  nec: string | null;
  nidx: string | null;
  fname: string | null;
}

const GROUP_NAME_RANK = 6;
const GROUP_CLASSIFICATION_RANK = 7;

/**
 * The live hits of some sheets' components against a snapshot of the lists, restricted to the given lists (all
 * when null): the same ties, ranks and order as the SQL matcher (findHits on vigi_document_ties), computed with map
 * lookups and one substring test per name rule instead of a database round trip per request.
 */
export function matchComponents(snapshot: ListsSnapshot, components: MatchComponent[], lists: readonly string[] | null = null): HitRow[] {
  const visible = lists ? new Set(lists) : null;
  const out: (HitRow & { order: number })[] = [];
  for (const c of components) {
    // The strongest tie per entry wins (the SQL GROUP BY ... min(rank)).
    const best = new Map<number, { entry: SnapshotEntry; rank: number }>();
    const tie = (entry: SnapshotEntry, rank: number) => {
      if (visible && !visible.has(entry.list_code)) return;
      const seen = best.get(entry.entry_id);
      if (!seen || rank < seen.rank) best.set(entry.entry_id, { entry, rank });
    };
    const keys: [IdentifierKind, string | null][] = [
      ['cas', c.ncas],
      ['ec', c.nec],
      ['index', c.nidx],
    ];
    for (const [kind, key] of keys) {
      if (key === null) continue;
      for (const t of snapshot.identifiers[kind].get(key) ?? []) tie(t.entry, t.rank);
      for (const entry of snapshot.classMembers[kind].get(key) ?? []) tie(entry, GROUP_CLASSIFICATION_RANK);
    }
    if (c.fname !== null) {
      for (const rule of snapshot.nameRules) if (c.fname.includes(rule.term)) tie(rule.entry, GROUP_NAME_RANK);
    }
    for (const { entry, rank } of best.values()) {
      const { order, ...fields } = entry;
      out.push({
        ...fields,
        order,
        document_id: c.document_id,
        rank,
        position: c.position,
        component_name: c.name,
        component_cas: c.cas,
        component_ec: c.ec,
      });
    }
  }
  // ORDER BY document, list position, entry number NULLS LAST, entry name (order), component position, entry id.
  out.sort((a, b) => a.document_id - b.document_id || a.order - b.order || a.position - b.position || a.entry_id - b.entry_id);
  return out.map(({ order: _, ...row }) => row);
}
