import type { ConformityFlag } from './constants.ts';

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
  /** Conformity against REACH Annex II as amended by (EU) 2020/878 (sheets with text only). */
  annexII?: AnnexIICheck;
  /** Where each extracted field comes from, keyed by field path ("identification.productName", "composition.components[0].cas", "hazards.hStatements[2]"). */
  evidence?: Record<string, FieldEvidence>;
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
  /**
   * Section 2.2's "Contains" / "Contient" / "Enthält" / "Contiene" (CLP Art. 18(3)): the components the label names,
   * as printed, in order. Absent in readings stored before the reader read it (the label then proposes them from section 3).
   */
  contains?: string[];
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
  /**
   * Read only the first pages (at most 300 in any case): the upload form's proposal needs only the identification
   * of the first pages (issue #23), and a 300-page or hostile file must not cost more than those.
   */
  maxPages?: number;
  includeText?: boolean;
  /** Inputs of the Annex II conformity check (candidate list, dates). */
  annexII?: AnnexIIOptions;
}

/** How a value was found, from the most to the least direct. */
export type EvidenceMethod = 'labelledValue' | 'tableCell' | 'heading' | 'pattern' | 'statementText' | 'inferred';

export interface FieldEvidence {
  /** 1-based page. */
  page: number;
  /** Offsets in the reading's text (SdsReading.text when included) of the span the value was read from. */
  start: number;
  end: number;
  /** The text of that span (the matched value), and the whole line it stands on. */
  span: string;
  line: string;
  method: EvidenceMethod;
  /** 0..1, from the method: a labelled value or a checked identifier high, an inference low. */
  confidence: number;
}

export interface AnnexIIOptions {
  /** CAS numbers of the REACH candidate list (SVHC), supplied by the caller: the reader holds no list. */
  candidateListCas?: Iterable<string>;
  /** ISO date of the last change of the product's hazard data (classification, components), when known. */
  lastHazardChange?: string | null;
  /**
   * CAS -> ISO date the substance entered the candidate list. A component of the sheet that entered the list after
   * the sheet's revision makes its update due (REACH Art. 31(9); section 15 must name it): the latest such date of
   * the sheet's own components counts as a hazard change, with lastHazardChange when both are known.
   */
  candidateInclusionDates?: Iterable<readonly [string, string]>;
  /** Compared with the revision date when lastHazardChange is unknown (default 2023-01-01: 2020/878 applies to every sheet). */
  referenceDate?: string;
}

export interface AnnexIISubsection {
  /** "1.1", ..., "3.1/3.2" (one of them), "16" (the section). */
  number: string;
  title: string;
  found: boolean;
  page: number | null;
  /** The heading line as printed. */
  text: string | null;
  /** How it was found: its number at the start of a line, or its title alone (a sheet printing no numbers). */
  by?: 'number' | 'title';
}

export type AnnexIIFlagCode =
  'missingSubsection' | 'noRevisionDate' | 'olderThanHazardChange' | 'olderThanReferenceDate' | 'ufiChecksum' | 'candidateNotInSection15';

export interface AnnexIIFlag {
  code: AnnexIIFlagCode;
  /** Page concerned (the section's page for a missing sub-section), null when there is none. */
  page: number | null;
  evidence: string;
  subsection?: string;
  cas?: string;
  value?: string;
}

export interface AnnexIICheck {
  regulation: string;
  /** False for a sheet not in the European format (US HazCom, other): missing sub-sections are then listed but not flagged. */
  applies: boolean;
  subsections: AnnexIISubsection[];
  /** Numbers of the mandatory sub-sections not found. */
  missing: string[];
  /** What the revision date was compared with: the last hazard change, or the 2020/878 applicability date. */
  reference: {
    date: string;
    kind: 'lastHazardChange' | 'annexIIApplicability';
    /** Why that date, when it is a component's inclusion in the candidate list: the words, and the CAS. */
    cause?: string;
    cas?: string;
  };
  flags: AnnexIIFlag[];
  /**
   * What section 15 mentions of the sheet's components, kept so that the candidate-list findings follow a new list
   * without the file (absent from readings stored by reader 1.1.0).
   */
  section15?: AnnexIISection15;
}

export interface AnnexIISection15 {
  /** Page where section 15 starts, null when the sheet has none. */
  page: number | null;
  /** CAS numbers of the sheet's components that section 15 names (by CAS number or by name). */
  mentionedCas: string[];
}
