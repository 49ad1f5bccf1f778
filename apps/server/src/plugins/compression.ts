import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Largest reply compressed in one synchronous call; larger ones (the OpenAPI document, exports) stream through
 * zlib. @fastify/compress picks 8 KB on a 2-core machine, under a first page of search results (10-11 KB of JSON
 * for 15 rows): every search then took the stream path (a Readable, a brotli stream with its own context, work
 * handed to the thread pool and back), 1.5-3 ms per reply under load where compressing the same bytes in one call
 * takes 0.1-0.2 ms (bench/search/quick-bench.ts, issue #24). A page of 100 rows (the most a search returns, about
 * 70 KB) compresses in about 1 ms at quality 4: cheaper in one call than through a stream, and short enough not to
 * hold the other requests.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 128 * 1024;

/** Brotli quality of dynamic replies: the default 11 costs tens of ms per reply; static assets are precompressed at 11. */
export const API_BROTLI_QUALITY = 4;

/**
 * Answers compressed when the client accepts it (br first, then gzip; issue #16). Replies under 1 KB go as they
 * are (compressing them saves less than the headers it adds).
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
};
