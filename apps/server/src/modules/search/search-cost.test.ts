import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { keep, makeUser } from '../../../test/factories.ts';
import { recordStatements, type RecordedStatement } from '../../../test/statement-recorder.ts';

/**
 * What one search request costs, counted (issue #24): SQL statements, rows they return, rows decorated, bytes
 * compressed and at what setting. Counts, not times, so the guard cannot flake; it fails when a change adds a
 * statement per request or per row (an N+1), reads more rows than the page, or makes compression costlier (stream
 * path, higher quality, a second pass). Raise a budget only with a measurement (npm run bench:search:quick).
 */

/** Every compression call of the process: which one, its setting, the bytes it was given. */
interface Compression {
  method: string;
  quality?: number;
  level?: number;
  bytes: number;
}
const compressions: Compression[] = [];
type ZlibFn = (...args: unknown[]) => unknown;
const zlibMethods = ['brotliCompressSync', 'gzipSync', 'deflateSync', 'createBrotliCompress', 'createGzip', 'createDeflate'] as const;
const originals = new Map<string, ZlibFn>();

/** Wraps node:zlib's compressors (before the app is built: @fastify/compress takes them when it is registered). */
function spyOnCompression() {
  const lib = zlib as unknown as Record<string, ZlibFn>;
  for (const method of zlibMethods) {
    const original = lib[method];
    originals.set(method, original);
    // Some are read-only properties (configurable): redefined, not assigned.
    const spy = function (this: unknown, ...args: unknown[]) {
      const streaming = method.startsWith('create');
      const options = (streaming ? args[0] : args[1]) as { level?: number; params?: Record<number, number> } | undefined;
      compressions.push({
        method,
        quality: options?.params?.[zlib.constants.BROTLI_PARAM_QUALITY],
        level: options?.level,
        bytes: streaming ? -1 : Buffer.byteLength(args[0] as Buffer),
      });
      return original.apply(this, args);
    };
    Object.defineProperty(lib, method, { value: spy, configurable: true, writable: true, enumerable: true });
  }
}

describe('cost of a search request (counted)', () => {
  let t: TestContext;
  let recorder: ReturnType<typeof recordStatements>;
  let user: { cookie: string };
  const kept: number[] = [];

  /** One search, with what it did. */
  async function measure(query: string, headers: Record<string, string> = {}) {
    recorder.clear();
    compressions.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents?${query}`, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
    expect(res.statusCode, res.body).toBe(200);
    const encoding = res.headers['content-encoding'];
    const text = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload;
    const json = JSON.parse(text.toString());
    const statements: RecordedStatement[] = [...recorder.statements];
    return {
      res,
      items: json.collection.items as { iddc: string; myFDS: boolean; documents_languages: unknown[] }[],
      data: json.collection.data as { name: string; value: unknown }[],
      jsonBytes: Buffer.byteLength(JSON.stringify(json)),
      statements,
      rows: statements.reduce((n, s) => n + s.rows, 0),
      compressions: [...compressions],
    };
  }

  beforeAll(async () => {
    spyOnCompression();
    t = await createTestContext({ rateLimitPerMinute: 0 });
    const supplier = await addSupplier(t, { code: 'PUB', name: 'Chimie Durand' });
    for (let i = 1; i <= 110; i++) {
      // Every sheet in French and English (two language versions per row), 110 of them: a full page of 100.
      const productKey = `P-${i}`;
      const fr = await addSheet(t, supplier, { productName: `Peinture série ${String(i).padStart(3, '0')}`, productKey }, null);
      await addSheet(t, supplier, { productName: `Paint series ${String(i).padStart(3, '0')}`, productKey, language: 'en' }, null);
      if (i <= 5) kept.push(fr.documentId);
    }
    const made = await makeUser(t.db);
    user = made;
    for (const id of kept) await keep(t.db, made.id, id);
    recorder = recordStatements();
  });
  afterAll(async () => {
    recorder?.stop();
    const lib = zlib as unknown as Record<string, ZlibFn>;
    for (const [method, original] of originals) Object.defineProperty(lib, method, { value: original, configurable: true, writable: true, enumerable: true });
    await t?.close();
  });

  it('a one-word product-name search: two statements (known words, the page), the page rows only', async () => {
    const first = await measure('product_name=peinture');
    expect(first.items).toHaveLength(15);
    expect(first.items.every((i) => i.documents_languages.length === 2)).toBe(true);
    expect(first.statements.length).toBeLessThanOrEqual(2);
    // The page's rows (and a row of the words' status): languages, conformity and my-FDS come with them.
    expect(first.rows).toBeLessThanOrEqual(15 + 1);
    // The words' status is remembered: the same search again is one statement.
    expect((await measure('product_name=peinture')).statements.length).toBe(1);
  });

  it('a misspelt word: its spelling alternatives come with its status, two statements (not three)', async () => {
    const res = await measure('product_name=peintrue');
    expect(res.data.find((d) => d.name === 'tolerant')?.value).toBe(true);
    expect(res.items).toHaveLength(15);
    expect(res.statements.map((s) => s.name ?? s.text.slice(0, 40))).toHaveLength(2);
  });

  it('costs the same statements for a page of 100 as for 15: nothing per row', async () => {
    await measure('product_name=serie'); // the words' status, remembered for both
    const small = await measure('product_name=serie&limit=15');
    const large = await measure('product_name=serie&limit=100');
    expect(large.items).toHaveLength(100);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.rows).toBeLessThanOrEqual(100 + 1);
  });

  it('a two-word search (the general statement): at most two statements', async () => {
    const res = await measure('product_name=peinture%20serie');
    expect(res.items.length).toBe(15);
    expect(res.statements.length).toBeLessThanOrEqual(2);
    expect(res.rows).toBeLessThanOrEqual(15 + 2);
  });

  it('a logged-in user adds the session and account-code lookups, never a lookup per row, and sees the my-FDS flag', async () => {
    const anonymous = await measure('product_name=peinture&limit=100');
    const logged = await measure('product_name=peinture&limit=100', { cookie: user.cookie });
    // sessions (1) and the account's customer codes (1).
    expect(logged.statements.length).toBeLessThanOrEqual(anonymous.statements.length + 2);
    expect(logged.items.filter((i) => i.myFDS)).toHaveLength(kept.length);
    expect(anonymous.items.some((i) => i.myFDS)).toBe(false);
  });

  it('compresses the reply once, in one call, brotli at quality 3 (gzip at the default level for others)', async () => {
    const br = await measure('product_name=peinture');
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.compressions).toEqual([{ method: 'brotliCompressSync', quality: 3, level: undefined, bytes: br.jsonBytes }]);
    const large = await measure('product_name=serie&limit=100');
    expect(large.compressions).toEqual([{ method: 'brotliCompressSync', quality: 3, level: undefined, bytes: large.jsonBytes }]);
    const gz = await measure('product_name=peinture', { 'accept-encoding': 'gzip' });
    expect(gz.res.headers['content-encoding']).toBe('gzip');
    expect(gz.compressions).toEqual([{ method: 'gzipSync', quality: undefined, level: undefined, bytes: gz.jsonBytes }]);
  });

  it('the rate limit adds one statement per batch of requests, not one per request', async () => {
    t.config.rateLimitPerMinute = 600; // batches of 12 (2 %)
    try {
      recorder.clear();
      for (let i = 0; i < 24; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/documents?product_name=peinture', headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect(res.statusCode).toBe(200);
      }
      const counters = recorder.statements.filter((s) => s.text.includes('rate_limit_counters'));
      expect(counters.length).toBeGreaterThan(0);
      expect(counters.length).toBeLessThanOrEqual(3);
    } finally {
      t.config.rateLimitPerMinute = 0;
    }
  });
});
