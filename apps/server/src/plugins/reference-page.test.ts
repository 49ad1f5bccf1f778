import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

/** Issue #27: the integrators' calls are in the OpenAPI document with their key scope and examples, and in the reference page. */
describe('OpenAPI document and reference page', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('documents the bearer key, each route’s scope and the examples', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/v3/api-docs' })).json();
    expect(doc.components.securitySchemes.bearerKey).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const deliveries = doc.paths['/api/v1/supplier/deliveries'].post;
    expect(deliveries['x-api-key-scope']).toBe('write');
    expect(deliveries.security).toEqual([{ sessionCookie: [] }, { bearerKey: [] }]);
    expect(deliveries.requestBody.content['application/json'].example.deliveries[0].product_code).toBe('P-100');
    expect(doc.paths['/api/v1/documents/{document_code}'].get['x-api-key-scope']).toBe('read');
    expect(doc.paths['/api/v1/account/api_keys'].post['x-api-key-scope']).toBeUndefined();
  });

  it('serves a readable HTML reference generated from the document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>/api/v1/supplier/sheets/{document_code}/access</code>');
    expect(res.body).toContain('API key: <b>write</b>');
    expect(res.body).not.toMatch(/<script/i);
  });
});
