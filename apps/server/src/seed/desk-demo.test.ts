import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { addSupplier } from '../../test/catalogue-fixtures.ts';
import { deskDemoSeeder, DESK_APPLICANT } from './desk-demo.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';

/** The desk's demo data (issue #26): requests in three languages, one taken by the assistant, a SafeBox applicant; once. */
describe('desk demo seeder', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ sirene: null });
    await addSupplier(t, { code: 'SUP0002', name: 'Nordon GmbH & Co. KG', access_level: 'mixed' });
    await demoAccountsSeeder.run(t, () => {});
  }, 120_000);
  afterAll(async () => t?.close());

  it('fills the desk once: three requests, the support one in progress with a note, an applicant waiting for the paper copy', async () => {
    await deskDemoSeeder.run(t, () => {});
    await deskDemoSeeder.run(t, () => {});
    const requests = await t.db.selectFrom('form_requests').select(['id', 'kind', 'language']).orderBy('id').execute();
    expect(requests.map((r) => [r.kind, r.language])).toEqual([
      ['contact_us', 'fr'],
      ['technical_support', 'en'],
      ['customer_code', 'de'],
    ]);
    const handled = await t.db
      .selectFrom('desk_requests as d')
      .innerJoin('users as u', 'u.id', 'd.assignee_id')
      .select(['d.request_id', 'd.status', 'u.login'])
      .execute();
    expect(handled).toEqual([{ request_id: requests[1].id, status: 'in_progress', login: 'assistant@openfds.local' }]);
    expect(await t.db.selectFrom('desk_request_notes').select('request_id').execute()).toEqual([{ request_id: requests[1].id }]);
    const contracts = await t.db.selectFrom('safebox_contracts as c').innerJoin('users as u', 'u.id', 'c.user_id').select(['u.login', 'c.status']).execute();
    expect(contracts).toEqual([{ login: DESK_APPLICANT.login, status: 'waiting' }]);
  });
});
