import type { SdsReading } from '@openfds/sds/types';
import type { ExtractionLevel } from '../entitlements/index.ts';
import { basicReading } from './basic-reading.ts';

/**
 * The one rule for how much of a sheet's reading a caller gets, used by every route that serves reading content
 * (the list with each route's gate: reading-routes.ts). By FDS-Extract level (entitlement service):
 * - none (a visitor, or a user without SafeBox or credit on the sheet): the free part the spec gives everyone on the
 *   sheet page (product-spec §2.6): pictograms and hazard statements, physical properties and ADR data, with the
 *   sheet's identity (already public on the page). No signal word, classes, P statements, composition, evidence.
 * - basic (SafeBox member, free tool): the free part plus the basic extraction (component names with CAS, EC and
 *   REACH numbers and their H statements, basic-reading.ts).
 * - standard: the whole reading, without the Premium control findings (Annex II check) and the per-field evidence.
 * - premium: everything, Annex II check and evidence included (what GET /documents/{code}/control is made from).
 */
export interface GatedReading {
  reading: Omit<SdsReading, 'annexII' | 'evidence'>;
  annexII: SdsReading['annexII'] | null;
  evidence: SdsReading['evidence'] | null;
}

export function gateReading(level: ExtractionLevel, full: SdsReading): GatedReading {
  const { annexII, evidence, text: _text, ...reading } = full;
  void _text;
  if (level === 'premium') return { reading, annexII: annexII ?? null, evidence: evidence ?? null };
  if (level === 'standard') return { reading, annexII: null, evidence: null };
  const free = freeReading(reading);
  if (level === 'basic') {
    const basic = basicReading(full);
    return { reading: { ...free, composition: basic.composition }, annexII: null, evidence: null };
  }
  return { reading: free, annexII: null, evidence: null };
}

/** The sheet page's free blocks: pictograms, H and EUH statements, physical properties, transport (and identity). */
function freeReading(reading: Omit<SdsReading, 'annexII' | 'evidence'>): Omit<SdsReading, 'annexII' | 'evidence'> {
  const base = basicReading(reading as SdsReading);
  return {
    ...base,
    hazards: { ...base.hazards, pictograms: reading.hazards.pictograms },
    composition: { kind: reading.composition.kind, components: [] },
    // Exactly the sheet page's blocks (product-spec §2.6): no colour, odour or transport class.
    physical: { ...reading.physical, colour: null, odour: null },
    transport: { ...reading.transport, transportClass: null },
  };
}
