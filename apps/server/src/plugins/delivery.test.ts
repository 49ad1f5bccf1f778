import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

/**
 * Delivery of the web app and the API (issue #16): compressed answers (br preferred, gzip), the build's
 * precompressed files sent as they are, hashed assets cached a year as immutable, index.html revalidated.
 */
describe('compression and cache headers', () => {
  let t: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-dist-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`.repeat(3);
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
    fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), script);
    // What the build's precompress step writes; marked so the test sees that the file, not a live compression, was sent.
    fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.br'), zlib.brotliCompressSync(`${script}//precompressed br\n`));
    fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.gz'), zlib.gzipSync(`${script}//precompressed gz\n`));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestContext({ webDistDir: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the precompressed brotli file when br is accepted, gzip otherwise, the plain file to others', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}//precompressed br\n`);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${script}//precompressed gz\n`);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets a year as immutable and revalidates index.html and unhashed files', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/index-Ab12Cd34.js', encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/fr/', '/en/search/?q=acetone']) {
      const page = await get(url, 'br');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers: br when accepted, else gzip', async () => {
    const plain = await get('/api/v1/v3/api-docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/v1/v3/api-docs', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/v1/v3/api-docs', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
