import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { makeUser } from '../../../test/factories.ts';
import { makeStaff } from '../../../test/staff.ts';

/** Issue #26: staff browse the public site as staff: every sheet opens, private and secret ones included. */
describe('sheets seen by staff', () => {
  let t: TestContext;
  let privateCode = '';
  let secretCode = '';
  beforeAll(async () => {
    t = await createTestContext();
    const supplier = await addSupplier(t, { code: 'STAFFCO', name: 'Staff Co', access_level: 'mixed', customerCodes: ['S-1'] });
    privateCode = (await addSheet(t, supplier, { productName: 'Résine client', access: 'private' })).iddc;
    secretCode = (await addSheet(t, supplier, { productName: 'Résine secrète', access: 'secret' })).iddc;
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

  it('opens private and secret sheets and their file for an assistant and an administrator, not for a customer', async () => {
    for (const role of ['assistant', 'admin'] as const) {
      const staff = await makeStaff(t.db, role);
      for (const code of [privateCode, secretCode]) {
        const res = await get(`/documents/${code}`, staff.cookie);
        expect(res.statusCode, `${role} ${code}`).toBe(200);
        expect((await get(`/documents/${code}/preview`, staff.cookie)).statusCode, `${role} ${code} file`).toBe(200);
      }
    }
    const customer = await makeUser(t.db);
    expect(firstCode(await get(`/documents/${secretCode}`, customer.cookie))).toBe(ERRORS.documentNotFound.code);
    expect(firstCode(await get(`/documents/${privateCode}`, customer.cookie))).toBe(ERRORS.customerCodeRequired.code);
  });
});

function firstCode(res: { json: () => { collection: { errors: { code: number }[] } } }): number | undefined {
  return res.json().collection.errors[0]?.code;
}
