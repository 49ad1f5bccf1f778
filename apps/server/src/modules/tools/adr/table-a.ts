import type { TableARow } from './table-a-sample.ts';

/** The rows of Table A for a UN number, narrowed to a packing group when one is given and rows carry one. */
export function rowsFor(table: TableARow[], un: string, packingGroup: string | null | undefined): TableARow[] {
  const rows = table.filter((r) => r.un === un);
  if (!packingGroup) return rows;
  const withGroup = rows.filter((r) => r.packing_group === packingGroup);
  // Class 2 rows have no packing group: a group given on the sheet narrows nothing there.
  return withGroup.length > 0 ? withGroup : rows.filter((r) => r.packing_group === null);
}

/** Tunnel categories from the most to the least restrictive code letter (8.6.4). */
const TUNNEL_ORDER = ['B', 'C', 'D', 'E'];

/**
 * The tunnel restriction code that applies to carriage in packages: the part after "/" ("D/E" -> "E"), and for the
 * quantity-dependent codes (B1000C, C5000D) the stricter letter, since the net explosive mass is not asked. Null for "-".
 */
export function packagedTunnelCode(code: string): string | null {
  if (!code || code === '-' || code === '(-)') return null;
  const bare = code.replace(/[()]/g, '');
  if (bare.includes('/')) return bare.split('/')[1];
  const letter = bare.match(/^[A-E]/)?.[0];
  return letter ?? null;
}

/** 8.6.3.2: the most restrictive of several codes applies to the whole load (null when none restricts). */
export function mostRestrictiveTunnel(codes: (string | null)[]): string | null {
  const present = codes.filter((c): c is string => c !== null);
  if (present.length === 0) return null;
  return present.reduce((a, b) => (TUNNEL_ORDER.indexOf(a[0]) <= TUNNEL_ORDER.indexOf(b[0]) ? a : b));
}

/**
 * The row used when several match: the lowest transport category (0 is the strictest), then the most restrictive
 * tunnel code, then the smallest limited quantity.
 */
export function mostRestrictiveRow(rows: TableARow[]): TableARow | null {
  if (rows.length === 0) return null;
  const tunnelRank = (r: TableARow) => {
    const t = packagedTunnelCode(r.tunnel_code);
    return t === null ? TUNNEL_ORDER.length : TUNNEL_ORDER.indexOf(t[0]);
  };
  return [...rows].sort((a, b) => a.transport_category - b.transport_category || tunnelRank(a) - tunnelRank(b) || lqLimit(a).amount - lqLimit(b).amount)[0];
}

/** Column 7a as an amount in L or kg (mL and g converted); 0 when limited quantities are not allowed. */
export function lqLimit(row: Pick<TableARow, 'lq'>): { amount: number; unit: 'L' | 'kg' | null } {
  const m = row.lq.trim().match(/^([\d.,]+)\s*(mL|ml|L|l|g|kg)$/);
  if (!m) return { amount: 0, unit: null };
  const value = Number(m[1].replace(',', '.'));
  const unit = m[2].toLowerCase();
  if (unit === 'ml') return { amount: value / 1000, unit: 'L' };
  if (unit === 'g') return { amount: value / 1000, unit: 'kg' };
  return { amount: value, unit: unit === 'l' ? 'L' : 'kg' };
}
