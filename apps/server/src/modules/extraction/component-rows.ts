import type { Insertable } from 'kysely';
import { isValidCas, isValidEc, normaliseCas, normaliseEc, normaliseIndexNumber } from '@openfds/contract';
import type { SdsReading } from '@openfds/sds/types';
import type { DocumentComponentsTable } from '../../db/core-tables.ts';

/** One row of document_components, ready to insert. */
export type ComponentRow = Insertable<DocumentComponentsTable>;

/**
 * The section 3 components of a reading as document_components rows. The reader keeps a CAS or EC number only
 * when its check digit holds and reports a failing one as a warning; the row keeps that number too, normalised
 * and flagged invalid, so that the substance watch can still show it while matching only on valid numbers.
 */
export function componentRows(documentId: number, reading: SdsReading): ComponentRow[] {
  const warned = new Map(reading.warnings.map((w) => [w.field, w.value]));
  return reading.composition.components.map((component, index) => {
    const cas = identifier(component.cas, warned.get(`composition.components[${index}].cas`), normaliseCas, isValidCas);
    const ec = identifier(component.ec, warned.get(`composition.components[${index}].ec`), normaliseEc, isValidEc);
    const concentration = component.concentration;
    return {
      document_id: documentId,
      position: index + 1,
      name: component.name,
      cas: cas.value,
      ec: ec.value,
      index_number: component.indexNumber ? normaliseIndexNumber(component.indexNumber) : null,
      reach_number: component.reachNumber,
      cas_valid: cas.valid,
      ec_valid: ec.valid,
      conc_min: finite(concentration?.min),
      conc_max: finite(concentration?.max),
      conc_unit: concentration?.unit ?? null,
      conc_raw: concentration?.raw ?? null,
      h_statements: component.hStatements,
    };
  });
}

function identifier(
  kept: string | null,
  warnedValue: string | undefined,
  normalise: (raw: string) => string | null,
  isValid: (raw: string) => boolean,
): { value: string | null; valid: boolean | null } {
  const raw = kept ?? warnedValue;
  if (!raw) return { value: null, valid: null };
  const value = normalise(raw);
  if (!value) return { value: null, valid: null };
  return { value, valid: isValid(value) };
}

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
