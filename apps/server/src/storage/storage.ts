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

/**
 * A failure of the storage itself, which a caller may report as "try again" (697): a system error of the disk or
 * the network (ENOSPC, EIO, ECONNRESET...), also as the cause of a failed fetch, or a refusal of the S3 service.
 * Anything else (a bad key, a TypeError of ours) is a bug and must answer 500.
 */
export function isStorageFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const systemCode = (e: unknown) => typeof (e as { code?: unknown } | undefined)?.code === 'string' && /^E[A-Z]+$/.test((e as { code: string }).code);
  return systemCode(error) || systemCode(error.cause) || /^S3 [A-Z]+ .* failed: \d+$/.test(error.message);
}
