import type { SdsReading } from '@openfds/contract/sds-reading';
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
