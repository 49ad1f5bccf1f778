import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { runQueuedJobs } from '../../../../test/run-jobs.ts';
import { makeUser } from '../../../../test/factories.ts';
import { auditRows, makeStaff } from '../../../../test/staff.ts';

/** A SIRET with a valid Luhn check digit, different each time (one live SafeBox request per SIRET). */
function newSiret(): string {
  const digits = Array.from({ length: 13 }, () => crypto.randomInt(10));
  const sum = (check: number) =>
    [...digits, check].reverse().reduce((total, d, i) => {
      const v = i % 2 === 1 ? d * 2 : d;
      return total + (v > 9 ? v - 9 : v);
    }, 0);
  const check = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((c) => sum(c) % 10 === 0)!;
  return [...digits, check].join('');
}

/**
 * SafeBox contracts on the desk (issue #26): an assistant lists the pending contracts, records a paper copy (the member
 * becomes active) and resends a waiting contract, each audited in the same transaction; customers are refused.
 */
describe('SafeBox contracts on the desk', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext({ sirene: null });
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
  const item = (res: { json(): { collection: { items: unknown[] } } }) => res.json().collection.items[0] as Record<string, unknown>;

  /** A customer whose SafeBox request waits for its signed contract; returns them and the contract identifier. */
  async function waitingMember() {
    const user = await makeUser(t.db);
    await t.db
      .updateTable('users')
      .set({ profile: JSON.stringify({ first_name: 'Ann', last_name: 'Durand', company_name: 'Chimie Durand' }) })
      .where('id', '=', user.id)
      .execute();
    const res = await call('POST', `/users/${user.login}/safebox`, user.cookie, {
      company_name: 'CHIMIE DURAND S.A.S.',
      siret: newSiret(),
      duns: '123456789',
      address1: '12 rue des Lilas',
      zipcode: '69003',
      city: 'Lyon',
      accept_terms: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(item(res).state).toBe('waiting');
    // The contract is made and mailed by its job after the request's commit (issue #29): the paper copy comes after.
    expect(await runQueuedJobs(t, ['safebox.contract-mail'])).toBeGreaterThanOrEqual(1);
    return { user, identifier: String(item(res).contract_identifier) };
  }

  it('lets an assistant record a paper copy: the member becomes active, audited with before and after', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const { user, identifier } = await waitingMember();

    const pending = await call('GET', '/admin/safebox_contracts?state=pending', assistant.cookie);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().collection.items.map((c: { contract_identifier: string }) => c.contract_identifier)).toContain(identifier);

    const recorded = await call('POST', `/admin/safebox_contracts/${identifier}/receipt`, assistant.cookie);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(item(recorded)).toMatchObject({ state: 'member', receipt: 'paper', free_tools_active: true });
    expect(item(await call('GET', `/users/${user.login}/safebox`, user.cookie))).toMatchObject({ state: 'member' });
    const member = await t.db.selectFrom('users').select('safebox').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(member.safebox).toBe(true);

    const rows = await auditRows(t.db, 'safebox.receipt', identifier);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_login: assistant.login,
      before: { status: 'waiting', member: false, login: user.login },
      after: { status: 'signed', member: true, receipt: 'paper' },
    });
    const received = await call('GET', '/admin/safebox_contracts?state=received', assistant.cookie);
    expect(received.json().collection.items.map((c: { contract_identifier: string }) => c.contract_identifier)).toContain(identifier);

    // Twice: refused by SafeBox's rule, and nothing more in the log (the audit row shares the change's transaction).
    const again = await call('POST', `/admin/safebox_contracts/${identifier}/receipt`, assistant.cookie);
    expect(again.json().collection.errors[0].code).toBe(ERRORS.safeboxContractSigned.code);
    expect(await auditRows(t.db, 'safebox.receipt', identifier)).toHaveLength(1);
  });

  it('resends a waiting contract (counted and audited) and answers 704 for an unknown one', async () => {
    const assistant = await makeStaff(t.db, 'assistant');
    const { identifier } = await waitingMember();
    const res = await call('POST', `/admin/safebox_contracts/${identifier}/resend`, assistant.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('safebox_contracts').select('sent_count').where('contract_identifier', '=', identifier).executeTakeFirstOrThrow();
    expect(row.sent_count).toBe(2);
    expect((await auditRows(t.db, 'safebox.resend', identifier))[0]).toMatchObject({ before: { sent_count: 1 }, after: { sent_count: 2 } });

    const unknown = await call('POST', '/admin/safebox_contracts/12345-12345-12345-123456/receipt', assistant.cookie);
    expect(unknown.json().collection.errors[0]).toMatchObject({ code: ERRORS.safeboxContractUnknown.code });
  });

  it('refuses the contracts to a customer (603), even for their own contract', async () => {
    const { user, identifier } = await waitingMember();
    for (const [method, url] of [
      ['GET', '/admin/safebox_contracts'],
      ['POST', `/admin/safebox_contracts/${identifier}/receipt`],
      ['POST', `/admin/safebox_contracts/${identifier}/resend`],
    ]) {
      expect((await call(method, url, user.cookie)).json().collection.errors[0].code, `${method} ${url}`).toBe(ERRORS.forbidden.code);
    }
    const row = await t.db
      .selectFrom('safebox_contracts')
      .select(['status', 'sent_count'])
      .where('contract_identifier', '=', identifier)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'waiting', sent_count: 1 });
  });
});
