import type { ConformityFlag } from '@openfds/contract';

/**
 * What the reader returns for one sheet. This shape is the contract between the reader, the hand-made labels
 * (test/fixtures), the server (stored as document_extractions.reading) and the substance watch (components).
 * Every field that could not be read is null (or an empty list), never guessed.
 */
export interface SdsReading {
  readerVersion: string;
  /** The time limit was reached before the file could be read: a timeout, not a bad PDF. */
  timedOut?: boolean;
  /** Detected language of the text (ISO 639-1), null when there is no text. */
  language: string | null;
  format: 'eu-reach' | 'us-hazcom' | 'other';
  pages: number;
  /** The 16 sections found, in order, with where they start and end in `text`. */
  sections: SectionSpan[];
  identification: Identification;
  hazards: Hazards;
  composition: Composition;
  physical: PhysicalProperties;
  transport: Transport;
  conformity: ConformityFinding[];
  /** Identifiers seen but failing their check (CAS/EC check digit, REACH format, UFI checksum). */
  warnings: ReadingWarning[];
  /** The full text in reading order, only when options.includeText is set. */
  text?: string;
  /** Milliseconds spent on this file. */
  elapsedMs: number;
}

export interface SectionSpan {
  number: number; // 1..16
  title: string;
  page: number; // 1-based page where the heading stands
  start: number; // offset in the text
  end: number;
}

export interface Identification {
  productName: string | null;
  productCode: string | null;
  ufi: string | null; // normalised XXXX-XXXX-XXXX-XXXX
  supplierName: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  emergencyPhone: string | null;
  revisionDate: string | null; // ISO YYYY-MM-DD
  version: string | null;
}

export interface HazardClass {
  /** e.g. "Flam. Liq." or "Acute Tox." as written (abbreviated CLP class), or the full class name. */
  hazardClass: string;
  /** e.g. "2", "4", "1A". */
  category: string | null;
  /** The H code attached on the same line, when there is one. */
  hStatement: string | null;
}

export interface Hazards {
  classes: HazardClass[];
  /** Codes as printed, combinations kept and joined with "+" without spaces: H225, H350i, H302+H312. */
  hStatements: string[];
  euhStatements: string[];
  pStatements: string[];
  /** GHS01..GHS09. */
  pictograms: string[];
  signalWord: 'danger' | 'warning' | null;
}

export interface Concentration {
  min: number | null;
  max: number | null;
  unit: string | null; // "%", "% w/w", "ppm"...
  raw: string;
}

export interface Component {
  name: string | null;
  cas: string | null; // normalised NNNNNNN-NN-N, only when its check digit holds
  ec: string | null; // normalised NNN-NNN-N, only when its check digit holds
  indexNumber: string | null; // NNN-NNN-NN-N
  reachNumber: string | null;
  concentration: Concentration | null;
  hStatements: string[];
  /** M-factors of section 3 (CLP Art. 10, Annex II 3.2.4 as amended by 2020/878), when printed. */
  mFactor?: { acute: number | null; chronic: number | null } | null;
  /** Specific concentration limits as printed ("Skin Corr. 1C; H314: C >= 0.6 %"), when printed. */
  specificConcentrationLimits?: string[];
  /** Acute toxicity estimates as printed ("ATE (oral) = 500 mg/kg"), when printed. */
  acuteToxicityEstimates?: string[];
}

export interface Composition {
  kind: 'substance' | 'mixture' | null;
  components: Component[];
}

export interface Measured {
  value: number | null;
  /** For a range ("80 - 90 °C") the upper bound; value holds the lower one. */
  valueMax?: number | null;
  unit: string | null;
  raw: string;
}

export interface PhysicalProperties {
  state: string | null; // liquid, solid, gas (lower-case English keyword) or as written
  colour: string | null;
  odour: string | null;
  flashPoint: Measured | null;
  boilingPoint: Measured | null;
  pH: Measured | null;
  density: Measured | null;
  viscosity: Measured | null;
}

export interface Transport {
  unNumber: string | null; // four digits, e.g. "1090"
  shippingName: string | null;
  transportClass: string | null; // e.g. "3", "6.1"
  packingGroup: 'I' | 'II' | 'III' | null;
  environmentalHazard: boolean | null;
}

export interface ConformityFinding {
  flag: ConformityFlag;
  evidence: string;
}

export interface ReadingWarning {
  field: string; // e.g. "composition.components[2].cas"
  value: string;
  reason: string; // e.g. "CAS check digit fails"
}

export interface ReadOptions {
  /** Language the sheet is declared in (catalogue metadata), for the wrongLanguage flag. */
  declaredLanguage?: string;
  /** Per-file time limit in milliseconds (default 20 000). */
  timeoutMs?: number;
  includeText?: boolean;
}
