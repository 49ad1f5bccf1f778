import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/accounts.ts';
import { keep, makeSheet, makeSupplier } from '../../../test/factories.ts';
import { demoAccountsSeeder } from '../../seed/demo-accounts.ts';
import { TOOLS_DEMO_LOGIN, toolsDemoSeeder } from './demo.seeder.ts';

/** The demo user's Quick-ICPE establishment and saved Quick-ADR load on a fresh start (api walk: both lists were empty). */
describe('tools demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ e2e: true });
    await demoAccountsSeeder.run(t, () => {});
    const user = await t.db.selectFrom('users').select('id').where('login', '=', TOOLS_DEMO_LOGIN).executeTakeFirstOrThrow();
    const supplierId = (await makeSupplier(t.db)).id;
    for (let i = 0; i < 5; i += 1) await keep(t.db, user.id, (await makeSheet(t.db, supplierId)).id);
  }, 60_000);
  afterAll(async () => t?.close());

  it('gives the demo user an establishment with sheets in store and a saved ADR load, once', async () => {
    const lines: string[] = [];
    await toolsDemoSeeder.run(t, (msg) => lines.push(msg));
    expect(lines).toHaveLength(1);
    const cookie = `openfds_session=${await loginAs(t, TOOLS_DEMO_LOGIN, 'User-Demo-2025')}`;
    const get = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/users/${TOOLS_DEMO_LOGIN}/mySDS/${path}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().collection.items;
    };
    const sites = await get('inventory');
    expect(sites).toHaveLength(1);
    expect(sites[0].areas.flatMap((a: { entries: unknown[] }) => a.entries)).toHaveLength(4);
    const icpe = await get('quick_icpe');
    expect(icpe).toHaveLength(1);
    expect(icpe[0].inputs).toHaveLength(4);
    const loads = await get('quick_adr');
    expect(loads).toHaveLength(1);
    // The README's worked example: 200 L diesel + 300 L petrol is 1,100 points, not exempt.
    expect(loads[0]).toMatchObject({ exempt: false, points: 1100 });

    const again: string[] = [];
    await toolsDemoSeeder.run(t, (msg) => again.push(msg));
    expect(again).toEqual([]);
    expect(await get('quick_adr')).toHaveLength(1);
  });
});
