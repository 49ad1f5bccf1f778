import type { SdsReading } from '@openfds/sds/types';

/**
 * A sheet's reading with a marker in each field, for the tests of the reading gates (issue #22 item 2:
 * reading-routes.test.ts; staff reads, issue #26: staff-readings.test.ts): FREE- in the sheet page's free part,
 * BASIC- in what the basic extraction adds, PAID- in the standard data, PREMIUM- in the Annex II check and the evidence.
 */
export const MARKED_READING: SdsReading = {
  readerVersion: '9.9.9',
  language: 'en',
  format: 'eu-reach',
  pages: 2,
  sections: [],
  identification: {
    productName: 'FREE-PRODUCT',
    productCode: 'PAID-PRODUCT-CODE',
    ufi: null,
    supplierName: 'FREE-SUPPLIER',
    address: 'PAID-ADDRESS',
    phone: null,
    email: null,
    emergencyPhone: null,
    revisionDate: '2025-01-01',
    version: '1',
  },
  hazards: {
    classes: [{ hazardClass: 'PAID-CLASS', category: '2', hStatement: 'H225' }],
    hStatements: ['H225'],
    euhStatements: ['EUH066'],
    pStatements: ['P210'],
    pictograms: ['GHS02'],
    signalWord: 'danger',
  },
  composition: {
    kind: 'mixture',
    components: [
      {
        name: 'BASIC-ETHANOL',
        cas: '64-17-5',
        ec: '200-578-6',
        indexNumber: null,
        reachNumber: null,
        concentration: { min: 10, max: 20, unit: '%', raw: 'PAID-CONC' },
        hStatements: ['H225'],
      },
    ],
  },
  physical: {
    state: 'liquid',
    colour: 'PAID-COLOUR',
    odour: null,
    flashPoint: { value: 13, unit: '°C', raw: 'FREE-FLASH' },
    boilingPoint: null,
    pH: null,
    density: null,
    viscosity: null,
  },
  transport: { unNumber: '1170', shippingName: 'FREE-SHIPPING', transportClass: '3', packingGroup: 'II', environmentalHazard: false },
  conformity: [],
  warnings: [{ field: 'x', value: 'PAID-WARNING', reason: 'r' }],
  annexII: {
    regulation: '(EU) 2020/878',
    applies: true,
    reference: { date: '2023-01-01', kind: 'annexIIApplicability' },
    missing: [],
    subsections: [],
    flags: [{ code: 'noRevisionDate', page: null, evidence: 'PREMIUM-ANNEX' }],
  },
  evidence: { 'identification.productName': { page: 1, start: 0, end: 5, span: 'PREMIUM-EVIDENCE', line: 'x', method: 'heading', confidence: 1 } },
  elapsedMs: 1,
};
export const MARKERS = ['FREE-', 'BASIC-', 'PAID-', 'PREMIUM-'] as const;
