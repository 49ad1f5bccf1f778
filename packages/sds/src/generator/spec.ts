import { ufiWithCheck } from '@openfds/contract';
import { randomProductCode, randomProductName, randomSupplier } from './companies.ts';
import { combineHStatements, hasHazardRule, keepMostSevere, pictogramsFor, pStatementsFor, signalWordFor } from './hazard-rules.ts';
import { STRINGS } from './i18n/index.ts';
import { Prng } from './prng.ts';
import { isPrintable } from './statements.ts';
import { clpSubstances, type ClpSubstance } from './substances.ts';
import { transportEntry } from './transport.ts';
import type { GeneratorLanguage, SheetComponent, SheetSpec } from './types.ts';

/** Characters the PDF standard fonts (WinAnsi) can draw; names outside it would print as garbage. */
const WIN_ANSI = /^[\x20-\x7E\u00A0-\u00FF’]*$/;
/** Explosives, self-reactives and peroxides ship and label under rules the generator does not model. */
const EXCLUDED_H = /^H(20\d|24[012]|23\d|25[2])/;

interface Pools {
  all: ClpSubstance[];
  /** Liquids and solids (no gases) with at most 4 H codes: plausible ingredients of a formulated product. */
  ingredients: ClpSubstance[];
}
let pools: Pools | null = null;

function isGas(s: ClpSubstance): boolean {
  return s.classes.some(([c]) => c === 'Press. Gas') || s.h.some((h) => h === 'H220' || h === 'H221' || h === 'H270');
}

function substancePools(): Pools {
  if (pools) return pools;
  const all = clpSubstances().filter(
    (s) =>
      WIN_ANSI.test(s.name) &&
      !/\.\s*\.\s*\./.test(s.name) && // placeholders such as "fluorosilicic acid ... %" are not product names
      s.name.length <= 70 &&
      s.h.length <= 7 &&
      s.h.every((h) => isPrintable(h) && hasHazardRule(h) && !EXCLUDED_H.test(h)) &&
      s.euh.every(isPrintable),
  );
  pools = { all, ingredients: all.filter((s) => !isGas(s) && s.h.length <= 4) };
  return pools;
}

const CONCENTRATION_BANDS: [number, number][] = [
  [0.1, 1],
  [1, 2.5],
  [1, 3],
  [1, 5],
  [2.5, 10],
  [3, 5],
  [5, 10],
  [10, 20],
  [10, 25],
  [15, 20],
  [20, 30],
  [25, 50],
  [30, 50],
  [50, 75],
];

function isoDate(r: Prng): string {
  const start = Date.UTC(2019, 0, 1);
  const end = Date.UTC(2025, 11, 31);
  return new Date(start + Math.floor((r.next() * (end - start)) / 86400000) * 86400000).toISOString().slice(0, 10);
}

function reachNumber(r: Prng): string | null {
  if (r.bool(0.35)) return null;
  const body = `01-2119${String(r.int(0, 999999)).padStart(6, '0')}-${String(r.int(0, 99)).padStart(2, '0')}`;
  return r.bool(0.5) ? `${body}-${String(r.int(0, 9999)).padStart(4, '0')}` : body;
}

function randomUfi(r: Prng): string {
  const alphabet = '0123456789ACDEFGHJKMNPQRSTUVWXY';
  let last15 = '';
  for (let i = 0; i < 15; i++) last15 += alphabet[r.int(0, alphabet.length - 1)];
  return ufiWithCheck(last15);
}

function sortCodes(codes: string[]): string[] {
  return [...codes].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Physical state a product with these hazards most plausibly has. */
function stateFor(r: Prng, codes: string[], gas: boolean): 'liquid' | 'solid' | 'gas' {
  if (gas) return 'gas';
  if (codes.some((c) => ['H224', 'H225', 'H226', 'H304'].includes(c))) return 'liquid';
  if (codes.some((c) => ['H228', 'H250', 'H251'].includes(c))) return 'solid';
  return r.bool(0.6) ? 'liquid' : 'solid';
}

function physicalFor(r: Prng, language: GeneratorLanguage, codes: string[], state: 'liquid' | 'solid' | 'gas'): SheetSpec['physical'] {
  const s = STRINGS[language];
  let flashPointC: number | null = null;
  let boilingPointC: number | null = null;
  if (state === 'liquid') {
    if (codes.includes('H224')) [flashPointC, boilingPointC] = [r.int(-45, -20), r.int(20, 35)];
    else if (codes.includes('H225')) [flashPointC, boilingPointC] = [r.int(-20, 22), r.int(56, 110)];
    else if (codes.includes('H226')) [flashPointC, boilingPointC] = [r.int(23, 60), r.int(120, 180)];
    else [flashPointC, boilingPointC] = r.bool(0.4) ? [null, 100] : [r.int(62, 220), r.int(180, 320)];
  } else if (state === 'gas') boilingPointC = r.int(-160, -10);
  const corrosive = codes.includes('H314') || codes.includes('H318');
  const pH = state === 'gas' || r.bool(0.3) ? null : corrosive ? (r.bool(0.5) ? r.float(0.5, 2, 1) : r.float(12, 14, 1)) : r.float(4, 9, 1);
  return {
    state,
    colour: state === 'gas' ? s.colours[0] : r.pick(s.colours),
    odour: r.pick(s.odours),
    flashPointC,
    boilingPointC,
    pH,
    densityGcm3: state === 'gas' ? null : state === 'liquid' ? r.float(0.7, 1.5, 2) : r.float(1, 2.8, 2),
    viscosityMm2s: state === 'liquid' && r.bool(0.7) ? r.float(0.5, 400, 1) : null,
  };
}

function componentOf(r: Prng, s: ClpSubstance, concMin: number | null, concMax: number | null): SheetComponent {
  return { name: s.name, cas: s.cas, ec: s.ec, indexNumber: s.index, reachNumber: reachNumber(r), concMin, concMax, hStatements: s.h };
}

/**
 * A random but realistic sheet: a real CLP Annex VI substance, or a mixture of 1-6 of them whose section 2 is the
 * union of the components' hazards (most severe code of each family kept). Deterministic: same seed, same spec.
 * The same seed in another language gives the same product (name, components, hazards, date, version, layout)
 * from a supplier of that language's country: the language versions of one sheet.
 */
export function randomSheetSpec(seed: number, language: GeneratorLanguage, overrides: Partial<SheetSpec> = {}): SheetSpec {
  const r = new Prng(seed);
  const { all, ingredients } = substancePools();
  const kind: SheetSpec['kind'] = r.bool(0.3) ? 'substance' : 'mixture';
  let picked: ClpSubstance[];
  let components: SheetComponent[];
  let classes: SheetSpec['classes'];
  let hStatements: string[];
  let pictograms: string[];
  let signalWord: SheetSpec['signalWord'];
  let productName: string;

  if (kind === 'substance') {
    const s = r.pick(all);
    picked = [s];
    const purity = r.bool(0.5) ? 100 : r.pick([95, 98, 99, 99.5]);
    components = [componentOf(r, s, purity, 100)];
    classes = s.classes.map(([hazardClass, category, hStatement]) => ({ hazardClass, category, hStatement }));
    hStatements = s.h;
    pictograms = s.pictograms.length > 0 ? [...s.pictograms] : pictogramsFor(s.h);
    signalWord = s.signalWord ?? signalWordFor(s.h);
    // Annex VI names list synonyms after ";" (e.g. "dimethyldioctadecylammonium chloride; DODMAC"): a trade name uses one.
    const base = s.name.split(';')[0].trim();
    productName = r.bool(0.5) ? base : `${base.charAt(0).toUpperCase()}${base.slice(1)}${r.pick(['', ' technical grade', ' 99%', ' pure'])}`;
  } else {
    const count = r.pick([1, 2, 2, 3, 3, 3, 4, 4, 5, 6]);
    picked = r.sample(ingredients, count);
    components = picked.map((s) => {
      const [min, max] = r.pick(CONCENTRATION_BANDS);
      return componentOf(r, s, min, max);
    });
    hStatements = keepMostSevere([...new Set(picked.flatMap((s) => s.h))]);
    const seen = new Set<string>();
    classes = [];
    for (const s of picked)
      for (const [hazardClass, category, h] of s.classes) {
        if (h && !hStatements.includes(h)) continue; // dropped in favour of a more severe code of its family
        const key = `${hazardClass}|${category}|${h}`;
        if (!seen.has(key)) {
          seen.add(key);
          classes.push({ hazardClass, category, hStatement: h });
        }
      }
    pictograms = pictogramsFor(hStatements);
    signalWord = signalWordFor(hStatements);
    productName = randomProductName(r);
  }

  const euhStatements = sortCodes([...new Set(picked.flatMap((s) => s.euh))]);
  const state = stateFor(r, hStatements, kind === 'substance' && isGas(picked[0]));
  const physical = physicalFor(r, language, hStatements, state);
  const entry = transportEntry(hStatements, state);
  // Annex VI names keep line-break spaces around some hyphens ("2,4,6,8-tetramethyl- 1,3,5,7-..."): a shipping
  // name wrapped at such a hyphen cannot show them, so the technical names are written without them.
  const technicalNames = picked
    .slice(0, 2)
    .map((s) => s.name.replace(/\s*-\s+|\s+-(?=\S)/g, '-'))
    .join(', ');
  const strings = STRINGS[language];
  // Some sheets print the official combined statements (fr/en/de/it have their official texts in the contract).
  const combine = ['fr', 'en', 'de', 'it'].includes(language) && new Prng(seed ^ 0x1b873593).bool(0.25);
  const spec: SheetSpec = {
    language,
    productName,
    productCode: randomProductCode(r),
    ufi: kind === 'mixture' && r.bool(0.7) ? randomUfi(r) : null,
    // Own stream: country formats draw different counts per language, which must not shift what follows.
    supplier: randomSupplier(new Prng(seed ^ 0x3c6ef372), language),
    revisionDate: isoDate(r),
    version: r.bool(0.2) ? '1.0' : `${r.int(1, 9)}.${r.int(0, 9)}`,
    kind,
    signalWord,
    classes,
    hStatements: sortCodes(combine ? combineHStatements(hStatements) : hStatements),
    euhStatements,
    pStatements: pStatementsFor(hStatements, r.int(5, 9)),
    pictograms: [...pictograms].sort(),
    components,
    physical,
    transport: entry
      ? {
          unNumber: entry.unNumber,
          // n.o.s. entries carry the technical name of the main hazardous constituents (ADR SP 274).
          shippingName: `${strings.shipping[entry.key]} (${technicalNames})`,
          transportClass: entry.transportClass,
          packingGroup: entry.packingGroup,
          environmentalHazard: hStatements.some((h) => ['H400', 'H410', 'H411'].includes(h)),
        }
      : { unNumber: null, shippingName: null, transportClass: null, packingGroup: null, environmentalHazard: false },
    layout: { columns: r.bool(0.3) ? 2 : 1, tables: r.bool(0.5), headerFooter: r.bool(0.85), seed },
  };
  return { ...spec, ...overrides, layout: { ...spec.layout, ...overrides.layout } };
}
