import type { VigiListCode } from '@openfds/contract';

/**
 * The result of parsing one official file: pure data, no database. The store (list-import.service.ts) turns it
 * into a list version, its entries, identifiers and name rules, and the diff with the previous version.
 */
export interface GroupRule {
  /** Members named by CAS number (normalised). */
  cas?: string[];
  /** Members named by EC number (normalised). */
  ec?: string[];
  /** Folded (lower-case, unaccented) terms: a component whose name contains one of them is a member. */
  name_contains?: string[];
}

export interface ParsedEntry {
  /** Identity of the entry across versions of the list (entry number, index number, CAS, EC or name). */
  entryKey: string;
  name: string;
  cas: string | null;
  ec: string | null;
  indexNumber: string | null;
  entryNumber: string | null;
  /** Further identifiers of the entry itself (an entry may list several CAS numbers). */
  otherCas: string[];
  otherEc: string[];
  reason: string | null;
  classification: string[];
  inclusionDate: string | null;
  latestApplicationDate: string | null;
  sunsetDate: string | null;
  conditions: string | null;
  groupRule: GroupRule | null;
  details: Record<string, unknown>;
}

export interface ParsedList {
  entries: ParsedEntry[];
  /** A version label read from the file (e.g. "ATP 17"), when it names one. */
  label: string | null;
  publicationDate: string | null;
  /** Rows skipped or identifiers that failed their check digit, for the import report. */
  warnings: string[];
}

export interface ListImporter {
  list: VigiListCode;
  /** File kind accepted, for the CLI and admin call help. */
  format: 'csv' | 'tsv' | 'xlsx';
  parse(data: Buffer): Promise<ParsedList>;
}

/** A file that does not have the columns of its list: the admin gets the expected columns back. */
export class ListFileFormatError extends Error {
  constructor(
    readonly expectedColumns: string[],
    detail: string,
  ) {
    super(detail);
  }
}

export function emptyEntry(partial: Partial<ParsedEntry> & Pick<ParsedEntry, 'entryKey' | 'name'>): ParsedEntry {
  return {
    cas: null,
    ec: null,
    indexNumber: null,
    entryNumber: null,
    otherCas: [],
    otherEc: [],
    reason: null,
    classification: [],
    inclusionDate: null,
    latestApplicationDate: null,
    sunsetDate: null,
    conditions: null,
    groupRule: null,
    details: {},
    ...partial,
  };
}
