import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { makeUser } from '../../../test/factories.ts';
import { routeRegistry } from '../../plugins/api-route.ts';
import { FREE_FAILURES } from '../../security/login-throttle.ts';

/**
 * Issue #22 items 3 and 5: every place that accepts a customer code goes through the one throttled check
 * (checkCustomerCodeAmong). This test walks them all: the registered routes whose query or body has a customer_code
 * field must be exactly ENTRIES, and each one locks a guessing client (per address) and a guessing account, while a
 * spread-out guess against a supplier never refuses its real customers.
 */
let t: TestContext;
let n = 0;

interface Supplier {
  code: string;
  name: string;
  right: string;
}
interface Client {
  ip: string;
  /** Cookie header of a logged-in user, and its login. */
  user?: { cookie: string; login: string };
}

/** Each place that accepts a customer code: how it is called with one. */
const ENTRIES: {
  method: string;
  url: string;
  needsUser?: boolean;
  call: (s: Supplier, code: string, c: Client) => Promise<LightMyRequestResponse>;
}[] = [
  {
    method: 'GET',
    url: '/documents/verify_customer_code',
    call: (s, code, c) => inject(c, 'GET', `/documents/verify_customer_code?supplier_code=${s.code}&customer_code=${encodeURIComponent(code)}`),
  },
  {
    method: 'POST',
    url: '/documents/verify_customer_code',
    call: (s, code, c) => inject(c, 'POST', '/documents/verify_customer_code', { supplier_code: s.code, customer_code: code }),
  },
  {
    method: 'GET',
    url: '/documents',
    call: (s, code, c) => inject(c, 'GET', `/documents?supplier=${s.code}&customer_code=${encodeURIComponent(code)}`),
  },
  {
    method: 'POST',
    url: '/users/:login/:profile_type/customer_codes',
    needsUser: true,
    call: (s, code, c) => inject(c, 'POST', `/users/${encodeURIComponent(c.user!.login)}/mySDS/customer_codes`, { supplier_name: s.name, customer_code: code }),
  },
];

function inject(c: Client, method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api/v1${url}`, remoteAddress: c.ip, headers: c.user ? { cookie: c.user.cookie } : {}, payload });
}

const codeOf = (res: { statusCode: number; json: () => { collection: { errors: { code: number }[] } } }) =>
  res.statusCode === 200 ? 200 : res.json().collection.errors[0]?.code;

/** A private supplier with one customer code and one private sheet. */
async function privateSupplier(): Promise<Supplier> {
  const i = ++n;
  const s = { code: `GUESS${i}`, name: `Guessed Supplier ${i}`, right: `RIGHT-${i}` };
  const id = await addSupplier(t, { code: s.code, name: s.name, access_level: 'private', customerCodes: [s.right] });
  await addSheet(t, id, { productName: `Private product ${i}`, access: 'private' });
  return s;
}

async function client(ip: string, withUser: boolean): Promise<Client> {
  return withUser ? { ip, user: await makeUser(t.db) } : { ip };
}

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function hasCustomerCode(schema: z.ZodType | undefined): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return !!shape && 'customer_code' in shape;
}

describe('every place that accepts a customer code', () => {
  it('is walked by this test (routes whose query or body has customer_code)', () => {
    const accepting = routeRegistry
      .filter((r) => hasCustomerCode(r.query) || hasCustomerCode(r.body))
      .map((r) => `${r.method} ${r.url.replace('/api/v1', '')}`)
      .sort();
    expect(accepting).toEqual(ENTRIES.map((e) => `${e.method} ${e.url}`).sort());
  });

  for (const [i, entry] of ENTRIES.entries()) {
    it(`${entry.method} ${entry.url}: a guessing client is stopped after its free failures, even with the right code`, async () => {
      const s = await privateSupplier();
      const guesser = await client(`10.60.${i}.1`, !!entry.needsUser);
      for (let k = 0; k < FREE_FAILURES.code_ip; k++) expect(codeOf(await entry.call(s, `WRONG-${k}`, guesser))).toBe(567);
      expect(codeOf(await entry.call(s, s.right, guesser))).toBe(680);
      // Another client with the right code gets in.
      expect(codeOf(await entry.call(s, s.right, await client(`10.60.${i}.2`, !!entry.needsUser)))).toBe(200);
    });
  }

  for (const [i, entry] of ENTRIES.entries()) {
    it(`${entry.method} ${entry.url}: a guessing account is stopped whatever its address`, async () => {
      const s = await privateSupplier();
      const user = await makeUser(t.db);
      for (let k = 0; k < FREE_FAILURES.code_account; k++) {
        expect(codeOf(await entry.call(s, `WRONG-${k}`, { ip: `10.61.${i}.${k + 1}`, user }))).toBe(567);
      }
      expect(codeOf(await entry.call(s, s.right, { ip: '10.61.200.1', user }))).toBe(680);
    });
  }

  it('a spread-out guess against a supplier never refuses its real customers (any entry), it only slows checks down', async () => {
    const s = await privateSupplier();
    for (let k = 0; k < FREE_FAILURES.code_supplier + 1; k++) {
      const res = await ENTRIES[k % 3].call(s, `SPREAD-${k}`, { ip: `10.62.${Math.floor(k / 5)}.${k % 5}` });
      expect(codeOf(res)).toBe(567);
    }
    for (const [i, entry] of ENTRIES.entries()) {
      expect(codeOf(await entry.call(s, s.right, await client(`10.63.0.${i + 1}`, !!entry.needsUser))), `${entry.method} ${entry.url}`).toBe(200);
    }
  }, 60_000);
});
