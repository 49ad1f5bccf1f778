/** Stored with every extraction so that a newer reader can re-run the sheets read by an older one. */
export const READER_VERSION = '1.0.1';
