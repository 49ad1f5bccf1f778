/**
 * Simplified CLP rules the generator uses to make a mixture's section 2 self-consistent with its components:
 * which pictogram and signal word an H code brings, which P codes usually go with it, and which H codes of one
 * hazard family replace each other (the most severe wins). Not a classification engine: plausible, not legal advice.
 */

type Signal = 'danger' | 'warning' | null;

/** H code -> [pictogram or null, signal word] (the usual category for that code). */
const H_RULES: Record<string, [string | null, Signal]> = {
  H220: ['GHS02', 'danger'],
  H221: ['GHS02', 'danger'],
  H224: ['GHS02', 'danger'],
  H225: ['GHS02', 'danger'],
  H226: ['GHS02', 'warning'],
  H228: ['GHS02', 'danger'],
  H250: ['GHS02', 'danger'],
  H251: ['GHS02', 'danger'],
  H260: ['GHS02', 'danger'],
  H261: ['GHS02', 'danger'],
  H270: ['GHS03', 'danger'],
  H271: ['GHS03', 'danger'],
  H272: ['GHS03', 'danger'],
  H280: ['GHS04', 'warning'],
  H290: ['GHS05', 'warning'],
  H300: ['GHS06', 'danger'],
  H301: ['GHS06', 'danger'],
  H302: ['GHS07', 'warning'],
  H304: ['GHS08', 'danger'],
  H310: ['GHS06', 'danger'],
  H311: ['GHS06', 'danger'],
  H312: ['GHS07', 'warning'],
  H314: ['GHS05', 'danger'],
  H315: ['GHS07', 'warning'],
  H317: ['GHS07', 'warning'],
  H318: ['GHS05', 'danger'],
  H319: ['GHS07', 'warning'],
  H330: ['GHS06', 'danger'],
  H331: ['GHS06', 'danger'],
  H332: ['GHS07', 'warning'],
  H334: ['GHS08', 'danger'],
  H335: ['GHS07', 'warning'],
  H336: ['GHS07', 'warning'],
  H340: ['GHS08', 'danger'],
  H341: ['GHS08', 'warning'],
  H350: ['GHS08', 'danger'],
  H350i: ['GHS08', 'danger'],
  H351: ['GHS08', 'warning'],
  H360: ['GHS08', 'danger'],
  H360F: ['GHS08', 'danger'],
  H360D: ['GHS08', 'danger'],
  H360FD: ['GHS08', 'danger'],
  H360Fd: ['GHS08', 'danger'],
  H360Df: ['GHS08', 'danger'],
  H361: ['GHS08', 'warning'],
  H361f: ['GHS08', 'warning'],
  H361d: ['GHS08', 'warning'],
  H361fd: ['GHS08', 'warning'],
  H362: [null, null],
  H370: ['GHS08', 'danger'],
  H371: ['GHS08', 'warning'],
  H372: ['GHS08', 'danger'],
  H373: ['GHS08', 'warning'],
  H400: ['GHS09', 'warning'],
  H410: ['GHS09', 'warning'],
  H411: ['GHS09', null],
  H412: [null, null],
  H413: [null, null],
  H420: ['GHS07', 'warning'],
};

/** Codes the generator knows how to label (others are left out of the substance pool). */
export function hasHazardRule(code: string): boolean {
  return code in H_RULES;
}

/** Families whose codes replace each other on one label: the first present (most severe) is kept. */
const FAMILIES: string[][] = [
  ['H224', 'H225', 'H226'],
  ['H220', 'H221'],
  ['H271', 'H272'],
  ['H260', 'H261'],
  ['H300', 'H301', 'H302'],
  ['H310', 'H311', 'H312'],
  ['H330', 'H331', 'H332'],
  ['H314', 'H318', 'H319'],
  ['H314', 'H315'],
  ['H340', 'H341'],
  ['H350', 'H350i', 'H351'],
  ['H370', 'H371'],
  ['H372', 'H373'],
  ['H410', 'H411', 'H412', 'H413'],
];

/** Drops the less severe code of each family: H301 and H302 from two components give H301. */
export function keepMostSevere(codes: string[]): string[] {
  const out = new Set(codes);
  for (const family of FAMILIES) {
    const first = family.findIndex((c) => out.has(c));
    if (first >= 0) for (const c of family.slice(first + 1)) out.delete(c);
  }
  // Reproductive toxicity: a category 1 code (H360...) replaces the category 2 ones (H361...).
  if ([...out].some((c) => c.startsWith('H360'))) for (const c of [...out]) if (c.startsWith('H361')) out.delete(c);
  return [...out];
}

/** Pictograms for a set of H codes with the precedence rules of CLP Article 26. */
export function pictogramsFor(codes: string[]): string[] {
  const set = new Set<string>();
  const exclamationReasons = new Set<string>();
  for (const c of codes) {
    const p = H_RULES[c]?.[0];
    if (!p) continue;
    if (p === 'GHS07') exclamationReasons.add(c);
    else set.add(p);
  }
  // Art. 26(1)(b): no exclamation mark for skin/eye irritation when corrosion applies, nor for skin sensitisation
  // or irritation when the health hazard pictogram applies for respiratory sensitisation; none at all beside GHS06.
  if (set.has('GHS05')) ['H315', 'H319'].forEach((c) => exclamationReasons.delete(c));
  if (codes.includes('H334')) ['H315', 'H317', 'H319'].forEach((c) => exclamationReasons.delete(c));
  if (exclamationReasons.size > 0 && !set.has('GHS06')) set.add('GHS07');
  return [...set].sort();
}

export function signalWordFor(codes: string[]): Signal {
  const signals = codes.map((c) => H_RULES[c]?.[1] ?? null);
  if (signals.includes('danger')) return 'danger';
  return signals.includes('warning') ? 'warning' : null;
}

/** Usual P codes per H code (CLP Annex IV conditions of use, shortened). */
const P_BY_H: [RegExp, string[]][] = [
  [/^H22[01]$/, ['P210', 'P377', 'P381', 'P403']],
  [/^H22[456]$/, ['P210', 'P233', 'P240', 'P241', 'P242', 'P243', 'P280', 'P303+P361+P353', 'P370+P378', 'P403+P235', 'P501']],
  [/^H228$/, ['P210', 'P240', 'P241', 'P280', 'P370+P378']],
  [/^H250$/, ['P210', 'P222', 'P231+P232', 'P280', 'P302+P334', 'P370+P378']],
  [/^H251$/, ['P235', 'P280', 'P420']],
  [/^H26[01]$/, ['P223', 'P231+P232', 'P280', 'P370+P378', 'P402+P404', 'P501']],
  [/^H27[012]$/, ['P210', 'P220', 'P280', 'P370+P378', 'P501']],
  [/^H280$/, ['P410+P403']],
  [/^H290$/, ['P234', 'P390', 'P406']],
  [/^H30[01]$/, ['P264', 'P270', 'P301+P310', 'P330', 'P405', 'P501']],
  [/^H302$/, ['P264', 'P270', 'P301+P312', 'P330', 'P501']],
  [/^H304$/, ['P301+P310', 'P331', 'P405', 'P501']],
  [/^H31[01]$/, ['P262', 'P264', 'P270', 'P280', 'P302+P352', 'P310', 'P361+P364', 'P405', 'P501']],
  [/^H312$/, ['P280', 'P302+P352', 'P312', 'P362+P364', 'P501']],
  [/^H314$/, ['P260', 'P264', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338', 'P310', 'P363', 'P405', 'P501']],
  [/^H315$/, ['P264', 'P280', 'P302+P352', 'P332+P313', 'P362+P364']],
  [/^H317$/, ['P261', 'P272', 'P280', 'P302+P352', 'P333+P313', 'P362+P364']],
  [/^H318$/, ['P280', 'P305+P351+P338', 'P310']],
  [/^H319$/, ['P264', 'P280', 'P305+P351+P338', 'P337+P313']],
  [/^H33[01]$/, ['P260', 'P271', 'P284', 'P304+P340', 'P310', 'P403+P233', 'P405']],
  [/^H332$/, ['P261', 'P271', 'P304+P340', 'P312']],
  [/^H334$/, ['P261', 'P284', 'P304+P340', 'P342+P311']],
  [/^H33[56]$/, ['P261', 'P271', 'P304+P340', 'P312', 'P403+P233', 'P405', 'P501']],
  [/^H3[4-6][01]/, ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501']],
  [/^H362$/, ['P260', 'P263', 'P264', 'P270', 'P308+P313']],
  [/^H37[02]$/, ['P260', 'P264', 'P270', 'P308+P311', 'P501']],
  [/^H37[13]$/, ['P260', 'P314', 'P501']],
  [/^H4(00|10|11|12|13)$/, ['P273', 'P391', 'P501']],
  [/^H420$/, ['P502']],
];

function pNumber(code: string): number {
  return Number(code.slice(1, 4));
}

/** P codes that a label rarely goes without when one of its H codes calls for them. */
const KEY_P = new Set(['P210', 'P260', 'P261', 'P273', 'P280', 'P301+P310', 'P305+P351+P338', 'P310', 'P201', 'P501']);

/**
 * The P codes of a label: those called for by its H codes, at most `max` (CLP Art. 28(3): usually no more than
 * six), the most often called and the key ones first, printed in numeric order.
 */
export function pStatementsFor(codes: string[], max: number): string[] {
  const score = new Map<string, number>();
  for (const c of codes) for (const [re, ps] of P_BY_H) if (re.test(c)) for (const p of ps) score.set(p, (score.get(p) ?? 0) + 1);
  const byNumber = (a: string, b: string) => pNumber(a) - pNumber(b) || a.localeCompare(b);
  const ranked = [...score.keys()].sort((a, b) => score.get(b)! + (KEY_P.has(b) ? 2 : 0) - (score.get(a)! + (KEY_P.has(a) ? 2 : 0)) || byNumber(a, b));
  return ranked.slice(0, max).sort(byNumber);
}

/** CLP Annex III combinations of acute toxicity statements, longest first. */
const H_COMBINATIONS = [
  ['H300', 'H310', 'H330'],
  ['H301', 'H311', 'H331'],
  ['H302', 'H312', 'H332'],
  ['H300', 'H310'],
  ['H300', 'H330'],
  ['H310', 'H330'],
  ['H301', 'H311'],
  ['H301', 'H331'],
  ['H311', 'H331'],
  ['H302', 'H312'],
  ['H302', 'H332'],
  ['H312', 'H332'],
];

/** Joins the codes that CLP lets a label print as one combined statement ("H302+H332"). */
export function combineHStatements(codes: string[]): string[] {
  const left = new Set(codes);
  const combined: string[] = [];
  for (const combo of H_COMBINATIONS)
    if (combo.every((c) => left.has(c))) {
      combo.forEach((c) => left.delete(c));
      combined.push(combo.join('+'));
    }
  return [...left, ...combined];
}
