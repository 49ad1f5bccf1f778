import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet, addSupplier, guestCookie, pdfBytes } from '../../../test/catalogue-fixtures.ts';
import { updateMailsJob } from '../consultations/update-mails.job.ts';

describe('sheet pages, files and permanent links', () => {
  let t: TestContext;
  let supplier: number;
  let privSupplier: number;
  let v1: string;
  let v2: string;
  let privateCode: string;
  let secretCode: string;
  let guest: Record<string, string>;

  const get = (url: string, options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...options });

  beforeAll(async () => {
    t = await createTestContext();
    supplier = await addSupplier(t, { code: 'ACME', name: 'Acme Chimie', access_level: 'mixed', customerCodes: ['ACME-1'] });
    privSupplier = await addSupplier(t, { code: 'OTHER', name: 'Other Co', access_level: 'private', customerCodes: ['O-1'] });
    v1 = (await addSheet(t, supplier, { productName: 'Colle néoprène', productCode: 'CN-1', revisionDate: '2022-01-01' }, 'v1')).iddc;
    await addSheet(t, supplier, { productName: 'Neoprene glue', productCode: 'CN-1', language: 'en' }, 'en');
    privateCode = (await addSheet(t, supplier, { productName: 'Résine client', access: 'private' })).iddc;
    secretCode = (await addSheet(t, supplier, { productName: 'Résine secrète', access: 'secret' })).iddc;
    await addSheet(t, privSupplier, { productName: 'Autre' });
    guest = await guestCookie(t);
  });
  afterAll(async () => t?.close());

  it('shows a sheet with its other languages and other sheets of the supplier', async () => {
    const res = await get(`/documents/${v1}`);
    expect(res.statusCode).toBe(200);
    const sheet = res.json().collection.items[0];
    expect(sheet.product_name).toBe('Colle néoprène');
    expect(sheet.supplier_name).toBe('Acme Chimie');
    expect(sheet.permanent_url).toBe(`http://localhost:3000/fds/${v1}/`);
    expect(sheet.documents_languages.map((l: { lang: string }) => l.lang)).toEqual(['en']);
    const others = sheet.other_documents.map((o: { product_name: string }) => o.product_name);
    expect(others).not.toContain('Résine client');
    expect(others).not.toContain('Résine secrète');
  });

  it('answers "not found" for unknown and secret sheets, and asks a customer code for private ones', async () => {
    expect((await get('/documents/1234567-12345-12345-123456')).json().collection.errors[0].code).toBe(605);
    expect((await get(`/documents/${secretCode}`)).json().collection.errors[0].code).toBe(605);
    expect((await get(`/documents/${secretCode}/preview`, { cookies: guest })).json().collection.errors[0].code).toBe(605);
    const restricted = await get(`/documents/${privateCode}`);
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json().collection.errors[0]).toMatchObject({
      code: 641,
      data: [
        { name: 'supplier_code', value: 'ACME' },
        { name: 'supplier_name', value: 'Acme Chimie' },
      ],
    });
    expect((await get(`/documents/${privateCode}/preview`, { cookies: guest })).json().collection.errors[0].code).toBe(641);
    // A code of another supplier does not open it; the supplier's own code does.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/documents/verify_customer_code',
          payload: { supplier_code: 'OTHER', customer_code: 'O-1' },
          cookies: guest,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(`/documents/${privateCode}`, { cookies: guest })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/documents/verify_customer_code',
          payload: { supplier_code: 'ACME', customer_code: 'ACME-1' },
          cookies: guest,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(`/documents/${privateCode}`, { cookies: guest })).statusCode).toBe(200);
    expect((await get(`/documents/${privateCode}/preview`, { cookies: guest })).statusCode).toBe(200);
    expect((await get('/documents/bad-code')).json().collection.errors[0].code).toBe(595);
  });

  it('asks a visitor without an account for the free-consult data before opening the file', async () => {
    const res = await get(`/documents/${v1}/preview`);
    expect(res.statusCode).toBe(401);
    expect(res.json().collection.errors[0].code).toBe(640);
  });

  it('serves the PDF inline or as a download, with ETag and Range requests', async () => {
    const full = await get(`/documents/${v1}/preview`, { cookies: guest });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(full.rawPayload.equals(pdfBytes('v1'))).toBe(true);
    const etag = full.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const part = await get(`/documents/${v1}/preview`, { cookies: guest, headers: { range: 'bytes=5-14' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-14/${full.rawPayload.length}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(5, 15))).toBe(true);
    const tail = await get(`/documents/${v1}/preview`, { cookies: guest, headers: { range: 'bytes=-6' } });
    expect(tail.rawPayload.toString('latin1')).toBe('%%EOF\n');
    const beyond = await get(`/documents/${v1}/preview`, { cookies: guest, headers: { range: 'bytes=999999-' } });
    expect(beyond.statusCode).toBe(416);
    const cached = await get(`/documents/${v1}/preview`, { cookies: guest, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    const download = await get(`/documents/${v1}/preview?download=1`, { cookies: guest });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="colle-neoprene-fr-/);
    const kinds = await t.pool.query(`SELECT kind, count(*)::int AS n FROM consultations GROUP BY kind ORDER BY kind`);
    expect(kinds.rows).toContainEqual({ kind: 'download', n: 1 });
  });

  it('renders and stores a readable PDF for a sheet without a file, on first open', async () => {
    const { iddc } = await addSheet(t, supplier, { productName: 'Sheet without file' }, null);
    const res = await get(`/documents/${iddc}/preview`, { cookies: guest });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const row = await t.pool.query(`SELECT file_key, file_size FROM documents WHERE iddc = $1`, [iddc]);
    expect(row.rows[0].file_size).toBe(res.rawPayload.length);
    expect(fs.existsSync(path.join(t.config.storageDir, row.rows[0].file_key))).toBe(true);
  });

  it('supersedes a sheet with a new revision; the old permanent link leads to the latest; subscribers get a mail', async () => {
    // The guest opened v1 above: subscribed to update mails for a year.
    const sub = await t.pool.query(`SELECT email, expires_at > now() + interval '11 months' AS year FROM update_subscriptions WHERE product_key = 'CN-1'`);
    expect(sub.rows).toEqual([{ email: 'guest@example.com', year: true }]);
    // Issue #11: update mails go only to a confirmed address. The guest got a confirmation link and opens it.
    const confirmations = fs.readdirSync(t.config.mailDir);
    expect(confirmations).toHaveLength(1);
    const confirmation = fs
      .readFileSync(path.join(t.config.mailDir, confirmations[0]), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const confirmLink = /\/api\/v1\/update_subscriptions\/[\w-]+\/confirm/.exec(confirmation)![0];
    expect((await t.app.inject({ method: 'GET', url: confirmLink })).statusCode).toBe(302);
    fs.rmSync(path.join(t.config.mailDir, confirmations[0]));
    t.sentJobs.length = 0;
    const revised = await addSheet(
      t,
      supplier,
      { productName: 'Colle néoprène', productCode: 'CN-1', revisionDate: '2025-03-01', revisionVersion: '2.0' },
      'v2',
    );
    expect(revised.status).toBe('revised');
    v2 = revised.iddc;
    expect(t.sentJobs.map((j) => j.name).sort()).toEqual(['catalogue.update-mails', 'myfds.revision', 'sds.extract', 'supplier.sends']);
    await updateMailsJob(t).handle({ documentId: revised.documentId });
    const old = await get(`/documents/${v1}`);
    const sheet = old.json().collection.items[0];
    expect(sheet.iddc).toBe(v2);
    expect(sheet.superseded).toBe(true);
    expect(sheet.revision_version).toBe('2.0');
    const file = await get(`/documents/${v1}/preview`, { cookies: guest });
    expect(file.rawPayload.equals(pdfBytes('v2'))).toBe(true);
    const search = await get('/documents?product_name=colle%20neoprene');
    expect(search.json().collection.items.map((i: { iddc: string }) => i.iddc)).toEqual([v2]);

    const mails = fs.readdirSync(t.config.mailDir);
    expect(mails).toHaveLength(1);
    const mail = fs
      .readFileSync(path.join(t.config.mailDir, mails[0]), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(mail).toContain(`/fds/${v2}/`);
    const token = /update_subscriptions\/([\w-]+)\/extend/.exec(mail)![1];
    await t.pool.query(`UPDATE update_subscriptions SET expires_at = now() + interval '1 day' WHERE product_key = 'CN-1'`);
    const extend = await get(`/update_subscriptions/${token}/extend`);
    expect(extend.statusCode).toBe(302);
    expect(extend.headers.location).toBe(`/fds/${v2}/?updates=extended`);
    const after = await t.pool.query(`SELECT expires_at > now() + interval '11 months' AS year FROM update_subscriptions WHERE product_key = 'CN-1'`);
    expect(after.rows[0].year).toBe(true);
  });

  it('mails no update when the new revision is secret (its link would answer "not found")', async () => {
    const mailCount = () => (fs.existsSync(t.config.mailDir) ? fs.readdirSync(t.config.mailDir).length : 0);
    const first = await addSheet(t, supplier, { productName: 'Mastic joint', productCode: 'MS-1' }, 'ms1');
    expect((await get(`/documents/${first.iddc}/preview`, { cookies: guest })).statusCode).toBe(200);
    const before = mailCount();
    const hidden = await addSheet(
      t,
      supplier,
      { productName: 'Mastic joint', productCode: 'MS-1', revisionDate: '2025-05-01', revisionVersion: '2.0', access: 'secret' },
      'ms2',
    );
    expect(hidden.status).toBe('revised');
    await updateMailsJob(t).handle({ documentId: hidden.documentId });
    expect(mailCount()).toBe(before);
  });

  it('gives a QR code of the permanent link as PNG and SVG', async () => {
    const png = await get(`/documents/${v1}/qrcode`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const svg = await get(`/documents/${v1}/qrcode?format=svg`);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });

  it('finds a supplier product by its code, and tells whether a supplier migrated', async () => {
    const res = await get('/suppliers/ACME/products/cn-1');
    expect(
      res
        .json()
        .collection.items.map((i: { language: string }) => i.language)
        .sort(),
    ).toEqual(['en', 'fr']);
    // The reader's language first (German falls back to English, then French).
    const inGerman = await t.app.inject({ method: 'GET', url: '/api/v1/suppliers/ACME/products/CN-1', headers: { 'accept-language': 'de' } });
    expect(inGerman.json().collection.items.map((i: { language: string }) => i.language)).toEqual(['en', 'fr']);
    const inFrench = await t.app.inject({ method: 'GET', url: '/api/v1/suppliers/ACME/products/CN-1', headers: { 'accept-language': 'fr' } });
    expect(inFrench.json().collection.items.map((i: { language: string }) => i.language)).toEqual(['fr', 'en']);
    expect((await get('/suppliers/ACME/products/NOPE')).json().collection.errors[0].code).toBe(587);
    await addSupplier(t, { code: 'GONE', name: 'Gone Away', migrated: true, redirect_url: 'https://elsewhere.example/fds' });
    const moved = await get('/supplier-migration/GONE/status?levelKey=x');
    expect(moved.json().collection.items[0]).toEqual({ is_migrated: true, redirect_url: 'https://elsewhere.example/fds' });
    // The check runs before the supplier search: the name as typed names the account too.
    const byName = await get('/supplier-migration/gone%20away/status');
    expect(byName.json().collection.items[0]).toEqual({ is_migrated: true, redirect_url: 'https://elsewhere.example/fds' });
    expect((await get('/supplier-migration/ACME/status')).json().collection.items[0]).toEqual({ is_migrated: false, redirect_url: null });
    const landing = await get('/landing_page');
    expect(landing.json().collection.items.find((i: { code: string }) => i.code === 'suppliers').value).toBe(3);
  });
});
