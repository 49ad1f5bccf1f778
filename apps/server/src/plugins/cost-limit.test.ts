import { ERRORS } from '@openfds/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { makeUser } from '../../test/factories.ts';
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
