import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * Sends a stored PDF with an ETag (its SHA-256) and single-range support (RFC 9110): 304 on a matching
 * If-None-Match, 206 with Content-Range for "bytes=a-b", "bytes=a-" or "bytes=-n", 416 when unsatisfiable.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: { key: string; size: number; sha256: string },
  options: { filename: string; download: boolean },
) {
  const etag = `"${file.sha256}"`;
  const disposition = `${options.download ? 'attachment' : 'inline'}; filename="${options.filename.replace(/[^\w.-]+/g, '_')}"`;
  reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', disposition)
    .header('Cache-Control', 'private, max-age=300');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const header = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (header && (!ifRange || ifRange === etag)) {
    const range = parseRange(header, file.size);
    // 416 in the envelope like every error (681); 304 keeps its empty body, as HTTP requires.
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${file.size}`).removeHeader('Content-Disposition');
      throw new AppError('rangeNotSatisfiable');
    }
    if (range) {
      const body = await openStored(storage, file.key, range);
      reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('Content-Length', range.end - range.start + 1);
      return reply.send(body);
    }
  }
  const body = await openStored(storage, file.key);
  reply.header('Content-Length', file.size);
  return reply.send(body);
}

/** The stored bytes, opened before any status is sent: a file gone since its size was read answers 642. */
async function openStored(storage: Storage, key: string, range?: { start: number; end: number }) {
  try {
    return await storage.stream(key, range);
  } catch {
    throw new AppError('fileUnavailable');
  }
}

export function parseRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // several ranges or a malformed header: whole file
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
