export type * from './types.js';
export { readSds, readDocument, ReaderFailedError } from './read-sds.js';
export { READER_VERSION } from './version.js';
export { PdfWorker, PdfTimeoutError, PdfReaderBrokenError, configureSharedPdfWorker, sharedPdfWorker } from './pdf/run-pdf-worker.js';
export { readingToXlsx, type XlsxOptions } from './xlsx/reading-to-xlsx.js';
export type { XlsxLanguage } from './xlsx/xlsx-labels.js';
export { closeReader, type PdfWorkerOptions, type PdfWorkerStats } from './pdf/run-pdf-worker.js';
export {
  checkAnnexII,
  checkUfi,
  refreshAnnexIIListFindings,
  ANNEX_II_SUBSECTIONS,
  ANNEX_II_2020_878_APPLICABLE,
  type AnnexIIInput,
} from './conformity/annex-ii.js';
export { ANNEX_II_FLAG_TEXTS, type AnnexIILanguage } from './conformity/annex-ii-texts.js';
