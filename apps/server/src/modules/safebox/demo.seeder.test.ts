import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSheet, addSupplier } from '../../../test/catalogue-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { demoAccountsSeeder } from '../../seed/demo-accounts.ts';
import { safeboxDemoSeeder } from './demo.seeder.ts';
import { statusFor } from './service.ts';

describe('SafeBox demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ e2e: true });
    const supplier = await addSupplier(t, { code: 'DEMO', name: 'Demo Supplier' });
    // First by id: two older revisions of one product (the member keeps older revisions of two different sheets).
    await addSheet(t, supplier, { productName: 'Aaa', revisionDate: '2022-01-01' }, 'Aaa v0');
    await addSheet(t, supplier, { productName: 'Aaa', revisionDate: '2023-01-01' }, 'Aaa v1');
    await addSheet(t, supplier, { productName: 'Aaa', revisionDate: '2025-01-01' }, 'Aaa v2');
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) {
      await addSheet(t, supplier, { productName: name, revisionDate: '2023-01-01' }, `${name} v1`);
      await addSheet(t, supplier, { productName: name, revisionDate: '2025-01-01' }, `${name} v2`);
    }
    // Never read yet, like the demo catalogue loaded in bulk (publishing asked for these sheets' readings).
    await t.db.deleteFrom('document_extractions').execute();
  });
  afterAll(async () => t?.close());

  it('a member with received sheets, a waiting request and a candidate, idempotent on restart', async () => {
    await demoAccountsSeeder.run(t, () => {});
    const lines: string[] = [];
    await safeboxDemoSeeder.run(t, (msg) => lines.push(msg));
    expect(lines).toHaveLength(3);
    const id = async (login: string) => (await t.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
    const member = await statusFor(t, await id('member@openfds.local'));
    expect(member).toMatchObject({ state: 'member', receipt: 'paper', free_tools_active: true });
    expect(member.deposits).toHaveLength(2);
    // Every sheet of the member's space, kept or received, has its reading asked for: none shows "not read yet".
    const space = await t.db
      .selectFrom('user_documents as ud')
      .leftJoin('document_extractions as e', 'e.document_id', 'ud.document_id')
      .select(['ud.document_id', 'e.status'])
      .where('ud.user_id', '=', await id('member@openfds.local'))
      .execute();
    expect(space).toHaveLength(4);
    expect(space.filter((row) => row.status === null)).toEqual([]);
    expect((await statusFor(t, await id('waiting@openfds.local'))).state).toBe('waiting');
    expect((await statusFor(t, await id('candidate@openfds.local'))).state).toBe('none');

    const again: string[] = [];
    await safeboxDemoSeeder.run(t, (msg) => again.push(msg));
    expect(again).toEqual([]);
    expect(await t.db.selectFrom('safebox_contracts').select('id').execute()).toHaveLength(2);
    expect(await t.db.selectFrom('safebox_deposits').select('document_id').execute()).toHaveLength(2);
  });
});
