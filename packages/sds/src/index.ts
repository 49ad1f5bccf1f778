export type * from './types.js';
export { readSds, readDocument } from './read-sds.js';
export { READER_VERSION } from './version.js';
export { PdfWorker, PdfTimeoutError } from './pdf/run-pdf-worker.js';
