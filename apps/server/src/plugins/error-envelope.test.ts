import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { addSheet, addSupplier, guestCookie } from '../../test/catalogue-fixtures.ts';

// Issue #11 defect 11: bad percent-encoding, over-long path parameters, 431, unknown methods and the preview's 416
// answered with Fastify's own JSON, outside the envelope.
describe('every error in the envelope', () => {
  let t: TestContext;
  let port: number;
  let code: string;
  beforeAll(async () => {
    t = await createTestContext();
    const s = await addSupplier(t, { code: 'ACME', name: 'Acme' });
    code = (await addSheet(t, s, { productName: 'Acétone' })).iddc;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  const envelopeError = (body: string) => JSON.parse(body).collection.errors[0];

  it('bad percent-encoding and over-long path parameters', async () => {
    for (const url of ['/api/v1/documents/%E0%A4%A', '/api/v1/documents/%ED%A0%80', `/api/v1/documents/${'1'.repeat(500)}`, '/%ZZpi/v1/session']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(envelopeError(res.body).code, url).toBeGreaterThan(0);
    }
  });

  it('a 416 of the preview', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/documents/${code}/preview`,
      cookies: await guestCookie(t),
      headers: { range: 'bytes=999999-' },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(envelopeError(res.body).code).toBe(681);
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });

  it('431 (headers too large) and a method the HTTP parser refuses', async () => {
    const big = await raw(`GET /api/v1/session HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431/);
    expect(envelopeError(big.split('\r\n\r\n')[1]).code).toBe(615);
    const weird = await raw(`FOO@ /api/v1/session HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(weird).toMatch(/^HTTP\/1\.1 400/);
    expect(envelopeError(weird.split('\r\n\r\n')[1]).code).toBe(615);
    for (const method of ['PROPFIND', 'OPTIONS', 'PATCH', 'MKCOL']) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/session`, { method });
      expect(res.status, method).toBeLessThan(500);
      expect(Array.isArray(((await res.json()) as { collection: { errors: unknown } }).collection.errors), method).toBe(true);
    }
  });
});
