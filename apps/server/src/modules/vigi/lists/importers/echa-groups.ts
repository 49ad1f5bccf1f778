import { normaliseCas, normaliseEc } from '@openfds/contract';
import type { GroupRule } from './parsed-list.ts';
import { unique } from './tabular.ts';

export interface GroupMember {
  name: string;
  cas: string | null;
  ec: string | null;
}

/**
 * ECHA's list tables put the members of a group entry into the name cell after "show/hide":
 *   "Asbestos fibres show/hide Actinolite EC No.: - | CAS No.: 77536-66-4 Tremolite EC No.: - | CAS No.: ..."
 * Returns the display name (before "show/hide") and the members with their identifiers.
 */
export function splitGroupName(raw: string): { name: string; members: GroupMember[] } {
  const at = raw.indexOf('show/hide');
  // The xlsx exports end a group's name with "(See group members):" and list the members in the next rows.
  if (at < 0)
    return {
      name:
        raw
          .trim()
          .replace(/\s*\(See group members\)\s*:?$/i, '')
          .trim() || raw.trim(),
      members: [],
    };
  const name =
    raw
      .slice(0, at)
      .trim()
      .replace(/\s*\(See group members\)\s*:?$/i, '')
      .trim() || raw.trim();
  const rest = raw.slice(at + 'show/hide'.length);
  const members: GroupMember[] = [];
  const re = /\s*(.*?)\s*EC No\.:\s*([^|]*?)\s*\|\s*CAS No\.:\s*(\S+)/gs;
  for (const m of rest.matchAll(re)) {
    members.push({
      name: m[1].trim(),
      ec: m[2].trim() === '-' ? null : normaliseEc(m[2]),
      cas: m[3].trim() === '-' ? null : normaliseCas(m[3]),
    });
  }
  return { name, members };
}

/** The group rule made of the members' identifiers (null when the members carry none). */
export function memberRule(members: GroupMember[], nameTerms: string[] = []): GroupRule | null {
  const cas = unique(members.map((m) => m.cas).filter((v): v is string => !!v));
  const ec = unique(members.map((m) => m.ec).filter((v): v is string => !!v));
  const rule: GroupRule = {};
  if (cas.length) rule.cas = cas;
  if (ec.length) rule.ec = ec;
  if (nameTerms.length) rule.name_contains = nameTerms;
  return Object.keys(rule).length ? rule : null;
}

/**
 * ECHA's xlsx exports split a group entry into rows: the entry's own row first, then one row per member, all
 * sharing the value of `key` (the decision document, the entry number). Rows without that value stand alone.
 */
export function groupRows(rows: Record<string, string>[], key: string): Record<string, string>[][] {
  const groups = new Map<string, Record<string, string>[]>();
  const out: Record<string, string>[][] = [];
  for (const row of rows) {
    const value = (row[key] ?? '').trim();
    const group = value ? groups.get(value) : undefined;
    if (group) group.push(row);
    else {
      const fresh = [row];
      if (value) groups.set(value, fresh);
      out.push(fresh);
    }
  }
  return out;
}

/** A member row of a split group entry. */
export function rowMember(row: Record<string, string>): GroupMember {
  const cas = (row['cas no.'] ?? '').trim();
  const ec = (row['ec no.'] ?? '').trim();
  return { name: (row['substance name'] ?? '').trim(), cas: cas && cas !== '-' ? normaliseCas(cas) : null, ec: ec && ec !== '-' ? normaliseEc(ec) : null };
}
