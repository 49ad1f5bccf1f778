import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { makeSheet, makeSupplier, makeUser } from '../../../../test/factories.ts';

/** The inventory's xlsx export and import (issue #28, "Import and export as xlsx"). */
let t: TestContext;
let supplierId: number;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type User = Awaited<ReturnType<typeof makeUser>>;
const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/users/${encodeURIComponent(user.login)}${url}`, headers: { cookie: user.cookie }, payload });
const importFile = (user: User, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/inventory/xlsx`,
    headers: { cookie: user.cookie, 'content-type': XLSX, 'accept-language': 'en' },
    payload: body,
  });

/** A sheet in the user's my-FDS space. */
async function spaceSheet(user: User) {
  const doc = await makeSheet(t.db, supplierId);
  await t.db.insertInto('user_documents').values({ user_id: user.id, document_id: doc.id, added_at: new Date() }).execute();
  return doc;
}

async function workbookRows(body: Buffer) {
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { wb, rows };
}

/** Builds an inventory through the calls: Lyon > Store A with two sheets, an empty area, and a site named like a formula. */
async function seedInventory(user: User) {
  const a = await spaceSheet(user);
  const b = await spaceSheet(user);
  const site = (await call(user, 'POST', '/mySDS/inventory/sites', { name: 'Lyon' })).json().collection.items[0];
  const area = (await call(user, 'POST', `/mySDS/inventory/sites/${site.id}/areas`, { name: 'Store A' })).json().collection.items[0];
  await call(user, 'POST', `/mySDS/inventory/sites/${site.id}/areas`, { name: 'Empty' });
  await call(user, 'POST', '/mySDS/inventory/sites', { name: '=HYPERLINK("x")' });
  const put = (document_code: string, body: object) => call(user, 'PUT', `/mySDS/inventory/areas/${area.id}/entries`, { document_code, ...body });
  expect((await put(a.iddc, { max_quantity: 1.5, unit: 't', container_capacity: 200, state: 'liquid' })).statusCode).toBe(200);
  expect((await put(b.iddc, { max_quantity: 40, unit: 'kg', state: 'solid' })).statusCode).toBe(200);
  return { a, b };
}

beforeAll(async () => {
  t = await createTestContext();
  supplierId = (await makeSupplier(t.db)).id;
}, 60_000);
afterAll(async () => t?.close());

describe('inventory xlsx', () => {
  it('exports sites, areas and sheets with their quantities, neutralising formula-like cells, and imports them back unchanged', async () => {
    const user = await makeUser(t.db);
    const { a, b } = await seedInventory(user);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(user.login)}/mySDS/inventory/xlsx`,
      headers: { cookie: user.cookie, 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX);
    const { rows } = await workbookRows(res.rawPayload);
    expect(rows[0][0]).toBe('Établissement');
    expect(rows).toContainEqual(['Lyon', 'Store A', a.iddc, expect.any(String), expect.any(String), 1.5, 't', 200, 'liquide']);
    expect(rows).toContainEqual(['Lyon', 'Store A', b.iddc, expect.any(String), expect.any(String), 40, 'kg', '', 'solide']);
    expect(rows.some((r) => r[0] === 'Lyon' && r[1] === 'Empty' && r[2] === '')).toBe(true);
    expect(rows.some((r) => r[0] === `'=HYPERLINK("x")`)).toBe(true);

    // The same file back: nothing changes.
    const before = (await call(user, 'GET', '/mySDS/inventory')).json().collection.items;
    const again = await importFile(user, res.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().collection.items[0]).toMatchObject({ sites: 2, areas: 2, entries: 2 });
    expect((await call(user, 'GET', '/mySDS/inventory')).json().collection.items).toEqual(before);

    // A fresh account with the same sheets in its space gets the same inventory from the file (the formula-like name restored).
    const other = await makeUser(t.db);
    for (const doc of [a, b]) await t.db.insertInto('user_documents').values({ user_id: other.id, document_id: doc.id, added_at: new Date() }).execute();
    expect((await importFile(other, res.rawPayload)).statusCode).toBe(200);
    const copied = (await call(other, 'GET', '/mySDS/inventory')).json().collection.items;
    const strip = (sites: any[]) => sites.map((s) => ({ name: s.name, areas: s.areas.map((x: any) => ({ name: x.name, entries: x.entries })) }));
    expect(strip(copied)).toEqual(strip(before));
    expect(copied.map((s: any) => s.name)).toContain('=HYPERLINK("x")');
  });

  it('refuses a bad unit with its line number and stores nothing', async () => {
    const user = await makeUser(t.db);
    await seedInventory(user);
    const exported = (await call(user, 'GET', '/mySDS/inventory/xlsx')).rawPayload;
    const { wb } = await workbookRows(exported);
    const ws = wb.worksheets[0];
    // A new site on an earlier line must not be stored either.
    ws.addRow(['Marseille', 'Hall', '', '', '', '', '', '', '']);
    ws.addRow(['Paris', 'Cellar', ws.getRow(ws.rowCount - 1).getCell(3).value, '', '', 5, 'gallons', '', '']);
    const badLine = ws.rowCount;
    const res = await importFile(user, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(422);
    const error = res.json().collection.errors[0];
    expect(error.code).toBe(791);
    expect(error.message).toContain(`Line ${badLine}`);
    expect(error.message).toContain('gallons');
    const names = (await call(user, 'GET', '/mySDS/inventory')).json().collection.items.map((s: any) => s.name);
    expect(names).not.toContain('Marseille');
    expect(names).not.toContain('Paris');
  });

  it("refuses a line naming a sheet outside the user's space (another user's sheet), and a file that is not an inventory", async () => {
    const owner = await makeUser(t.db);
    const { a, b } = await seedInventory(owner);
    const exported = (await call(owner, 'GET', '/mySDS/inventory/xlsx')).rawPayload;
    const intruder = await makeUser(t.db);
    const res = await importFile(intruder, exported);
    expect(res.statusCode, res.body).toBe(422);
    const error = res.json().collection.errors[0];
    expect(error.code).toBe(790);
    expect([a.iddc, b.iddc].some((code) => error.message.includes(code))).toBe(true);
    expect(error.message).toMatch(/^Line \d+:/);
    expect((await call(intruder, 'GET', '/mySDS/inventory')).json().collection.items).toEqual([]);

    const garbage = await importFile(intruder, Buffer.from('not a workbook'));
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().collection.errors[0].code).toBe(792);
    // Another user's inventory is not theirs to export.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(owner.login)}/mySDS/inventory/xlsx`,
      headers: { cookie: intruder.cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
