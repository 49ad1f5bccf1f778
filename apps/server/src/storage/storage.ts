import type { Readable } from 'node:stream';

/**
 * Where sheet files live. The local folder is the default; an S3-compatible bucket when S3_BUCKET is set.
 * Keys are relative paths such as `documents/ab/cd/<sha256>.pdf`.
 */
export interface Storage {
  put(key: string, data: Uint8Array, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** A byte range [start, end] inclusive, for HTTP Range requests. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}
