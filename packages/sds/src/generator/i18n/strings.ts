import type { GhsPictogram } from '@openfds/contract';

/** Kinds of n.o.s. transport entries the generator can print in section 14 (see ../transport.ts). */
export type ShippingKey =
  | 'flammableLiquid'
  | 'flammableSolid'
  | 'flammableGas'
  | 'gas'
  | 'toxicGas'
  | 'toxicLiquid'
  | 'toxicSolid'
  | 'corrosiveLiquid'
  | 'corrosiveSolid'
  | 'oxidizingLiquid'
  | 'oxidizingSolid'
  | 'waterReactiveSolid'
  | 'pyrophoricSolid'
  | 'envLiquid'
  | 'envSolid';

/** Sections whose body is generic text (subsection title, text) rather than data from the spec. */
export type TextSection = 4 | 5 | 6 | 7 | 8 | 10 | 11 | 12 | 13 | 15 | 16;

/** Everything a sheet prints in one language, apart from the statement texts. */
export interface GeneratorStrings {
  title: string;
  regulation: string; // "according to Regulation (EC) No 1907/2006 ..."
  sectionWord: string; // "SECTION"
  sections: string[]; // the 16 REACH Annex II titles, index 0 = section 1
  s1: [string, string, string, string]; // 1.1 .. 1.4
  s2: [string, string, string]; // 2.1 .. 2.3
  s3: { substance: string; mixture: string };
  s9: string; // 9.1
  s14: [string, string, string, string, string, string, string]; // 14.1 .. 14.7
  labels: {
    productName: string;
    productCode: string;
    ufi: string;
    revisionDate: string;
    version: string;
    printDate: string;
    supersedes: string;
    identifiedUse: string;
    supplier: string;
    phone: string;
    email: string;
    emergencyPhone: string;
    classification: string;
    signalWord: string;
    pictograms: string;
    hStatements: string;
    euhStatements: string;
    pStatements: string;
    otherHazards: string;
    hazardClass: string;
    category: string;
    name: string;
    cas: string;
    ec: string;
    index: string;
    reach: string;
    concentration: string;
    state: string;
    colour: string;
    odour: string;
    flashPoint: string;
    boilingPoint: string;
    pH: string;
    density: string;
    viscosity: string;
  };
  words: {
    notApplicable: string;
    notAvailable: string;
    notRegulated: string;
    yes: string;
    no: string;
    substance: string;
    mixture: string;
    notClassified: string;
    noOtherHazards: string;
    specialPrecautions: string;
    bulk: string;
    componentsNote: string;
  };
  uses: string[];
  states: { liquid: string; solid: string; gas: string };
  colours: string[];
  odours: string[];
  signalWords: { danger: string; warning: string };
  pictogramNames: Record<GhsPictogram, string>;
  shipping: Record<ShippingKey, string>;
  page: (page: number, total: number) => string;
  /** ISO date -> the date as usually written in this language (21.03.2024 in German, 21/03/2024 in French). */
  date: (iso: string) => string;
  /** The same date with the month written out (21 März 2024), as some title blocks print it. */
  longDate: (iso: string) => string;
  /** Decimal separator: "," in most continental languages. */
  decimal: ',' | '.';
  body: Record<TextSection, [string, string][]>;
}

/** dd<sep>mm<sep>yyyy from an ISO date. */
export function dayMonthYear(iso: string, separator: string): string {
  const [y, m, d] = iso.split('-');
  return [d, m, y].join(separator);
}
