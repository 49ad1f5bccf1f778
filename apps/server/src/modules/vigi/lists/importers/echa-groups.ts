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
  if (at < 0) return { name: raw.trim(), members: [] };
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
