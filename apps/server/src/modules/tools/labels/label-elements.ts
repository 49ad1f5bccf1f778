/**
 * CLP label elements (Regulation (EC) No 1272/2008 as amended by (EU) 2024/2865): pictograms from the H statements
 * with the precedence rules of Art. 26, the signal word of Art. 20, the P statement count of Art. 28(3), and the
 * label and pictogram sizes of Annex I Table 1.3 with the minimum x-heights of 2024/2865 (section 1.2.1.4).
 * Pure: codes in, elements with their warnings out.
 */

export type Pictogram = 'GHS01' | 'GHS02' | 'GHS03' | 'GHS04' | 'GHS05' | 'GHS06' | 'GHS07' | 'GHS08' | 'GHS09';

/** CLP Annex I: the pictogram each H statement carries (codes without one are absent). */
const PICTOGRAM_OF: Record<string, Pictogram[]> = {
  H200: ['GHS01'],
  H201: ['GHS01'],
  H202: ['GHS01'],
  H203: ['GHS01'],
  H204: ['GHS01'],
  H205: ['GHS01'],
  H220: ['GHS02'],
  H221: ['GHS02'],
  H222: ['GHS02'],
  H223: ['GHS02'],
  H224: ['GHS02'],
  H225: ['GHS02'],
  H226: ['GHS02'],
  H228: ['GHS02'],
  H232: ['GHS02'],
  H240: ['GHS01'],
  H241: ['GHS01', 'GHS02'],
  H242: ['GHS02'],
  H250: ['GHS02'],
  H251: ['GHS02'],
  H252: ['GHS02'],
  H260: ['GHS02'],
  H261: ['GHS02'],
  H270: ['GHS03'],
  H271: ['GHS03'],
  H272: ['GHS03'],
  H280: ['GHS04'],
  H281: ['GHS04'],
  H290: ['GHS05'],
  H314: ['GHS05'],
  H318: ['GHS05'],
  H300: ['GHS06'],
  H301: ['GHS06'],
  H310: ['GHS06'],
  H311: ['GHS06'],
  H330: ['GHS06'],
  H331: ['GHS06'],
  H302: ['GHS07'],
  H312: ['GHS07'],
  H332: ['GHS07'],
  H315: ['GHS07'],
  H317: ['GHS07'],
  H319: ['GHS07'],
  H335: ['GHS07'],
  H336: ['GHS07'],
  H420: ['GHS07'],
  H304: ['GHS08'],
  H334: ['GHS08'],
  H340: ['GHS08'],
  H341: ['GHS08'],
  H350: ['GHS08'],
  H351: ['GHS08'],
  H360: ['GHS08'],
  H361: ['GHS08'],
  H370: ['GHS08'],
  H371: ['GHS08'],
  H372: ['GHS08'],
  H373: ['GHS08'],
  H400: ['GHS09'],
  H410: ['GHS09'],
  H411: ['GHS09'],
};

/** Codes whose signal word is "Danger" in every category they cover. */
const DANGER = new Set([
  'H200',
  'H201',
  'H202',
  'H203',
  'H220',
  'H222',
  'H224',
  'H225',
  'H232',
  'H240',
  'H241',
  'H250',
  'H251',
  'H260',
  'H270',
  'H271',
  'H300',
  'H301',
  'H304',
  'H310',
  'H311',
  'H314',
  'H318',
  'H330',
  'H331',
  'H334',
  'H340',
  'H350',
  'H360',
  'H370',
  'H372',
]);
/** Codes whose category decides (Danger for the more severe one): the label takes Danger and says so. */
const DANGER_OR_WARNING = new Set(['H205', 'H228', 'H242', 'H261', 'H272', 'H221']);
const WARNING = new Set([
  'H204',
  'H223',
  'H226',
  'H229',
  'H252',
  'H280',
  'H281',
  'H290',
  'H302',
  'H312',
  'H315',
  'H317',
  'H319',
  'H332',
  'H335',
  'H336',
  'H341',
  'H351',
  'H361',
  'H371',
  'H373',
  'H400',
  'H410',
  'H420',
]);

/** CLP codes with no pictogram (H229-H231 with their class's, H362, H412, H413). */
const WITHOUT_PICTOGRAM = new Set(['H229', 'H230', 'H231', 'H362', 'H412', 'H413']);

/** Annex I Table 1.3 sizes (mm) by capacity, with the 2024/2865 minimum x-heights. */
export const LABEL_SIZES = [
  { max_l: 0.5, label_mm: [52, 74], pictogram_mm: 16, min_x_height_mm: 1.2 },
  { max_l: 3, label_mm: [52, 74], pictogram_mm: 16, min_x_height_mm: 1.4 },
  { max_l: 50, label_mm: [74, 105], pictogram_mm: 23, min_x_height_mm: 1.8 },
  { max_l: 500, label_mm: [105, 148], pictogram_mm: 32, min_x_height_mm: 2.0 },
  { max_l: Number.POSITIVE_INFINITY, label_mm: [148, 210], pictogram_mm: 46, min_x_height_mm: 2.0 },
] as const;
export type LabelSize = { max_l: number; label_mm: readonly [number, number]; pictogram_mm: number; min_x_height_mm: number };

export interface LabelWarning {
  code: 'unknownCode' | 'signalWordByCategory' | 'tooManyP' | 'doesNotFit' | 'grown';
  detail: string;
}

export interface LabelElements {
  pictograms: Pictogram[];
  signal_word: 'danger' | 'warning' | null;
  label_mm: [number, number];
  pictogram_mm: number;
  min_x_height_mm: number;
  h_statements: string[];
  euh_statements: string[];
  p_statements: string[];
  /** A shorter P list offered when more than six are given (Art. 28(3)); null otherwise. */
  p_reduction: string[] | null;
  warnings: LabelWarning[];
}

const parts = (codes: string[]) => codes.flatMap((c) => c.toUpperCase().replace(/\s+/g, '').split('+')).map((c) => c.replace(/^(H\d{3}).*$/, '$1'));

/** Art. 26(1): the precedence rules; GHS07 stays only while a reason for it is not covered by a stronger pictogram. */
export function pictogramsFor(hCodes: string[]): Pictogram[] {
  const codes = parts(hCodes);
  const found = new Set<Pictogram>(codes.flatMap((c) => PICTOGRAM_OF[c] ?? []));
  if (found.has('GHS07')) {
    const reasons = codes.filter((c) => PICTOGRAM_OF[c]?.includes('GHS07'));
    const remaining = reasons.filter((c) => {
      if (found.has('GHS06')) return false; // (b) no GHS07 with GHS06
      if (found.has('GHS05') && (c === 'H315' || c === 'H319')) return false; // (c) irritation under corrosion
      if (codes.includes('H334') && (c === 'H317' || c === 'H315' || c === 'H319')) return false; // (d) under GHS08 for respiratory sensitisation
      return true;
    });
    if (remaining.length === 0) found.delete('GHS07');
  }
  return [...found].sort();
}

/** Art. 20(3): "Danger" excludes "Warning"; null when no code carries a signal word. */
export function signalWordFor(hCodes: string[], warnings: LabelWarning[] = []): 'danger' | 'warning' | null {
  const codes = parts(hCodes);
  if (codes.some((c) => DANGER.has(c))) return 'danger';
  const byCategory = codes.filter((c) => DANGER_OR_WARNING.has(c));
  if (byCategory.length > 0) {
    warnings.push({ code: 'signalWordByCategory', detail: `${byCategory.join(', ')}: the signal word depends on the category; Danger taken` });
    return 'danger';
  }
  return codes.some((c) => WARNING.has(c)) ? 'warning' : null;
}

/** P statements for a consumer only (Annex IV part 1: "general"), dropped first in the reduction offered for professional use. */
const GENERAL_P = new Set(['P101', 'P102', 'P103']);

/** The text area a label needs, in mm², for a number of characters at an x-height (Helvetica: x-height ~0.52 em, ~0.5 em per character, leading 1.2). */
export function textAreaNeeded(characters: number, xHeightMm: number): number {
  const em = xHeightMm / 0.52;
  return characters * 0.5 * em * em * 1.2;
}

/** The size for a capacity: the Table 1.3 row, grown to the next one while the text does not fit at the minimum x-height. */
export function sizeFor(capacityL: number | undefined, characters: number, pictograms: number, warnings: LabelWarning[]): LabelSize {
  const start = LABEL_SIZES.findIndex((s) => (capacityL ?? 0.5) <= s.max_l);
  // The capacity's minimum x-height holds on whatever size the label grows to.
  const minX = LABEL_SIZES[start].min_x_height_mm;
  const fits = (s: LabelSize) => {
    const [w, h] = s.label_mm;
    // Margins of 3 mm; the pictograms take their squares, the rest is for text.
    const usable = (w - 6) * (h - 6) - pictograms * s.pictogram_mm * s.pictogram_mm;
    return textAreaNeeded(characters, minX) <= usable;
  };
  let at = start;
  while (!fits(LABEL_SIZES[at]) && at < LABEL_SIZES.length - 1) at += 1;
  if (!fits(LABEL_SIZES[at])) warnings.push({ code: 'doesNotFit', detail: 'the text does not fit on a 148 × 210 mm label at the minimum x-height' });
  else if (at !== start) warnings.push({ code: 'grown', detail: `label grown to ${LABEL_SIZES[at].label_mm.join(' × ')} mm to keep the minimum x-height` });
  return { ...LABEL_SIZES[at], min_x_height_mm: minX };
}

export function labelElements(
  input: { h_statements: string[]; euh_statements?: string[]; p_statements?: string[]; capacity_l?: number },
  textLength: (codes: string[]) => number = (codes) => codes.length * 60,
): LabelElements {
  const warnings: LabelWarning[] = [];
  const h = [...new Set(input.h_statements.map((c) => c.toUpperCase().replace(/\s+/g, '')))];
  const euh = [...new Set((input.euh_statements ?? []).map((c) => c.toUpperCase()))];
  const p = [...new Set((input.p_statements ?? []).map((c) => c.toUpperCase().replace(/\s+/g, '')))];
  const unknown = parts(h).filter((c) => !(c in PICTOGRAM_OF) && !WITHOUT_PICTOGRAM.has(c));
  if (unknown.length > 0) warnings.push({ code: 'unknownCode', detail: `not a CLP hazard statement: ${unknown.join(', ')}` });
  const pictograms = pictogramsFor(h);
  const signal = signalWordFor(h, warnings);
  let reduction: string[] | null = null;
  if (p.length > 6) {
    reduction = p.filter((c) => !c.split('+').every((x) => GENERAL_P.has(x))).slice(0, 6);
    warnings.push({ code: 'tooManyP', detail: `${p.length} P statements: CLP Art. 28(3) asks for no more than six unless needed; a reduction is offered` });
  }
  const size = sizeFor(input.capacity_l, textLength([...h, ...euh, ...p]), pictograms.length, warnings);
  return {
    pictograms,
    signal_word: signal,
    label_mm: [size.label_mm[0], size.label_mm[1]],
    pictogram_mm: size.pictogram_mm,
    min_x_height_mm: size.min_x_height_mm,
    h_statements: h,
    euh_statements: euh,
    p_statements: p,
    p_reduction: reduction,
    warnings,
  };
}
