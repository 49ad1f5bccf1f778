import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Largest reply compressed in one synchronous call; larger ones (the OpenAPI document, exports) stream through
 * zlib. @fastify/compress picks 8 KB on a 2-core machine, under a first page of search results (10-11 KB of JSON
 * for 15 rows): every search then took the stream path (a Readable, a brotli stream with its own context, work
 * handed to the thread pool and back), 1.5-3 ms per reply under load where compressing the same bytes in one call
 * takes 0.1-0.2 ms (bench/search/quick-bench.ts, issue #24). A page of 100 rows (the most a search returns, about
 * 70 KB) compresses in about 0.2-0.4 ms at quality 3-4: cheaper in one call than through a stream, and short enough not to
 * hold the other requests.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 128 * 1024;

/**
 * Brotli quality of dynamic replies: the default 11 costs tens of ms per reply; static assets are precompressed at 11.
 * 3 rather than 4 (issue #24): over HTTP, one client on 3,000,000 sheets, a search asked with br took 0.29-0.31 ms
 * longer than asked without compression at quality 4 and 0.16-0.20 ms at 3 (0.13-0.14 at 1); a first page of 15
 * rows (10.5 KB of JSON) is 2,019 bytes at 3 against 1,972 at 4 (2,363 at 1), a page of 100 rows (68 KB) 10.8 KB
 * against 10.6 KB, compressed in 0.22 ms instead of 0.41.
 */
export const API_BROTLI_QUALITY = 3;

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
