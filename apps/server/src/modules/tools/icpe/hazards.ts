import type { InterfaceLanguage } from '@openfds/contract';
import type { IcpeState } from './nomenclature.ts';
import { assumptionDetail, RUBRIQUE_NOTES, type AssumptionText, type TextValues } from './icpe-assumption-texts.ts';

/** What the nomenclature needs to know of a product: its section 2 (classes, H and EUH codes) and its state. */
export interface HazardInput {
  hazard_classes?: { class: string; category?: string | null }[];
  h_statements?: string[];
  euh_statements?: string[];
  state: IcpeState;
}

type AssumptionCode = 'unknownCategory' | 'rule4140' | 'aerosolContents' | 'namedByCas' | 'assumedDensity' | 'typeFromHCode' | 'notConfirmed' | 'rubriqueNote';

/** An assumption the assessment had to make, with the product it concerns (document code or #position), in words. */
export interface Assumption {
  code: AssumptionCode;
  product?: string;
  rubrique?: string;
  detail: string;
}

/**
 * An assumption as the engines record it: its text key and values, worded once at the end in the language asked
 * (icpe-assumption-texts.ts). A rubrique's note (`rubriqueNote`) is worded from the rubrique's own note.
 */
export interface AssumptionNote {
  code: AssumptionCode;
  product?: string;
  rubrique?: string;
  text: AssumptionText | 'rubriqueNote';
  values?: TextValues;
}

/** The notes in words, in one of the four interface languages. */
export function wordAssumptions(notes: AssumptionNote[], language: InterfaceLanguage): Assumption[] {
  return notes.map(({ text, values, ...rest }) => ({
    ...rest,
    detail: text === 'rubriqueNote' ? (RUBRIQUE_NOTES[language][rest.rubrique ?? ''] ?? '') : assumptionDetail(text, values ?? {}, language),
  }));
}

const split = (codes: string[] | undefined) =>
  new Set((codes ?? []).flatMap((c) => c.replace(/\s+/g, '').toUpperCase().split('+')).map((c) => c.replace(/^(H\d{3}).*$/, '$1')));

/** "Acute Tox." -> "acutetox", "Flam. Liq." -> "flamliq": the class abbreviations as sheets print them, compared loosely. */
const fold = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The hazard keys of a product (the `hazards` of the generic rubriques in nomenclature.ts), from its classes with
 * categories first and its H/EUH codes otherwise. Where the category is not known the most severe one is taken
 * (its threshold is the lowest), and the assumption is recorded.
 */
export function hazardKeys(input: HazardInput, product: string, assumptions: AssumptionNote[]): Set<string> {
  const keys = new Set<string>();
  const h = split(input.h_statements);
  const euh = split(input.euh_statements);
  const classes = (input.hazard_classes ?? []).map((c) => ({ name: fold(c.class), category: (c.category ?? '').toUpperCase().replace(/\s+/g, '') }));
  const ofClass = (...names: string[]) => classes.filter((c) => names.some((n) => c.name.startsWith(n)));
  const assume = (code: AssumptionCode, text: AssumptionText, values?: TextValues) => assumptions.push({ code, product, text, values });

  // Acute toxicity: categories 1 and 2 whatever the route; category 3 by route (4130 inhalation, 4140 oral only).
  const acute = ofClass('acutetox');
  const acuteCats = new Set(acute.map((c) => c.category));
  if (acute.some((c) => c.category === '')) {
    keys.add('acuteTox1');
    assume('unknownCategory', 'acuteNoCategory');
  }
  if (acuteCats.has('1')) keys.add('acuteTox1');
  if (acuteCats.has('2')) keys.add('acuteTox2');
  if (acute.length === 0 && (h.has('H300') || h.has('H310') || h.has('H330'))) {
    keys.add('acuteTox1');
    assume('unknownCategory', 'acuteFromH');
  }
  if (acuteCats.has('3') || h.has('H301') || h.has('H331')) {
    if (h.has('H331')) keys.add('acuteTox3Inhalation');
    else if (h.has('H301') && !h.has('H311')) {
      keys.add('acuteTox3Oral');
      assume('rule4140', 'rule4140');
    } else if (!h.has('H311')) {
      keys.add('acuteTox3Inhalation');
      assume('unknownCategory', 'acute3NoRoute');
    }
  }

  if (ofClass('stotse').some((c) => c.category === '1' || c.category === '') || h.has('H370')) keys.add('stotSe1');
  if (ofClass('unstexpl', 'expl').length > 0 || ['H200', 'H201', 'H202', 'H203', 'H204', 'H205'].some((c) => h.has(c))) keys.add('explosive');
  if (ofClass('flamgas').length > 0 || h.has('H220') || h.has('H221')) keys.add('flamGas');

  if (ofClass('aerosol').some((c) => c.category !== '3') || h.has('H222') || h.has('H223')) {
    // Whether the contents include a flammable gas (cat. 1-2) or a flammable liquid (cat. 1) is not on section 2.
    keys.add('aerosolFlammableContents');
    assume('aerosolContents', 'aerosolContents');
  }

  const flamLiq = ofClass('flamliq');
  if (flamLiq.some((c) => c.category === '1') || h.has('H224')) keys.add('flamLiq1');
  if (flamLiq.some((c) => c.category === '2' || c.category === '3') || h.has('H225') || h.has('H226')) keys.add('flamLiq23');
  if (flamLiq.some((c) => c.category === '')) {
    keys.add('flamLiq1');
    assume('unknownCategory', 'flamLiqNoCategory');
  }

  const typed = (names: string[], ab: string, rest: [string, string][], fromH: { h: string; key: string }[], label: string) => {
    const found = ofClass(...names);
    for (const c of found) {
      const type = c.category.replace(/^TYPE/, '');
      if (type === '' || /[AB]/.test(type)) keys.add(ab);
      for (const [letters, key] of rest) if ([...letters].some((l) => type.includes(l))) keys.add(key);
      if (type === '') assume('unknownCategory', 'noType', { label });
    }
    return found.length > 0 || fromH.some((f) => h.has(f.h));
  };
  const selfReactive = typed(['selfreact'], 'selfReactiveAB', [['CDEF', 'selfReactiveCF']], [], 'Self-react.');
  const peroxide = typed(
    ['orgperox'],
    'peroxideAB',
    [
      ['CD', 'peroxideCD'],
      ['EF', 'peroxideEF'],
    ],
    [],
    'Org. Perox.',
  );
  if (!selfReactive && !peroxide) {
    // H240-H242 alone do not say self-reactive or peroxide: the organic peroxide rubrique has the lower thresholds.
    if (h.has('H240') || h.has('H241')) keys.add('peroxideAB');
    if (h.has('H242')) keys.add('peroxideCD');
    if (h.has('H240') || h.has('H241') || h.has('H242')) {
      assume('typeFromHCode', 'typeFromHCode');
    }
  }

  const pyro = ofClass('pyrliq', 'pyrsol');
  if (pyro.length > 0 || h.has('H250')) {
    const solid = pyro.length > 0 ? pyro.some((c) => c.name.startsWith('pyrsol')) : input.state === 'solid';
    keys.add(solid ? 'pyrophoricSolid' : 'pyrophoricLiquid');
  }
  if (ofClass('oxgas').length > 0 || h.has('H270')) keys.add('oxidisingGas');
  const ox = ofClass('oxliq', 'oxsol');
  if (ox.length > 0 || h.has('H271') || h.has('H272')) {
    const solid = ox.length > 0 ? ox.some((c) => c.name.startsWith('oxsol')) : input.state === 'solid';
    keys.add(solid ? 'oxidisingSolid' : 'oxidisingLiquid');
  }

  const aquaticAcute = ofClass('aquaticacute');
  const aquaticChronic = ofClass('aquaticchronic');
  if (aquaticAcute.some((c) => c.category === '1') || aquaticChronic.some((c) => c.category === '1') || h.has('H400') || h.has('H410')) keys.add('aquatic1');
  if (aquaticChronic.some((c) => c.category === '2') || h.has('H411')) keys.add('aquaticChronic2');

  if (ofClass('waterreact').some((c) => c.category === '1') || h.has('H260')) keys.add('waterReactive1');
  if (euh.has('EUH014')) keys.add('euh014');
  if (euh.has('EUH029')) keys.add('euh029');
  return keys;
}
