import type { Component, SdsReading } from '@openfds/contract/sds-reading';
import type { IcpeState } from './icpe/nomenclature.ts';

/** Section 9's state as the nomenclature's three states; null when the sheet says something else or nothing. */
export function stateOf(reading: SdsReading): IcpeState | null {
  const state = (reading.physical.state ?? '').toLowerCase();
  if (/gas|gaz|aerosol|aérosol/.test(state)) return 'gas';
  if (/liquid|liquide|flüssig|liquido|paste|pâte/.test(state)) return 'liquid';
  if (/solid|solide|fest|solido|powder|poudre|pulver|polvere|granul|crystal|crist/.test(state)) return 'solid';
  return null;
}

/** Section 9's density in kg/L (g/cm³, g/mL and kg/L as printed; kg/m³ divided by 1000); null when absent or implausible. */
export function densityOf(reading: SdsReading): number | null {
  const d = reading.physical.density;
  if (!d || d.value === null) return null;
  const unit = (d.unit ?? '').toLowerCase().replace(/\s+/g, '');
  const value = /kg\/m/.test(unit) ? d.value / 1000 : d.value;
  return value > 0.01 && value < 25 ? value : null;
}

/** Section 2 as the ICPE assessment takes it, and the CAS of a substance (for the named rubriques). */
export function icpeHazardsOf(reading: SdsReading) {
  const components = reading.composition.components;
  const single = reading.composition.kind === 'substance' && components.length >= 1 ? components[0].cas : null;
  return {
    hazard_classes: reading.hazards.classes.map((c) => ({ class: c.hazardClass, category: c.category })),
    h_statements: reading.hazards.hStatements,
    euh_statements: reading.hazards.euhStatements,
    cas: single ?? undefined,
  };
}

/** CLP Art. 18(3): a label names at most four components under "Contains". */
export const CONTAINS_MAX = 4;

/** What a sheet says its product contains, and whether section 2.2 printed it or it was derived from section 3. */
export interface SheetContains {
  names: string[];
  /** False: section 2.2's "Contains" as printed. True: derived from section 3 (a proposal, the supplier's 2.2 decides). */
  derived: boolean;
}

/**
 * Section 3's components a "Contains" line would name: the classified ones (with H statements), the most
 * concentrated first, at most four.
 */
export function derivedContains(components: Component[]): string[] {
  return components
    .filter((c) => c.name && c.hStatements.length > 0)
    .sort((a, b) => (b.concentration?.max ?? b.concentration?.min ?? 0) - (a.concentration?.max ?? a.concentration?.min ?? 0))
    .slice(0, CONTAINS_MAX)
    .map((c) => c.name!.trim());
}

/**
 * The components the tools name for a sheet (the label's "Contains", the technical name of an N.O.S. transport
 * entry), for every tool from here: section 2.2's line as the reader found it; for a reading stored before the reader
 * read that line (no `hazards.contains`), or a sheet that prints none, derived from the stored section 3, never by
 * reading the file again.
 */
export function containsOf(reading: SdsReading): SheetContains {
  const printed = reading.hazards.contains ?? [];
  if (printed.length > 0) return { names: printed.slice(0, CONTAINS_MAX), derived: false };
  return { names: derivedContains(reading.composition.components), derived: true };
}
