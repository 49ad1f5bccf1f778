import type { InterfaceLanguage } from '@openfds/contract';
import { hazardKeys, wordAssumptions, type Assumption, type AssumptionNote, type HazardInput } from './hazards.ts';
import {
  groupOfRubrique,
  RUBRIQUE_4001,
  RUBRIQUES,
  type IcpeRegime,
  type IcpeState,
  type RegimeBand,
  type Rubrique,
  type SevesoGroup,
} from './nomenclature.ts';

/**
 * Quick-ICPE: the rubriques 4xxx, régimes and Seveso status of one establishment's hazardous products.
 * Pure: the nomenclature comes in as data (nomenclature.ts), the products as plain values; every figure names the
 * products it counts and every guess is listed in `assumptions`.
 */

export type QuantityUnit = 't' | 'kg' | 'L' | 'm3';

export interface IcpeProduct extends HazardInput {
  document_code?: string;
  cas?: string | null;
  quantity: number;
  unit: QuantityUnit;
  /** kg/L (= t/m³), from section 9; needed for L and m³. */
  density?: number | null;
}

export type Regime = IcpeRegime | 'NC';

export interface RubriqueResult {
  rubrique: string;
  /** The alinéa by physical state when the rubrique splits by state, else null. */
  state: IcpeState | null;
  title: string;
  regime: Regime;
  tonnes: number;
  products: string[];
  /** The next band up (the régime reached if `margin_t` more tonnes were present), or null at the top. */
  next: { regime: IcpeRegime; threshold_t: number; margin_t: number } | null;
  confirmed: boolean;
  text: string;
}

export interface SevesoSums {
  sa: number;
  sb: number;
  sc: number;
}

export interface IcpeAssessment {
  rubriques: RubriqueResult[];
  seveso: {
    status: 'none' | 'low' | 'high';
    by: 'direct' | 'cumulation' | null;
    /** R511-11 II against the lower thresholds (the spec's `sums`), and against the upper ones. */
    sums: SevesoSums;
    sums_high: SevesoSums;
    /** The rubriques whose total reaches a threshold on its own (R511-11 I). */
    direct: { rubrique: string; tonnes: number; tier: 'low' | 'high' }[];
  };
  /** Products in none of the 4xxx rubriques (no hazard the nomenclature lists). */
  not_classified: string[];
  assumptions: Assumption[];
}

const EPSILON = 1e-9;
const REGIME_RANK: Record<Regime, number> = { A: 4, E: 3, D: 2, DC: 2, NC: 0 };

/** Tonnes of a quantity; litres and m³ through the density (1 when unknown, recorded). */
export function toTonnes(p: Pick<IcpeProduct, 'quantity' | 'unit' | 'density'>, product: string, assumptions: AssumptionNote[]): number {
  if (p.unit === 't') return p.quantity;
  if (p.unit === 'kg') return p.quantity / 1000;
  let density = p.density ?? null;
  if (density === null || !(density > 0)) {
    density = 1;
    assumptions.push({ code: 'assumedDensity', product, text: 'assumedDensity' });
  }
  return p.unit === 'L' ? (p.quantity * density) / 1000 : p.quantity * density;
}

const normaliseCas = (cas: string | null | undefined) => (cas ?? '').trim().replace(/^0+/, '');

export function bandsFor(rubrique: Rubrique, state: IcpeState): { bands: RegimeBand[]; byState: boolean } {
  const own = rubrique.bands[state];
  if (own) return { bands: own, byState: true };
  return { bands: rubrique.bands.all ?? [], byState: false };
}

/** The régime a quantity gives in a list of bands (most severe first), and the margin to the band above it. */
export function regimeOf(bands: RegimeBand[], tonnes: number): Pick<RubriqueResult, 'regime' | 'next'> {
  const at = bands.findIndex((band) => tonnes >= band.min_t - EPSILON);
  const regime: Regime = at === -1 ? 'NC' : bands[at].regime;
  const above = at === -1 ? bands[bands.length - 1] : bands[at - 1];
  return { regime, next: above ? { regime: above.regime, threshold_t: above.min_t, margin_t: round(above.min_t - tonnes) } : null };
}

/** R511-12: a named rubrique first; otherwise the generic one with the lowest upper, then lower Seveso threshold, then A, E, D bands. */
export function assignRubrique(keys: Set<string>, state: IcpeState, named: Rubrique | null, nomenclature: Rubrique[] = RUBRIQUES): Rubrique | null {
  if (named) return named;
  const candidates = nomenclature.filter((r) => r.kind === 'generic' && r.hazards?.some((k) => keys.has(k)));
  const inf = (n: number | null | undefined) => n ?? Number.POSITIVE_INFINITY;
  const bandMin = (r: Rubrique, regime: IcpeRegime) => inf(bandsFor(r, state).bands.find((band) => band.regime === regime)?.min_t);
  candidates.sort(
    (x, y) =>
      inf(x.seveso_high_t) - inf(y.seveso_high_t) ||
      inf(x.seveso_low_t) - inf(y.seveso_low_t) ||
      bandMin(x, 'A') - bandMin(y, 'A') ||
      bandMin(x, 'E') - bandMin(y, 'E') ||
      Math.min(bandMin(x, 'D'), bandMin(x, 'DC')) - Math.min(bandMin(y, 'D'), bandMin(y, 'DC')),
  );
  return candidates[0] ?? null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

interface Prepared {
  ref: string;
  tonnes: number;
  state: IcpeState;
  keys: Set<string>;
  named: Rubrique | null;
  assigned: Rubrique | null;
}

/** The assessment of an establishment's products; its assumptions worded in `language` (English by default: the tests and the bench). */
export function assessIcpe(products: IcpeProduct[], nomenclature: Rubrique[] = RUBRIQUES, language: InterfaceLanguage = 'en'): IcpeAssessment {
  const assumptions: AssumptionNote[] = [];
  const namedByCas = new Map<string, Rubrique>();
  for (const r of nomenclature) if (r.kind === 'named') for (const cas of r.cas ?? []) namedByCas.set(normaliseCas(cas), r);

  const prepared: Prepared[] = products.map((p, i) => {
    const ref = p.document_code ?? `#${i + 1}`;
    const keys = hazardKeys(p, ref, assumptions);
    const named = namedByCas.get(normaliseCas(p.cas)) ?? null;
    if (named) assumptions.push(namedByCasNote(ref, p.cas, named));
    const tonnes = toTonnes(p, ref, assumptions);
    return { ref, tonnes, state: p.state, keys, named, assigned: assignRubrique(keys, p.state, named, nomenclature) };
  });

  // Régime per rubrique (and per alinéa of state where the text splits by state), on the products assigned to it.
  const entries = new Map<string, { rubrique: Rubrique; state: IcpeState | null; tonnes: number; products: string[] }>();
  for (const p of prepared) {
    if (!p.assigned) continue;
    const { byState } = bandsFor(p.assigned, p.state);
    const key = `${p.assigned.rubrique}|${byState ? p.state : ''}`;
    const entry = entries.get(key) ?? { rubrique: p.assigned, state: byState ? p.state : null, tonnes: 0, products: [] };
    entry.tonnes += p.tonnes;
    entry.products.push(p.ref);
    entries.set(key, entry);
  }
  const rubriques: RubriqueResult[] = [...entries.values()].map((e) => ({
    rubrique: e.rubrique.rubrique,
    state: e.state,
    title: e.rubrique.title,
    tonnes: round(e.tonnes),
    products: e.products,
    ...regimeOf(bandsFor(e.rubrique, e.state ?? 'liquid').bands, e.tonnes),
    confirmed: e.rubrique.confirmed,
    text: e.rubrique.text,
  }));

  const seveso = sevesoStatus(prepared, nomenclature);
  if (seveso.cumulated) {
    rubriques.push({
      rubrique: RUBRIQUE_4001.rubrique,
      state: null,
      title: RUBRIQUE_4001.title,
      regime: 'A',
      tonnes: 0,
      products: prepared.filter((p) => p.assigned).map((p) => p.ref),
      next: null,
      confirmed: RUBRIQUE_4001.confirmed,
      text: RUBRIQUE_4001.text,
    });
  }
  rubriques.sort((x, y) => x.rubrique.localeCompare(y.rubrique) || REGIME_RANK[y.regime] - REGIME_RANK[x.regime]);

  for (const r of new Map(rubriques.map((x) => [x.rubrique, x])).values()) {
    if (!r.confirmed) assumptions.push({ code: 'notConfirmed', rubrique: r.rubrique, text: 'notConfirmed', values: { rubrique: r.rubrique, text: r.text } });
    const note = nomenclature.find((n) => n.rubrique === r.rubrique)?.note;
    if (note) assumptions.push({ code: 'rubriqueNote', rubrique: r.rubrique, text: 'rubriqueNote' });
  }

  return {
    rubriques,
    seveso: { status: seveso.status, by: seveso.by, sums: seveso.sums, sums_high: seveso.sumsHigh, direct: seveso.direct },
    not_classified: prepared.filter((p) => !p.assigned).map((p) => p.ref),
    assumptions: wordAssumptions(assumptions, language),
  };
}

/**
 * R511-11: the direct rule (I: one rubrique's total reaches its threshold; for a generic rubrique every product with
 * the hazard counts, whatever rubrique it was assigned to; a named substance counts only in its named rubrique) and the
 * cumulation rule (II: for health, physical and environmental hazards, Σ q/Q with Q the lowest threshold among the
 * product's rubriques of the group, the named one for a named substance).
 */
function sevesoStatus(products: Prepared[], nomenclature: Rubrique[]) {
  const direct: IcpeAssessment['seveso']['direct'] = [];
  for (const r of nomenclature) {
    const counted = products.filter((p) => (r.kind === 'named' ? p.named === r : !p.named && r.hazards?.some((k) => p.keys.has(k))));
    if (counted.length === 0) continue;
    const tonnes = counted.reduce((n, p) => n + p.tonnes, 0);
    if (r.seveso_high_t !== null && tonnes >= r.seveso_high_t - EPSILON) direct.push({ rubrique: r.rubrique, tonnes: round(tonnes), tier: 'high' });
    else if (r.seveso_low_t !== null && tonnes >= r.seveso_low_t - EPSILON) direct.push({ rubrique: r.rubrique, tonnes: round(tonnes), tier: 'low' });
  }

  const sums = { health: 0, physical: 0, environment: 0 } as Record<SevesoGroup, number>;
  const sumsHigh = { ...sums };
  for (const p of products) {
    const generic = nomenclature.filter((r) => r.kind === 'generic' && r.hazards?.some((k) => p.keys.has(k)));
    for (const group of ['health', 'physical', 'environment'] as SevesoGroup[]) {
      const inGroup = generic.filter((r) => groupOfRubrique(r.rubrique) === group);
      if (inGroup.length === 0) continue;
      const sources = p.named ? [p.named] : inGroup;
      const low = Math.min(...sources.map((r) => r.seveso_low_t ?? Number.POSITIVE_INFINITY));
      const high = Math.min(...sources.map((r) => r.seveso_high_t ?? Number.POSITIVE_INFINITY));
      sums[group] += p.tonnes / low;
      sumsHigh[group] += p.tonnes / high;
    }
  }
  const asSums = (s: Record<SevesoGroup, number>): SevesoSums => ({ sa: round(s.health), sb: round(s.physical), sc: round(s.environment) });
  const reached = (s: Record<SevesoGroup, number>) => Object.values(s).some((v) => v >= 1 - EPSILON);
  const directHigh = direct.some((d) => d.tier === 'high');
  const directLow = direct.length > 0;
  const status: 'none' | 'low' | 'high' = directHigh || reached(sumsHigh) ? 'high' : directLow || reached(sums) ? 'low' : 'none';
  const by = status === 'none' ? null : (status === 'high' ? directHigh : directLow) ? 'direct' : 'cumulation';
  return { status, by, sums: asSums(sums), sumsHigh: asSums(sumsHigh), direct, cumulated: reached(sums) } as const;
}

/** The note that a product's CAS number puts it in a named rubrique (whatever its hazard classes say). */
function namedByCasNote(ref: string, cas: string | null | undefined, named: Rubrique): AssumptionNote {
  return { code: 'namedByCas', product: ref, rubrique: named.rubrique, text: 'namedByCas', values: { cas: cas ?? '', rubrique: named.rubrique } };
}

/** The rubriques one product falls in, without quantities (GET /documents/{code}/quick_icpe): the assigned one and every other it has the hazard of. */
export function rubriquesOfProduct(product: Omit<IcpeProduct, 'quantity' | 'unit'>, nomenclature: Rubrique[] = RUBRIQUES, language: InterfaceLanguage = 'en') {
  const assumptions: AssumptionNote[] = [];
  const ref = product.document_code ?? '#1';
  const keys = hazardKeys(product, ref, assumptions);
  const named = nomenclature.find((r) => r.kind === 'named' && r.cas?.some((c) => normaliseCas(c) === normaliseCas(product.cas))) ?? null;
  if (named) assumptions.push(namedByCasNote(ref, product.cas, named));
  const assigned = assignRubrique(keys, product.state, named, nomenclature);
  const describe = (r: Rubrique) => ({
    rubrique: r.rubrique,
    kind: r.kind,
    title: r.title,
    group: r.kind === 'generic' ? groupOfRubrique(r.rubrique) : null,
    bands: bandsFor(r, product.state).bands,
    seveso_low_t: r.seveso_low_t,
    seveso_high_t: r.seveso_high_t,
    confirmed: r.confirmed,
    text: r.text,
  });
  const also = nomenclature.filter((r) => r !== assigned && r.kind === 'generic' && r.hazards?.some((k) => keys.has(k)));
  return {
    assigned: assigned ? describe(assigned) : null,
    also: also.map(describe),
    hazards: [...keys].sort(),
    assumptions: wordAssumptions(assumptions, language),
  };
}
