import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';

/**
 * The administrator's path of the SafeBox owner routes (issue #29): an administrator acting for a user sees that
 * user's request and contract, never their own. The two accounts hold different requests, so a handler that used the
 * caller instead of the route's target fails here.
 */
describe('SafeBox owner routes, called by an administrator for a user', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
  });

  let serial = 0;
  /** A waiting request of `userId`, its contract PDF stored. */
  async function request(userId: number, company: string) {
    serial++;
    const identifier = `${String(10000 + serial)}-00000-00000-${String(100000 + userId).slice(-6)}`;
    const pdf = pdfBytes(`contract of ${company}`);
    const key = `safebox/contracts/${identifier}.pdf`;
    await t.storage.put(key, pdf, 'application/pdf');
    await t.db
      .insertInto('safebox_contracts')
      .values({
        user_id: userId,
        contract_identifier: identifier,
        company_name: company,
        siret: String(10_000_000_000_000 + serial * 1000 + userId).slice(-14),
        duns: '123456789',
        address1: '1 rue de la Paix',
        zipcode: '75001',
        city: 'Paris',
        language: 'fr',
        company_check: 'account_name',
        pdf_key: key,
        pdf_sha256: 'x'.repeat(64),
        max_return_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      })
      .execute();
    return { identifier, pdf };
  }

  async function accounts() {
    const admin = await makeUser(t.db, { admin: true });
    const user = await makeUser(t.db);
    const mine = await request(admin.id, 'Admin Company');
    const theirs = await request(user.id, 'User Company');
    const call = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1/users/${user.login}${path}`, headers: { cookie: admin.cookie } });
    return { mine, theirs, call };
  }

  it('GET safebox is the user status', async () => {
    const { theirs, call } = await accounts();
    const res = await call('/safebox');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().collection.items[0]).toMatchObject({ state: 'waiting', contract_identifier: theirs.identifier, company_name: 'User Company' });
  });

  it('GET safebox/contract is the user contract', async () => {
    const { theirs, call } = await accounts();
    const res = await call('/safebox/contract');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.rawPayload.equals(theirs.pdf)).toBe(true);
    expect(res.headers['content-disposition']).toContain(theirs.identifier);
  });
});
