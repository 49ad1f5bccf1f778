/**
 * A SAMPLE of ADR 2025 Table A (Chapter 3.2), for the demo and the tests: the UN numbers the issue names (1005, 1072,
 * 1202, 1203, 1830, 1950, 1993, 3077, 3082) and those met in the demo catalogue and the reader's corpus. Transcribed by
 * hand from the published ADR 2025 (UNECE, ECE/TRANS/340) by the engineer who wrote this file, without the text at
 * hand: it is a sample, not a reference, and the tool says so on every answer that uses it (`table.sample`). The full
 * table is to be imported from the BAM "Datenbank GEFAHRGUT" CSV export (dl-de/by-2-0).
 *
 * Columns kept (Table A numbering): (1) UN, (2) name (en, and fr as in the French ADR), (3a) class, (3b) classification
 * code, (4) packing group, (5) labels, (6) special provisions, (7a) limited quantity, (7b) excepted quantity code,
 * (15) transport category and tunnel restriction code, (20) hazard identification number.
 */
import { row, TABLE_A_SAMPLE_CATALOGUE } from './table-a-sample-catalogue.ts';

export interface TableARow {
  un: string;
  name_en: string;
  name_fr: string;
  class: string;
  classification_code: string;
  packing_group: 'I' | 'II' | 'III' | null;
  labels: string[];
  special_provisions: string[];
  /** Column 7a: the maximum per inner packaging or article, in mL/L or g/kg as printed ("1 L", "5 kg", "0" = not allowed). */
  lq: string;
  eq: string;
  transport_category: 0 | 1 | 2 | 3 | 4;
  tunnel_code: string;
  hazard_number: string | null;
}

export const TABLE_A_META = {
  code: 'adr-table-a',
  edition: 'ADR 2025',
  sample: true,
  source: 'Sample transcribed from ADR 2025 Table A (UNECE ECE/TRANS/340); full table: BAM Datenbank GEFAHRGUT (dl-de/by-2-0)',
  licence: 'ADR text: United Nations (UNECE), quoted for compliance use; BAM database: Datenlizenz Deutschland – Namensnennung – Version 2.0',
  imported: '2026-11-28',
} as const;

export const TABLE_A_SAMPLE: TableARow[] = [
  row('1005', 'AMMONIA, ANHYDROUS', 'AMMONIAC ANHYDRE', '2', '2TC', null, '2.3 8', '23 379', '0', 'E0', 1, 'C/D', '268'),
  row('1006', 'ARGON, COMPRESSED', 'ARGON COMPRIMÉ', '2', '1A', null, '2.2', '378 653 662', '120 mL', 'E1', 3, 'E', '20'),
  row('1013', 'CARBON DIOXIDE', 'DIOXYDE DE CARBONE', '2', '2A', null, '2.2', '378 392 584 653 662', '120 mL', 'E1', 3, 'C/E', '22'),
  row('1017', 'CHLORINE', 'CHLORE', '2', '2TOC', null, '2.3 5.1 8', '', '0', 'E0', 1, 'C/D', '265'),
  row('1066', 'NITROGEN, COMPRESSED', 'AZOTE COMPRIMÉ', '2', '1A', null, '2.2', '378 653 662', '120 mL', 'E1', 3, 'E', '20'),
  row('1072', 'OXYGEN, COMPRESSED', 'OXYGÈNE COMPRIMÉ', '2', '1O', null, '2.2 5.1', '355 655 662', '0', 'E0', 3, 'E', '25'),
  row('1090', 'ACETONE', 'ACÉTONE', '3', 'F1', 'II', '3', '', '1 L', 'E2', 2, 'D/E', '33'),
  row('1170', 'ETHANOL (ETHYL ALCOHOL)', 'ÉTHANOL (ALCOOL ÉTHYLIQUE)', '3', 'F1', 'II', '3', '144 601', '1 L', 'E2', 2, 'D/E', '33'),
  row('1170', 'ETHANOL SOLUTION (ETHYL ALCOHOL SOLUTION)', 'ÉTHANOL EN SOLUTION', '3', 'F1', 'III', '3', '144 601', '5 L', 'E1', 3, 'D/E', '30'),
  row('1197', 'EXTRACTS, FLAVOURING, LIQUID', 'EXTRAITS AROMATIQUES LIQUIDES', '3', 'F1', 'II', '3', '601 640C', '5 L', 'E2', 2, 'D/E', '33'),
  row('1197', 'EXTRACTS, FLAVOURING, LIQUID', 'EXTRAITS AROMATIQUES LIQUIDES', '3', 'F1', 'III', '3', '601', '5 L', 'E1', 3, 'D/E', '30'),
  row(
    '1202',
    'GAS OIL or DIESEL FUEL or HEATING OIL, LIGHT (flash-point not more than 60 °C)',
    'GAZOLE ou CARBURANT DIESEL ou HUILE DE CHAUFFE LÉGÈRE (point d’éclair ≤ 60 °C)',
    '3',
    'F1',
    'III',
    '3',
    '640K 664',
    '5 L',
    'E1',
    3,
    'D/E',
    '30',
  ),
  row(
    '1202',
    'DIESEL FUEL complying with standard EN 590 or with a flash-point not more than 100 °C',
    'CARBURANT DIESEL conforme à la norme EN 590 ou ayant un point d’éclair ≤ 100 °C',
    '3',
    'F1',
    'III',
    '3',
    '640L 664',
    '5 L',
    'E1',
    3,
    'D/E',
    '30',
  ),
  row(
    '1202',
    'GAS OIL or HEATING OIL, LIGHT (flash-point more than 60 °C and not more than 100 °C)',
    'GAZOLE ou HUILE DE CHAUFFE LÉGÈRE (point d’éclair > 60 °C et ≤ 100 °C)',
    '3',
    'F1',
    'III',
    '3',
    '640M 664',
    '5 L',
    'E1',
    3,
    'D/E',
    '30',
  ),
  row('1203', 'MOTOR SPIRIT or GASOLINE or PETROL', 'ESSENCE', '3', 'F1', 'II', '3', '243 534 664', '1 L', 'E2', 2, 'D/E', '33'),
  row('1230', 'METHANOL', 'MÉTHANOL', '3', 'FT1', 'II', '3 6.1', '279', '1 L', 'E2', 2, 'D/E', '336'),
  row('1263', 'PAINT', 'PEINTURES', '3', 'F1', 'II', '3', '163 367 640C 650', '5 L', 'E2', 2, 'D/E', '33'),
  row('1263', 'PAINT', 'PEINTURES', '3', 'F1', 'III', '3', '163 367 650', '5 L', 'E1', 3, 'D/E', '30'),
  row('1789', 'HYDROCHLORIC ACID', 'ACIDE CHLORHYDRIQUE', '8', 'C1', 'II', '8', '520', '1 L', 'E2', 2, 'E', '80'),
  row('1789', 'HYDROCHLORIC ACID', 'ACIDE CHLORHYDRIQUE', '8', 'C1', 'III', '8', '520', '5 L', 'E1', 3, 'E', '80'),
  row('1805', 'PHOSPHORIC ACID SOLUTION', 'ACIDE PHOSPHORIQUE EN SOLUTION', '8', 'C1', 'III', '8', '', '5 L', 'E1', 3, 'E', '80'),
  row('1824', 'SODIUM HYDROXIDE SOLUTION', 'HYDROXYDE DE SODIUM EN SOLUTION', '8', 'C5', 'II', '8', '', '1 L', 'E2', 2, 'E', '80'),
  row('1824', 'SODIUM HYDROXIDE SOLUTION', 'HYDROXYDE DE SODIUM EN SOLUTION', '8', 'C5', 'III', '8', '', '5 L', 'E1', 3, 'E', '80'),
  row('1830', 'SULPHURIC ACID with more than 51% acid', 'ACIDE SULFURIQUE contenant plus de 51 % d’acide', '8', 'C1', 'II', '8', '', '1 L', 'E2', 2, 'E', '80'),
  row('1950', 'AEROSOLS, asphyxiant', 'AÉROSOLS, asphyxiants', '2', '5A', null, '2.2', '190 327 344 625', '1 L', 'E0', 3, 'E', null),
  row('1950', 'AEROSOLS, flammable', 'AÉROSOLS, inflammables', '2', '5F', null, '2.1', '190 327 344 625', '1 L', 'E0', 2, 'D', null),
  row('1950', 'AEROSOLS, oxidizing', 'AÉROSOLS, comburants', '2', '5O', null, '2.2 5.1', '190 327 344 625', '1 L', 'E0', 3, 'E', null),
  row('1954', 'COMPRESSED GAS, FLAMMABLE, N.O.S.', 'GAZ COMPRIMÉ INFLAMMABLE, N.S.A.', '2', '1F', null, '2.1', '274 655 662', '0', 'E0', 2, 'B/D', '23'),
  row('1956', 'COMPRESSED GAS, N.O.S.', 'GAZ COMPRIMÉ, N.S.A.', '2', '1A', null, '2.2', '274 292 655 662', '120 mL', 'E1', 3, 'E', '20'),
  row(
    '1965',
    'HYDROCARBON GAS MIXTURE, LIQUEFIED, N.O.S.',
    'HYDROCARBURES GAZEUX EN MÉLANGE LIQUÉFIÉ, N.S.A.',
    '2',
    '2F',
    null,
    '2.1',
    '274 583 639 660 662',
    '0',
    'E0',
    2,
    'B/D',
    '23',
  ),
  row('1978', 'PROPANE', 'PROPANE', '2', '2F', null, '2.1', '652 657 662', '0', 'E0', 2, 'B/D', '23'),
  row('1993', 'FLAMMABLE LIQUID, N.O.S.', 'LIQUIDE INFLAMMABLE, N.S.A.', '3', 'F1', 'I', '3', '274', '0', 'E3', 1, 'D/E', '33'),
  row('1993', 'FLAMMABLE LIQUID, N.O.S.', 'LIQUIDE INFLAMMABLE, N.S.A.', '3', 'F1', 'II', '3', '274 601 640C', '1 L', 'E2', 2, 'D/E', '33'),
  row('1993', 'FLAMMABLE LIQUID, N.O.S.', 'LIQUIDE INFLAMMABLE, N.S.A.', '3', 'F1', 'III', '3', '274 601', '5 L', 'E1', 3, 'D/E', '30'),
  row('2319', 'TERPENE HYDROCARBONS, N.O.S.', 'HYDROCARBURES TERPÉNIQUES, N.S.A.', '3', 'F1', 'III', '3', '', '5 L', 'E1', 3, 'D/E', '30'),
  row(
    '2794',
    'BATTERIES, WET, FILLED WITH ACID',
    'ACCUMULATEURS ÉLECTRIQUES REMPLIS D’ÉLECTROLYTE LIQUIDE ACIDE',
    '8',
    'C11',
    null,
    '8',
    '295 598',
    '1 L',
    'E0',
    3,
    'E',
    '80',
  ),
  row(
    '3077',
    'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, SOLID, N.O.S.',
    'MATIÈRE DANGEREUSE DU POINT DE VUE DE L’ENVIRONNEMENT, SOLIDE, N.S.A.',
    '9',
    'M7',
    'III',
    '9',
    '274 335 375 601',
    '5 kg',
    'E1',
    3,
    '-',
    '90',
  ),
  row(
    '3082',
    'ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S.',
    'MATIÈRE DANGEREUSE DU POINT DE VUE DE L’ENVIRONNEMENT, LIQUIDE, N.S.A.',
    '9',
    'M6',
    'III',
    '9',
    '274 335 375 601',
    '5 L',
    'E1',
    3,
    '-',
    '90',
  ),
  // The demo catalogue's and the corpus's UN numbers (table-a-sample-catalogue.ts).
  ...TABLE_A_SAMPLE_CATALOGUE,
];
