import { ERRORS } from '@openfds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { makeUser } from '../../test/factories.ts';
import { addSheet, addSupplier, pdfBytes } from '../../test/catalogue-fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import { createCostGate, CostRefused, DEFAULT_COST_LIMITS, type CostLimits } from './cost-limit.ts';

/** Issue #22 item 7: the expensive calls are bounded per account, per client and per instance. */
describe('cost limits of exports and reports', () => {
  let t: TestContext;
  beforeAll(async () => {
    // A budget of three space exports per account (weight 30 each) and six per client address.
    t = await createTestContext({ costBudget: 90 });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const exportOf = (user: { login: string; cookie: string }, address: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${user.login}/mySDS/sds2excel`,
      headers: { cookie: user.cookie, 'x-forwarded-for': address, 'accept-language': 'en' },
    });

  it('an account past its budget gets 302 with Retry-After, another account of another client still exports', async () => {
    const flooder = await makeUser(t.db);
    for (let i = 0; i < 3; i++) expect((await exportOf(flooder, '10.1.0.1')).statusCode).toBe(200);
    const refused = await exportOf(flooder, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().collection.errors[0].code).toBe(ERRORS.highTraffic.code);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Changing address does not reset the account's budget.
    expect((await exportOf(flooder, '10.1.0.2')).statusCode).toBe(429);
    const other = await makeUser(t.db);
    expect((await exportOf(other, '10.1.0.3')).statusCode).toBe(200);
    // The per-request limit never saw a problem: the cheap calls of the same account still pass.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-for': '10.1.0.1' } })).statusCode).toBe(200);
  });

  it('a client address is bounded across the accounts it uses', async () => {
    const accounts = await Promise.all(Array.from({ length: 7 }, () => makeUser(t.db)));
    const statuses: number[] = [];
    for (const account of accounts) statuses.push((await exportOf(account, '10.2.0.1')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts the readings a client asks for (a view that queues one, an upload) in its budget (issue #22)', async () => {
    const supplierId = await addSupplier(t, { code: 'COSTR', name: 'Cost readings' });
    // Sheets never read: the first view queues their reading.
    const unread = async (name: string) => {
      const sheet = await addSheet(t, supplierId, { productName: name });
      await t.db.deleteFrom('document_extractions').where('document_id', '=', sheet.documentId).execute();
      return sheet;
    };
    const view = (user: { cookie: string }, code: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/documents/${code}/extraction`, headers: { cookie: user.cookie, 'x-forwarded-for': '10.5.0.1' } });
    const readingsQueued = (documentId: number, since: number) =>
      t.sentJobs.slice(since).filter((j) => (j.data as { documentId?: number }).documentId === documentId).length;
    const uploadAs = (user: { login: string; cookie: string }) => {
      const body = multipart(
        { product_name: 'Costly', supplier_name: 'Nobody', revision_date: '2024-01-01', language: 'en' },
        { name: 'c.pdf', type: 'application/pdf', bytes: pdfBytes(`cost ${user.login}`) },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${user.login}/mySDS/documents`,
        payload: body.payload,
        headers: { ...body.headers, cookie: user.cookie, origin: 'http://localhost:3000', 'x-forwarded-for': '10.5.0.1' },
      });
    };

    const fresh = await makeUser(t.db);
    const first = await unread('Read for a fresh account');
    let mark = t.sentJobs.length;
    expect((await view(fresh, first.iddc)).statusCode).toBe(200);
    expect(readingsQueued(first.documentId, mark)).toBe(1);
    expect((await uploadAs(fresh)).statusCode).toBe(201);

    // An account whose budget the exports spent: its views queue no reading, its uploads are refused.
    const spent = await makeUser(t.db);
    for (let i = 0; i < 3; i++) expect((await exportOf(spent, '10.5.0.2')).statusCode).toBe(200);
    const second = await unread('Not read for a spent account');
    mark = t.sentJobs.length;
    expect((await view(spent, second.iddc)).statusCode).toBe(200);
    expect(readingsQueued(second.documentId, mark)).toBe(0);
    const refused = await uploadAs(spent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().collection.errors[0].code).toBe(ERRORS.highTraffic.code);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('the gate', () => {
    const limits = (over: Partial<CostLimits>) => () => ({ ...DEFAULT_COST_LIMITS, budget: 1000, ...over });

    it('refuses a second call of the same account while the first runs, and admits it once the first ended', async () => {
      const gate = createCostGate(t.db, limits({ accountConcurrency: 1, clientConcurrency: 5, instanceConcurrency: 5 }));
      const release = await gate.admit('export', { userId: 9001, ip: '10.3.0.1' });
      await expect(gate.admit('export', { userId: 9001, ip: '10.3.0.2' })).rejects.toBeInstanceOf(CostRefused);
      // Another account is not concerned.
      const other = await gate.admit('report', { userId: 9002, ip: '10.3.0.3' });
      release();
      release();
      const again = await gate.admit('export', { userId: 9001, ip: '10.3.0.2' });
      again();
      other();
    });

    it('bounds one client address (visitors included) to its concurrency', async () => {
      const gate = createCostGate(t.db, limits({ accountConcurrency: 5, clientConcurrency: 2, instanceConcurrency: 5 }));
      const a = await gate.admit('report', { userId: null, ip: '10.4.0.1' });
      const b = await gate.admit('report', { userId: null, ip: '10.4.0.1' });
      await expect(gate.admit('report', { userId: null, ip: '10.4.0.1' })).rejects.toBeInstanceOf(CostRefused);
      a();
      b();
    });

    it('runs at most instanceConcurrency expensive calls at once: the next waits for a slot, or is refused after the wait', async () => {
      const gate = createCostGate(t.db, limits({ instanceConcurrency: 1, queueWaitMs: 300 }));
      const first = await gate.admit('export', { userId: 9101, ip: '10.5.0.1' });
      let admitted = false;
      const waiting = gate.admit('export', { userId: 9102, ip: '10.5.0.2' }).then((release) => {
        admitted = true;
        return release;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(admitted).toBe(false);
      first();
      const second = await waiting;
      expect(admitted).toBe(true);
      // While the second runs, a third waits its 300 ms and is refused.
      await expect(gate.admit('export', { userId: 9103, ip: '10.5.0.3' })).rejects.toBeInstanceOf(CostRefused);
      second();
      (await gate.admit('export', { userId: 9103, ip: '10.5.0.3' }))();
    });
  });
});
