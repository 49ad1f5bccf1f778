// The sheet a publisher stores, in a file of its own so that the versions repository can name it without importing
// the publisher that calls it.

/** What describes a sheet, as the importer reads it and the publisher stores it. */
export interface SheetMetadata {
  /** Identifies "the same product" across revisions and languages (the supplier's product code, or the name). */
  productKey: string;
  productName: string;
  productCode: string | null;
  revisionDate: string | null;
  revisionVersion: string | null;
  language: string;
  type: string;
  ufi: string | null;
  ean: string[];
  brand: string | null;
  range: string | null;
  regulation: string | null;
  zone: string | null;
  country: string | null;
  cpro: string | null;
  family: string | null;
  access: 'public' | 'private' | 'secret';
}

export interface SheetInput extends SheetMetadata {
  supplierId: number;
  file: { key: string; size: number; pages: number | null; sha256: string } | null;
  /**
   * When it is published by the app's clock (ctx.clock), kept as the new version's created_at: the sends to the
   * supplier's customers count their 12 months from it (issue #27). The database's now() when absent (the CLI importer).
   */
  publishedAt?: Date;
}
