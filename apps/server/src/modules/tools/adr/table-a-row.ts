/** A row of ADR Table A (Chapter 3.2), as the sample, the BAM import and the engine read it. */
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
