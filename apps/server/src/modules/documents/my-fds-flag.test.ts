import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../test/factories.ts';

/**
 * The sheet page learns whether the sheet is in the caller's my-FDS from GET /documents/{code} (myFDS, the search
 * row's flag): before, it asked GET /users/{login}/mySDS/documents/{code}, answered 605 for every sheet not kept.
 */
describe('the myFDS flag of a sheet', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const sheetOf = async (iddc: string, cookie?: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/documents/${iddc}`, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return res.json().collection.items[0] as { iddc: string; myFDS?: boolean };
  };

  it('says true for a kept sheet and false for another one, to the user who keeps it only', async () => {
    const supplier = await makeSupplier(t.db);
    const kept = await makeSheet(t.db, supplier.id);
    const other = await makeSheet(t.db, supplier.id);
    const user = await makeUser(t.db);
    const neighbour = await makeUser(t.db);
    await keep(t.db, user.id, kept.id);

    expect((await sheetOf(kept.iddc, user.cookie)).myFDS).toBe(true);
    expect((await sheetOf(other.iddc, user.cookie)).myFDS).toBe(false);
    expect((await sheetOf(kept.iddc, neighbour.cookie)).myFDS).toBe(false);
  });

  it('is left out for a visitor, whose page has no add/remove control', async () => {
    const supplier = await makeSupplier(t.db);
    const sheet = await makeSheet(t.db, supplier.id);
    expect(await sheetOf(sheet.iddc)).not.toHaveProperty('myFDS');
  });
});
