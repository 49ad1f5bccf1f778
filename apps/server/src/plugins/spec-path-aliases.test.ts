import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { makeUser } from '../../test/factories.ts';

// api-spec §7 read literally: GET /users/{login}/mySDS/documents/changelog, /quick_icpe, /sds2excel,
// /vigi_substances, /quick_adr answer like /users/{login}/mySDS/<name> (they answered 595, taken for a document code).
describe('the spec’s mySDS/documents/<tool> paths', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('reach the per-user tool calls, with the same answer and the same access rules', async () => {
    const user = await makeUser(t.db);
    const other = await makeUser(t.db);
    const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': 'en' } });
    for (const name of ['changelog', 'quick_icpe', 'sds2excel', 'vigi_substances', 'quick_adr']) {
      const base = `/api/v1/users/${encodeURIComponent(user.login)}/mySDS`;
      const literal = await get(`${base}/documents/${name}`, user.cookie);
      const canonical = await get(`${base}/${name}`, user.cookie);
      expect(literal.statusCode, `${name}: ${literal.body.slice(0, 200)}`).toBe(canonical.statusCode);
      expect(literal.headers['content-type'], name).toBe(canonical.headers['content-type']);
      if (String(canonical.headers['content-type']).startsWith('application/json')) {
        expect(literal.json().collection.items, name).toEqual(canonical.json().collection.items);
        expect(literal.json().collection.errors, name).toEqual(canonical.json().collection.errors);
      }
      // Someone else's list stays closed through the alias too.
      expect((await get(`${base}/documents/${name}`, other.cookie)).statusCode, name).toBe(403);
    }
    // A real document code under documents/ still reaches the sheet route (its own answer, not a tool's).
    const sheet = await get(`/api/v1/users/${encodeURIComponent(user.login)}/mySDS/documents/quick_icpe_x`, user.cookie);
    expect(sheet.json().collection.errors[0]?.code).toBe(595);
  });
});
