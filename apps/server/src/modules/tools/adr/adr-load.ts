import { TABLE_A_META, TABLE_A_SAMPLE, type TableARow } from './table-a-sample.ts';

/** What an answer says of the Table A it used (the shipped sample, or the imported version: table-a-store.ts). */
export interface TableInfo {
  edition: string;
  sample: boolean;
  source: string;
  licence: string;
  attribution?: string | null;
}
import type { InterfaceLanguage } from '@openfds/contract';
import { lqLimit, mostRestrictiveRow, mostRestrictiveTunnel, packagedTunnelCode, rowsFor } from './table-a.ts';
import { ADR_WARNING_TEXTS, type AdrWarningCode } from './adr-warning-texts.ts';

/**
 * Quick-ADR: one road load under ADR 2025. The 1.1.3.6 small-load exemption (points per transport category), the
 * load's tunnel code (8.6.3), orange plates and placards (5.3), the limited-quantity mark (3.4.13), the excepted
 * quantities' package limit (3.5.5) and the transport document lines (5.4.1.1.1). Pure: Table A comes in as data.
 * Every figure carries the ADR paragraph it applies, for the safety adviser's audit.
 */

export interface AdrLineInput {
  document_code?: string;
  un?: string;
  packing_group?: 'I' | 'II' | 'III' | null;
  quantity: number;
  unit: 'L' | 'kg';
  regime?: 'full' | 'LQ' | 'EQ';
  /** Net quantity per inner (or single) packaging, in the line's unit. */
  inner_quantity?: number;
  package_gross_kg?: number;
  packages?: number;
  /** The class printed in section 14, compared with Table A's. */
  sheet_class?: string | null;
  /** What the sheet says the product contains (from-reading.ts containsOf): the technical names an N.O.S. entry needs. */
  contains?: string[];
}

export interface AdrWarning {
  code: AdrWarningCode;
  line?: number;
  paragraph: string;
  detail: string;
}

export interface AdrLineResult {
  line: number;
  document_code: string | null;
  un: string | null;
  packing_group: string | null;
  regime: 'full' | 'LQ' | 'EQ';
  quantity: number;
  unit: 'L' | 'kg';
  row: TableARow | null;
  /** How many Table A rows matched the UN number and packing group (the strictest is used). */
  candidates: number;
  counted: boolean;
  /** Why a line is not counted in 1.1.3.6 (LQ, EQ, SP 375, unknown UN). */
  left_out: string | null;
  transport_category: number | null;
  multiplier: number | null;
  points: number;
  paragraph: string;
}

export interface AdrLoad {
  exempt: boolean;
  points: number;
  quantity_per_category: Record<'0' | '1' | '2' | '3' | '4', number>;
  tunnel_code: string | null;
  orange_plates: { required: boolean; paragraph: string };
  placards: string[];
  lq_mark: { required: boolean; lq_gross_kg: number; paragraph: string };
  document_lines: { fr: string[]; en: string[] };
  lines: AdrLineResult[];
  warnings: AdrWarning[];
  table: { edition: string; sample: boolean; source: string; licence: string; attribution: string | null };
}

/** 1.1.3.6.3: the maximum total quantity per transport unit for a load of one category (Infinity: no limit). */
export const CATEGORY_MAXIMUM: Record<number, number> = { 0: 0, 1: 20, 2: 333, 3: 1000, 4: Number.POSITIVE_INFINITY };
/** 1.1.3.6.4: category 1 goods counted × 20 instead of × 50 (their column maximum is 50, not 20). */
const CATEGORY_1_BY_20 = new Set(['0081', '0082', '0084', '0241', '0331', '0332', '0482', '1005', '1017']);
const POINTS_LIMIT = 1000;
const EQ_PACKAGE_LIMIT = 1000;
const LQ_MARK_VEHICLE_T = 12;
const LQ_MARK_GROSS_KG = 8000;

export function multiplierOf(category: number, un: string): number {
  if (category === 1) return CATEGORY_1_BY_20.has(un) ? 20 : 50;
  return { 0: Number.POSITIVE_INFINITY, 2: 3, 3: 1, 4: 0 }[category] ?? 0;
}

/** SP 375: UN 3077 and 3082 in single or inner packagings of at most 5 L or 5 kg are not subject to ADR. */
function underSp375(row: TableARow, input: AdrLineInput): boolean {
  return row.special_provisions.includes('375') && input.inner_quantity !== undefined && input.inner_quantity <= 5;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** 3.1.2.8.1.1: the technical name of an N.O.S. entry names at most two constituents. */
const TECHNICAL_NAMES_MAX = 2;

export interface AdrLoadOptions {
  vehicle_max_mass_t?: number | null;
  table?: TableARow[];
  meta?: TableInfo;
  /** The warnings' language (English by default: the tests and the bench). */
  language?: InterfaceLanguage;
}

export function assessAdrLoad(lines: AdrLineInput[], options: AdrLoadOptions = {}): AdrLoad {
  const table = options.table ?? TABLE_A_SAMPLE;
  const meta: TableInfo = options.meta ?? TABLE_A_META;
  const texts = ADR_WARNING_TEXTS[options.language ?? 'en'];
  const warnings: AdrWarning[] = [];
  const warn = (code: AdrWarningCode, paragraph: string, values: Record<string, string | number> = {}, line?: number) =>
    warnings.push({ code, ...(line === undefined ? {} : { line }), paragraph, detail: texts[code](values) });
  const perCategory: AdrLoad['quantity_per_category'] = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 };
  let lqGross = 0;
  let eqPackages = 0;

  const results: AdrLineResult[] = lines.map((input, i) => {
    const line = i + 1;
    const base = {
      line,
      document_code: input.document_code ?? null,
      un: input.un ?? null,
      packing_group: input.packing_group ?? null,
      regime: input.regime ?? 'full',
      quantity: input.quantity,
      unit: input.unit,
    } as const;
    const rows = input.un ? rowsFor(table, input.un, input.packing_group) : [];
    const row = mostRestrictiveRow(rows);
    if (!row) {
      warn(input.un ? 'unknownUn' : 'noUn', '3.2.1', { un: input.un ?? '' }, line);
      return {
        ...base,
        row: null,
        candidates: 0,
        counted: false,
        left_out: 'unknown',
        transport_category: null,
        multiplier: null,
        points: 0,
        paragraph: '3.2.1',
      };
    }
    if (rows.length > 1) {
      warn('severalRows', '3.2.1', { count: rows.length, un: row.un }, line);
    }
    if (input.sheet_class && input.sheet_class.replace(/\s/g, '') !== row.class) {
      warn('classDiffers', '2.1.1', { sheet: input.sheet_class, table: row.class }, line);
    }
    if (row.special_provisions.includes('274')) {
      warn('technicalName', '3.1.2.8 (SP 274)', { names: (input.contains ?? []).slice(0, TECHNICAL_NAMES_MAX).join(', ') }, line);
    }
    const common = { ...base, row, candidates: rows.length, transport_category: row.transport_category };
    let regime = base.regime;
    if (regime === 'LQ') {
      const limit = lqLimit(row);
      if (limit.amount === 0) {
        warn('lqNotAllowed', '3.4.1', { un: row.un }, line);
        regime = 'full';
      } else if (input.inner_quantity !== undefined && input.inner_quantity > limit.amount) {
        warn('lqExceeded', '3.4.2', { lq: row.lq }, line);
        regime = 'full';
      } else {
        const gross = input.package_gross_kg !== undefined && input.packages !== undefined ? input.package_gross_kg * input.packages : input.quantity;
        if (input.package_gross_kg === undefined || input.packages === undefined) {
          warn('lqGrossAssumed', '3.4.13', {}, line);
        }
        lqGross += gross;
        return { ...common, regime, counted: false, left_out: 'LQ', multiplier: null, points: 0, paragraph: '3.4' };
      }
    }
    if (regime === 'EQ') {
      if (row.eq === 'E0') {
        warn('eqNotAllowed', '3.5.1.2', { un: row.un }, line);
        regime = 'full';
      } else {
        eqPackages += input.packages ?? 1;
        return { ...common, regime, counted: false, left_out: 'EQ', multiplier: null, points: 0, paragraph: '3.5' };
      }
    }
    if (underSp375(row, input)) {
      return { ...common, regime, counted: false, left_out: 'SP375', multiplier: null, points: 0, paragraph: '3.3.1 (SP 375)' };
    }
    const multiplier = multiplierOf(row.transport_category, row.un);
    perCategory[String(row.transport_category) as keyof typeof perCategory] += input.quantity;
    const points = row.transport_category === 0 ? 0 : input.quantity * multiplier;
    return {
      ...common,
      regime,
      counted: true,
      left_out: null,
      multiplier: Number.isFinite(multiplier) ? multiplier : null,
      points: round(points),
      paragraph: '1.1.3.6.4',
    };
  });

  const counted = results.filter((r) => r.counted);
  const points = round(counted.reduce((n, r) => n + r.points, 0));
  const categories = new Set(counted.map((r) => r.transport_category));
  let exempt: boolean;
  if (categories.has(0)) {
    exempt = false;
    warn('category0', '1.1.3.6.3');
  } else if (categories.size === 1 && new Set(counted.map((r) => r.multiplier)).size === 1) {
    // 1.1.3.6.3: a load of one category is compared with its column maximum (50 for UN 0081..., 1005, 1017 in category 1).
    const category = counted[0].transport_category!;
    const max = category === 1 && CATEGORY_1_BY_20.has(counted[0].un ?? '') ? 50 : CATEGORY_MAXIMUM[category];
    exempt = perCategory[String(category) as keyof typeof perCategory] <= max;
  } else {
    // 1.1.3.6.4: mixed categories, the sum of quantity × multiplier may not exceed 1,000.
    exempt = points <= POINTS_LIMIT;
  }

  const vehicle = options.vehicle_max_mass_t ?? null;
  const lqMark = vehicle !== null && vehicle > LQ_MARK_VEHICLE_T && lqGross > LQ_MARK_GROSS_KG;
  if (lqGross > LQ_MARK_GROSS_KG && vehicle === null) {
    warn('vehicleMassUnknown', '3.4.13');
  }
  if (eqPackages > EQ_PACKAGE_LIMIT) {
    warn('eqPackages', '3.5.5', { packages: eqPackages, max: EQ_PACKAGE_LIMIT });
  }

  // 8.6.3.3: goods carried under 1.1.3 (so an exempt load) are not subject to tunnel restrictions, except the E code
  // of a transport unit marked for limited quantities (3.4.13).
  // 3.4.14: the LQ mark is not needed on a unit showing orange plates.
  const lqRequired = lqMark && exempt;
  const tunnelCodes = exempt ? [] : counted.map((r) => packagedTunnelCode(r.row!.tunnel_code));
  const tunnel = mostRestrictiveTunnel([...tunnelCodes, lqRequired ? 'E' : null]);

  // 5.3.1.4: a vehicle carrying packages is placarded only for classes 1 and 7 (the others show orange plates only).
  const placards = exempt ? [] : [...new Set(counted.filter((r) => ['1', '7'].includes(r.row!.class[0])).flatMap((r) => r.row!.labels))];

  return {
    exempt,
    points,
    quantity_per_category: Object.fromEntries(Object.entries(perCategory).map(([k, v]) => [k, round(v)])) as AdrLoad['quantity_per_category'],
    tunnel_code: tunnel,
    orange_plates: { required: !exempt, paragraph: exempt ? '1.1.3.6.2' : '5.3.2.1.1' },
    placards,
    lq_mark: { required: lqRequired, lq_gross_kg: round(lqGross), paragraph: '3.4.13' },
    document_lines: documentLines(results),
    lines: results,
    warnings,
    table: { edition: meta.edition, sample: meta.sample, source: meta.source, licence: meta.licence, attribution: meta.attribution ?? null },
  };
}

/**
 * 5.4.1.1.1 (a)-(d) and (j): "UN 1203 MOTOR SPIRIT, 3, II, (D/E)", the labels' model numbers with the subsidiary
 * ones in brackets, the packing group and the tunnel code; with the quantity (5.4.1.1.1 (f)). Lines left out of ADR
 * (SP 375) are not written; LQ and EQ goods need no document line (3.4.1, 3.5.4).
 */
function documentLines(results: AdrLineResult[]): { fr: string[]; en: string[] } {
  const out = { fr: [] as string[], en: [] as string[] };
  for (const r of results) {
    if (!r.row || !r.counted) continue;
    const [main, ...subsidiary] = r.row.labels;
    const labels = subsidiary.length > 0 ? `${main} (${subsidiary.join(', ')})` : main;
    const tunnel = r.row.tunnel_code && r.row.tunnel_code !== '-' ? `(${r.row.tunnel_code})` : '(-)';
    const parts = (name: string) => [`UN ${r.row!.un} ${name}`, labels, r.row!.packing_group, tunnel].filter(Boolean).join(', ');
    const quantity = `${r.quantity} ${r.unit}`;
    out.en.push(`${parts(r.row.name_en)}, ${quantity}`);
    out.fr.push(`${parts(r.row.name_fr)}, ${quantity.replace('.', ',')}`);
  }
  return out;
}
