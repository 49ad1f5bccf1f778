import type { SdsReading } from '@openfds/sds/types';

/**
 * The basic extraction of a reading (product-spec §1: the free tool gives "hazard statements, CAS, EC and REACH
 * identifiers"): the sheet's identity (product, supplier, revision), its hazard statements (H and EUH, and those of
 * each component) and each component's name with its CAS, EC and REACH numbers. Everything else (classes,
 * pictograms, signal word, P statements, concentrations, physical properties, transport, evidence) is the full data
 * of FDS-Extract standard and is left out.
 */
export function basicReading(reading: SdsReading): SdsReading {
  const id = reading.identification;
  return {
    readerVersion: reading.readerVersion,
    language: reading.language,
    format: reading.format,
    pages: reading.pages,
    sections: reading.sections,
    identification: {
      productName: id.productName,
      productCode: null,
      ufi: null,
      supplierName: id.supplierName,
      address: null,
      phone: null,
      email: null,
      emergencyPhone: null,
      revisionDate: id.revisionDate,
      version: id.version,
    },
    hazards: {
      classes: [],
      hStatements: reading.hazards.hStatements,
      euhStatements: reading.hazards.euhStatements,
      pStatements: [],
      pictograms: [],
      signalWord: null,
    },
    composition: {
      kind: reading.composition.kind,
      components: reading.composition.components.map((c) => ({
        name: c.name,
        cas: c.cas,
        ec: c.ec,
        indexNumber: null,
        reachNumber: c.reachNumber,
        concentration: null,
        hStatements: c.hStatements,
      })),
    },
    physical: { state: null, colour: null, odour: null, flashPoint: null, boilingPoint: null, pH: null, density: null, viscosity: null },
    transport: { unNumber: null, shippingName: null, transportClass: null, packingGroup: null, environmentalHazard: null },
    conformity: reading.conformity,
    warnings: [],
    elapsedMs: reading.elapsedMs,
  };
}
