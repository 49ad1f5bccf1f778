import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';

describe('API base', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('answers in the collection envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.collection.version).toBe('1.0');
    expect(body.collection.href).toBe('/api/v1/health');
    expect(body.collection.data).toEqual([{ name: 'status', value: 'ok' }]);
    expect(body.collection.errors).toEqual([]);
  });

  it('answers 404 in the envelope for an unknown API route, in the requested language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(res.statusCode).toBe(404);
    const [error] = res.json().collection.errors;
    expect(error.code).toBe(604);
    expect(error.message).toBe('Die angeforderte Ressource existiert nicht');
  });

  it('answers /api itself (no trailing part) with the envelope 404 too, not the web page', async () => {
    for (const url of ['/api', '/api?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().collection.errors[0].code).toBe(604);
    }
  });

  it('serves an OpenAPI 3 document listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/v3/api-docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/health'].get.summary).toBeTruthy();
  });
});
