import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SIGNATURE_HEADER } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { addSheet } from '../../../test/catalogue-fixtures.ts';
import { createUser, firstError, loginAs } from '../../../test/accounts.ts';
import { supplierWithMember, type SupplierFixture } from '../../../test/suppliers.ts';
import { SHEET_WEBHOOKS_JOB, sheetWebhooksJob } from './index.ts';

/** A real local HTTP server that records the webhook POSTs (raw body and headers) and answers `status`. */
async function startReceiver() {
  const received: { body: string; signature: string }[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER] ?? '') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answer: (s: number) => (status = s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('API keys: bearer, scope, revocation, hash only, per-key rate limit, webhooks — across two suppliers', () => {
  let t: TestContext;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let a: SupplierFixture;
  let b: SupplierFixture;
  const keys: Record<string, { id: number; key: string; webhook_secret?: string }> = {};

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestContext({ apiKeyRateLimitPerMinute: 40 });
    a = await supplierWithMember(t, 'KEYA', { customerCodes: ['CA'] });
    b = await supplierWithMember(t, 'KEYB', { customerCodes: ['CB'] });
    await addSheet(t, a.supplierId, { productName: 'Gel A', productCode: 'GA-1' }, 'ga-v1');
    await addSheet(t, b.supplierId, { productName: 'Gel B', productCode: 'GB-1' }, 'gb-v1');
    const create = async (name: string, who: SupplierFixture, url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, cookies: who.cookies, payload });
      expect(res.statusCode, res.body).toBe(200);
      keys[name] = res.json().collection.items[0];
    };
    await create('aWrite', a, '/supplier/api_keys', { name: 'ERP', scope: 'write', webhook_url: receiver.url });
    await create('aRead', a, '/supplier/api_keys', { name: 'Portal', scope: 'read' });
    await create('aPersonal', a, '/account/api_keys', { name: 'Mine', scope: 'write' });
    await create('bWrite', b, '/supplier/api_keys', { name: 'ERP B', scope: 'write' });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const call = (key: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` }, payload });

  it('shows a key once and stores only its SHA-256', async () => {
    expect(keys.aWrite.key).toMatch(/^ofds_[A-Za-z0-9_-]{43}$/);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/account/api_keys', cookies: a.cookies });
    const items = list.json().collection.items as Record<string, unknown>[];
    expect(items.map((i) => i.name).sort()).toEqual(['ERP', 'Mine', 'Portal']);
    expect(JSON.stringify(items)).not.toContain(keys.aWrite.key);
    const row = await t.db.selectFrom('api_keys').selectAll().where('id', '=', keys.aWrite.id).executeTakeFirstOrThrow();
    expect(Buffer.from(row.key_hash).toString('hex')).toBe(crypto.createHash('sha256').update(keys.aWrite.key).digest('hex'));
    expect(JSON.stringify(Object.values(row).map(String))).not.toContain(keys.aWrite.key.slice(12));
  });

  it("a supplier key acts for its own supplier only; a read key cannot write; a personal key is no supplier's", async () => {
    const deliveries = { deliveries: [{ customer_code: 'CA', product_code: 'GA-1', delivered_on: '2026-01-10' }] };
    expect(firstError(await call(keys.aRead.key, 'POST', '/supplier/deliveries', deliveries)).code).toBe(772);
    expect((await call(keys.aWrite.key, 'POST', '/supplier/deliveries', deliveries)).statusCode).toBe(200);
    expect((await call(keys.aRead.key, 'GET', '/supplier/deliveries')).json().collection.items).toHaveLength(1);
    expect((await call(keys.bWrite.key, 'GET', '/supplier/deliveries')).json().collection.items).toEqual([]);
    // B's key cannot use A's customer code or product.
    expect((await call(keys.bWrite.key, 'POST', '/supplier/deliveries', deliveries)).statusCode).toBe(400);
    expect(firstError(await call(keys.aPersonal.key, 'GET', '/supplier/deliveries')).code).toBe(603);
  });

  it('reads the catalogue: search by EAN or product code, sheet details, extraction JSON', async () => {
    const search = await call(keys.aRead.key, 'GET', '/suppliers/KEYB/products/GB-1');
    expect(search.statusCode, search.body).toBe(200);
    const code = search.json().collection.items[0].iddc as string;
    expect((await call(keys.bWrite.key, 'GET', `/documents/${code}`)).statusCode).toBe(200);
    expect((await call(keys.aRead.key, 'GET', `/documents/${code}/extraction`)).statusCode).not.toBe(771);
    expect((await call(keys.aRead.key, 'GET', '/documents?q=Gel')).statusCode).toBe(200);
  });

  it('never reaches the account, the keys or the back office, even for an administrator', async () => {
    expect(firstError(await call(keys.aWrite.key, 'POST', '/account/api_keys', { name: 'x', scope: 'write' })).code).toBe(771);
    expect(firstError(await call(keys.aWrite.key, 'GET', '/account/api_keys')).code).toBe(771);
    await createUser(t, { email: 'root@example.com', password: 'Root-Passw0rd', profileTypes: ['admin'] });
    const root = { openfds_session: await loginAs(t, 'root@example.com', 'Root-Passw0rd') };
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/account/api_keys', cookies: root, payload: { name: 'root', scope: 'write' } });
    const rootKey = made.json().collection.items[0].key as string;
    // The same administrator's session reaches the back office; the key does not.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/safebox', cookies: root })).statusCode).toBe(200);
    expect(firstError(await call(rootKey, 'GET', '/admin/safebox')).code).toBe(771);
  });

  it('a revoked or unknown key answers 770; another user cannot revoke it', async () => {
    const mine = keys.aPersonal;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/account/api_keys/${mine.id}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await call(mine.key, 'GET', '/documents?q=Gel')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/account/api_keys/${mine.id}`, cookies: a.cookies })).statusCode).toBe(200);
    expect(firstError(await call(mine.key, 'GET', '/documents?q=Gel')).code).toBe(770);
    expect(firstError(await call('ofds_not-a-key', 'GET', '/documents?q=Gel')).code).toBe(770);
  });

  it('counts requests per key against the keys’ own limit', async () => {
    // Not across a minute boundary (fixed one-minute windows).
    if (Date.now() % 60_000 > 50_000) await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 100));
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await call(keys.bWrite.key, 'GET', '/supplier/deliveries')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another key from the same address is still served.
    expect((await call(keys.aRead.key, 'GET', '/supplier/deliveries')).statusCode).toBe(200);
  });

  it('POSTs signed webhooks (HMAC-SHA256 of the body) for a publication and the sheet it supersedes, and fails for a retry', async () => {
    t.sentJobs.length = 0;
    const revised = await addSheet(t, a.supplierId, { productName: 'Gel A', productCode: 'GA-1', revisionDate: '2026-02-01', revisionVersion: '2' }, 'ga-v2');
    expect(t.sentJobs.filter((j) => j.name === SHEET_WEBHOOKS_JOB)).toEqual([{ name: SHEET_WEBHOOKS_JOB, data: { documentId: revised.documentId } }]);
    // Supplier B has no webhook: its publications queue none.
    t.sentJobs.length = 0;
    await addSheet(t, b.supplierId, { productName: 'Gel B', productCode: 'GB-1', revisionDate: '2026-02-01', revisionVersion: '2' }, 'gb-v2');
    expect(t.sentJobs.some((j) => j.name === SHEET_WEBHOOKS_JOB)).toBe(false);

    await sheetWebhooksJob(t).handle({ documentId: revised.documentId });
    expect(receiver.received).toHaveLength(2);
    const events = receiver.received.map((r) => {
      const expected = `sha256=${crypto.createHmac('sha256', keys.aWrite.webhook_secret!).update(r.body).digest('hex')}`;
      expect(r.signature).toBe(expected);
      return JSON.parse(r.body) as { type: string; data: Record<string, unknown> };
    });
    expect(events.map((e) => e.type)).toEqual(['sheet.published', 'sheet.superseded']);
    expect(events[0].data).toMatchObject({ document_code: revised.iddc, product_code: 'GA-1', supplier_code: 'KEYA' });
    expect(events[1].data.superseded_by).toBe(revised.iddc);
    // A tampered body does not match its signature.
    const forged = receiver.received[0].body.replace('GA-1', 'GA-2');
    expect(`sha256=${crypto.createHmac('sha256', keys.aWrite.webhook_secret!).update(forged).digest('hex')}`).not.toBe(receiver.received[0].signature);
    receiver.answer(500);
    await expect(sheetWebhooksJob(t).handle({ documentId: revised.documentId })).rejects.toThrow(/answered 500/);
  });
});
