import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { makeUser } from '../../../test/factories.ts';
import { OFFERS, shopCall } from '../../../test/shop-fixtures.ts';

/**
 * Issue #22 item 10: the reverse charge needs VIES's confirmation. A local stand-in answers VIES's REST call
 * (POST /check-vat-number, JSON) as the Commission documents it: `valid`, the consultation number when a requester
 * is given, name and address; an unavailable member state is an error reply without `valid`.
 */
interface Asked {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

describe('EU VAT numbers checked with VIES', () => {
  let t: TestContext;
  let vies: http.Server;
  const asked: Asked[] = [];
  /** What the stand-in says: the registered numbers, and whether the member states are up. */
  const registered = new Set(['DE123456789', 'EL094259216']);
  let up = true;

  beforeAll(async () => {
    vies = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.method !== 'POST' || req.url !== '/rest-api/check-vat-number') {
          res.statusCode = 404;
          return res.end('{}');
        }
        const q = JSON.parse(body) as Asked;
        asked.push(q);
        if (!up) {
          res.statusCode = 500;
          return res.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }));
        }
        const valid = registered.has(`${q.countryCode}${q.vatNumber}`);
        res.end(
          JSON.stringify({
            countryCode: q.countryCode,
            vatNumber: q.vatNumber,
            requestDate: new Date().toISOString(),
            valid,
            requestIdentifier: valid && q.requesterNumber ? `WAPIAAAAX${asked.length}` : '',
            name: valid ? 'ACME GMBH' : '---',
            address: valid ? 'HAUPTSTR. 1, 10115 BERLIN' : '---',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
    const { port } = vies.address() as AddressInfo;
    t = await createTestContext({ viesUrl: `http://127.0.0.1:${port}/rest-api` });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    vies?.close();
  });

  // Every reply checked against the contract's item schema of its route (test/contract-replies.ts).
  const call = (method: string, url: string, cookie?: string, payload?: unknown) => shopCall(t)(method, url, cookie, payload);
  const item = (res: { json(): any }) => res.json().collection.items[0];
  const billing = (country: string, vat: string) => ({
    company_name: 'Acme GmbH',
    address1: 'Hauptstr. 1',
    zipcode: '10115',
    city: 'Berlin',
    country_code: country,
    eu_vat_number: vat,
    terms_of_sale: true,
    personal_data: true,
  });
  const checksOf = (userId: number) => t.db.selectFrom('shop_vat_checks').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('a number VIES confirms gets the reverse charge, with the check and its consultation number recorded', async () => {
    const u = await makeUser(t.db);
    const res = await call('POST', `/users/${u.login}/billing`, u.cookie, billing('DE', 'DE 123 456 789'));
    expect(res.statusCode, res.body).toBe(200);
    expect(item(res)).toMatchObject({ vat_mode: 'reverse_charge', vat_rate: 0, vat_reason: null, vat_check: { outcome: 'valid', registry: 'vies' } });
    // The seller's own number goes as the requester (the consultation number is the proof for the tax office).
    const q = asked.at(-1)!;
    expect(q).toMatchObject({ countryCode: 'DE', vatNumber: '123456789', requesterMemberStateCode: 'FR' });
    expect(item(res).vat_check.request_identifier).toMatch(/^WAPI/);
    const [check] = await checksOf(u.id);
    expect(check).toMatchObject({ vat_number: 'DE123456789', outcome: 'valid', name: 'ACME GMBH', registry: 'vies' });
    await call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.standard], quantity: 1, step: 2 });
    expect(item(await call('GET', '/cart', u.cookie))).toMatchObject({ vat_mode: 'reverse_charge', total_it: 20 });
  });

  it('Greece is asked as EL', async () => {
    const u = await makeUser(t.db);
    expect(item(await call('POST', `/users/${u.login}/billing`, u.cookie, billing('GR', 'EL094259216')))).toMatchObject({ vat_mode: 'reverse_charge' });
    expect(asked.at(-1)).toMatchObject({ countryCode: 'EL', vatNumber: '094259216' });
  });

  it('a well-formed number VIES does not know is refused on its field, and the check recorded', async () => {
    const u = await makeUser(t.db);
    const res = await call('POST', `/users/${u.login}/billing`, u.cookie, billing('DE', 'DE999999999'));
    expect(res.statusCode).toBe(400);
    const error = res.json().collection.errors[0];
    expect(error.code).toBe(595);
    expect(error.data).toContainEqual({ name: 'f', value: 'eu_vat_number' });
    expect(error.message).toContain('VIES');
    expect((await checksOf(u.id)).map((c) => c.outcome)).toEqual(['invalid']);
    expect((await call('GET', `/users/${u.login}/billing`, u.cookie)).json().collection.items).toHaveLength(0);
  });

  it('while VIES is unavailable the VAT applies and says why; the payment asks again and then gets the reverse charge', async () => {
    const u = await makeUser(t.db);
    up = false;
    const res = await call('POST', `/users/${u.login}/billing`, u.cookie, billing('DE', 'DE123456789'));
    expect(item(res)).toMatchObject({ vat_mode: 'eu_consumer', vat_rate: 19, vat_reason: 'vies_unavailable', vat_check: { outcome: 'unavailable' } });
    await call('PUT', '/cart', u.cookie, { offer_ids: [OFFERS.standard], quantity: 1, step: 2 });
    expect(item(await call('GET', '/cart', u.cookie))).toMatchObject({ vat_mode: 'eu_consumer', vat_reason: 'vies_unavailable', total_it: 23.8 });
    expect((await checksOf(u.id))[0]).toMatchObject({ outcome: 'unavailable', detail: 'MS_UNAVAILABLE' });

    up = true;
    const paying = await call('POST', '/cart', u.cookie);
    expect(paying.statusCode, paying.body).toBe(200);
    expect(item(paying)).toMatchObject({ vat_mode: 'reverse_charge', total_it: 20 });
    expect((await checksOf(u.id)).map((c) => c.outcome)).toEqual(['unavailable', 'valid']);
  });
});
