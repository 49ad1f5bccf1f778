/** The languages the sheet generator writes (the four interface languages plus three common EU sheet languages). */
export type GeneratorLanguage = 'fr' | 'en' | 'de' | 'it' | 'es' | 'nl' | 'pt';
export const GENERATOR_LANGUAGES: readonly GeneratorLanguage[] = ['fr', 'en', 'de', 'it', 'es', 'nl', 'pt'];

export interface SheetComponent {
  name: string;
  cas: string | null;
  ec: string | null;
  indexNumber: string | null;
  reachNumber: string | null;
  concMin: number | null;
  concMax: number | null;
  hStatements: string[];
}

/** Everything printed on a generated sheet; the ground truth of the reader benchmark comes from it. */
export interface SheetSpec {
  language: GeneratorLanguage;
  productName: string;
  productCode: string | null;
  ufi: string | null; // valid checksum
  supplier: { name: string; address: string; phone: string; email: string; emergencyPhone: string };
  revisionDate: string; // ISO YYYY-MM-DD
  version: string; // e.g. "3.1"
  kind: 'substance' | 'mixture';
  signalWord: 'danger' | 'warning' | null;
  classes: { hazardClass: string; category: string | null; hStatement: string | null }[];
  hStatements: string[];
  euhStatements: string[];
  pStatements: string[];
  pictograms: string[];
  components: SheetComponent[];
  physical: {
    state: string;
    colour: string;
    odour: string;
    flashPointC: number | null;
    boilingPointC: number | null;
    pH: number | null;
    densityGcm3: number | null;
    viscosityMm2s: number | null;
  };
  transport: {
    unNumber: string | null;
    shippingName: string | null;
    transportClass: string | null;
    packingGroup: 'I' | 'II' | 'III' | null;
    environmentalHazard: boolean;
  };
  layout: { columns: 1 | 2; tables: boolean; headerFooter: boolean; seed: number };
}
