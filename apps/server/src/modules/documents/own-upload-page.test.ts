import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { makeUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';

/** Issue #23: an uploaded sheet gets the catalogue's sheet page (and its file, QR, reading), for its uploader alone. */
let t: TestContext;
let owner: { id: number; login: string; cookie: string };
let other: { id: number; login: string; cookie: string };
let code: string;

beforeAll(async () => {
  t = await createTestContext();
  owner = await makeUser(t.db);
  other = await makeUser(t.db);
  const body = multipart(
    { product_name: 'Own degreaser', supplier_name: 'Garage Supplies Ltd', revision_date: '2022-05-01', language: 'en' },
    { name: 'own.pdf', type: 'application/pdf', bytes: pdfBytes(`own-${Math.random()}`) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${encodeURIComponent(owner.login)}/mySDS/documents`,
    payload: body.payload,
    headers: { ...body.headers, cookie: owner.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  code = res.json().collection.items[0].iddc;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

describe('the sheet page of an upload', () => {
  it('opens for its uploader, named by the supplier they typed', async () => {
    const res = await get(`/documents/${code}`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().collection.items[0];
    expect(item).toMatchObject({ iddc: code, product_name: 'Own degreaser', supplier_name: 'Garage Supplies Ltd', own_upload: true, access: 'private' });
    expect(item.other_documents).toEqual([]);
    expect((await get(`/documents/${code}/qrcode`, owner.cookie)).statusCode).toBe(200);
    const file = await get(`/documents/${code}/preview`, owner.cookie);
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    // The reading and the watch answer as for a catalogue sheet (never "not found").
    expect((await get(`/documents/${code}/extraction`, owner.cookie)).json().collection.errors?.[0]?.code).not.toBe(605);
    expect((await get(`/documents/${code}/vigi_substances`, owner.cookie)).json().collection.errors?.[0]?.code).not.toBe(605);
  });

  it('is not found for another user or a visitor, whatever the route', async () => {
    for (const cookie of [other.cookie, undefined]) {
      for (const url of [`/documents/${code}`, `/documents/${code}/preview`, `/documents/${code}/qrcode`, `/documents/${code}/extraction`]) {
        const res = await get(url, cookie);
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
        expect(res.json().collection.errors[0].code).toBe(605);
      }
      const watch = await get(`/documents/${code}/vigi_substances`, cookie);
      expect([404, 401, 403]).toContain(watch.statusCode);
      expect(watch.body).not.toContain('Own degreaser');
    }
  });
});
