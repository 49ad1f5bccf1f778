import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { demoAccountsSeeder } from '../../seed/demo-accounts.ts';
import { catalogueSeeder } from '../../seed/catalogue-seeder.ts';
import { extractJob } from '../extraction/index.ts';
import { demoSpaceSeeder } from './index.ts';

describe('demo space seeder', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ e2e: true });
    await demoAccountsSeeder.run(t, () => {});
    await catalogueSeeder.run(t, () => {});
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fills the demo user space from several sources, one sheet with a newer revision, once', async () => {
    await demoSpaceSeeder.run(t, () => {});
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'user@openfds.local', password: 'User-Demo-2025' } });
    const cookie = login.cookies.find((c) => c.name === 'openfds_session')!.value;
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/user@openfds.local/mySDS/documents', cookies: { openfds_session: cookie } })).json().collection
        .items as { source: string; newer_revision: boolean }[];
    const items = await list();
    expect(new Set(items.map((i) => i.source))).toEqual(new Set(['favourite', 'upload', 'consultation']));
    expect(items.filter((i) => i.newer_revision).length).toBeGreaterThanOrEqual(1);
    const log = await t.app.inject({ method: 'GET', url: '/api/v1/users/user@openfds.local/mySDS/changelog', cookies: { openfds_session: cookie } });
    expect(log.json().collection.items.length).toBeGreaterThan(0);
    await demoSpaceSeeder.run(t, () => {});
    expect(await list()).toHaveLength(items.length);
  }, 60_000);

  it("holds an upload the reader reads: a fresh start shows an upload's extracted data", async () => {
    const { rows } = await t.pool.query(`SELECT d.id, d.iddc FROM documents d JOIN users u ON u.id = d.uploaded_by WHERE u.login = 'user@openfds.local'`);
    expect(rows).toHaveLength(1);
    await extractJob(t).handle({ documentId: Number(rows[0].id) });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { login: 'user@openfds.local', password: 'User-Demo-2025' } });
    const cookie = login.cookies.find((c) => c.name === 'openfds_session')!.value;
    const entry = (
      await t.app.inject({ method: 'GET', url: `/api/v1/users/user@openfds.local/mySDS/documents/${rows[0].iddc}`, cookies: { openfds_session: cookie } })
    ).json().collection.items[0];
    expect(entry.product_name).toBe('Dégraissant atelier B');
    expect(entry.extraction_status).toBe('extracted');
    expect(entry.conformity).not.toContain('unreadable');
    expect(entry.extracted.h_statements.length).toBeGreaterThan(0);
    // The components are FDS-Extract's (issue #22: the reading gate); the demo user holds no credit on its upload.
    expect(entry.extracted.components).toEqual([]);
  }, 60_000);
});
