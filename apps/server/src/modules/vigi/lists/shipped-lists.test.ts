import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import fs from 'node:fs';
import type { VigiListCode } from '@openfds/contract';
import { checksumOf } from './list-import.service.ts';
import { regulatoryFile, SHIPPED_LIST_FILES } from './regulatory-files.ts';
import { vigiListsSeeder } from './vigi-lists.seeder.ts';

/** SHA-256 of the list's shipped file, as its version records it. */
const shipped = (list: VigiListCode) => checksumOf(fs.readFileSync(regulatoryFile(list)!));

/**
 * What a fresh start loads (issue #23): the complete 2026 lists, named by their publication, and the paid offers
 * whose lists are now all loaded on sale. Through the API, as the tool page and the shop read them.
 */
describe('regulatory lists loaded on a fresh start', () => {
  let t: TestContext;
  let seedMs = 0;
  const get = (url: string, language = 'en') => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });

  beforeAll(async () => {
    t = await createTestContext();
    const started = Date.now();
    await vigiListsSeeder.run(t, () => {});
    seedMs = Date.now() - started;
  }, 180_000);
  afterAll(async () => t?.close());

  it('loads every shipped list complete, with its version named by its publication', async () => {
    const items = (await get('/vigi/lists')).json().collection.items as any[];
    const byList = Object.fromEntries(items.map((i) => [i.list, i]));
    const current = (list: string) => byList[list].versions[0];
    expect(Object.fromEntries(items.map((i) => [i.list, i.loaded ? current(i.list).entry_count : null]))).toEqual({
      candidate_list: 253,
      annex_xiv: 50,
      annex_xvii: 78,
      authorisation_recommendations: 126,
      clp_annex_vi: 4441,
      cmr: 1150,
      iarc: 863,
      // The only French limits at hand are the outdated 2012 text: not shipped as current data.
      vlep_fr: null,
    });
    expect(current('candidate_list')).toMatchObject({ label: '2026-02-22', publication_date: '2026-02-22', checksum: shipped('candidate_list') });
    expect(current('annex_xvii')).toMatchObject({ label: '2026-02-22', publication_date: '2026-02-22' });
    expect(current('authorisation_recommendations')).toMatchObject({ label: '2026-02-02', publication_date: '2026-02-02' });
    expect(current('clp_annex_vi').label).toBe('ATP 23 (Regulation (EU) 2025/1222)');
    expect(current('cmr').label).toBe('ATP 23 (Regulation (EU) 2025/1222)');
    // No version is ever named by its file.
    for (const i of items) for (const v of i.versions) expect(Object.values(SHIPPED_LIST_FILES)).not.toContain(v.label);
    // A list that is not loaded says so: no version, never an empty one.
    expect(byList.vlep_fr).toMatchObject({ loaded: false, versions: [] });
  });

  it('puts on sale the paid offers whose lists are all loaded, and only those', async () => {
    const items = (await get('/vigi/lists')).json().collection.items as any[];
    const canBuy = Object.fromEntries(items.map((i) => [i.list, i.can_buy]));
    expect(canBuy).toMatchObject({ authorisation_recommendations: true, clp_annex_vi: true, cmr: false, iarc: false, vlep_fr: false, candidate_list: false });
    const tools = (await get('/tools')).json().collection.items as any[];
    const offers = tools.find((x) => x.tool_reference === 'VIGI_SUBSTANCES').offers as any[];
    expect(Object.fromEntries(offers.map((o) => [o.technical_reference, o.available]))).toEqual({
      // Free lists come with SafeBox, they are not sold.
      reach_free: false,
      recommendations: true,
      clp_annex_vi: true,
      // CMR and IARC are loaded, French exposure limits are not: the three-list offer stays off sale.
      cmr_iarc_vlep: false,
    });
  });

  it('loads fast, and a second start loads nothing again', async () => {
    // Seven lists on a fresh database: seconds, not minutes (generous bound for a shared two-core machine).
    expect(seedMs).toBeLessThan(60_000);
    const before = await t.db
      .selectFrom('vigi_list_versions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await vigiListsSeeder.run(t, () => {});
    const after = await t.db
      .selectFrom('vigi_list_versions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('replaces a list that an earlier release loaded from its partial file', async () => {
    // As if this version had come from the partial 2025 file of an earlier release.
    await t.db
      .updateTable('vigi_list_versions')
      .set({ file_name: 'svhc-candidate-list.csv', checksum: 'partial-2025' })
      .where('list_code', '=', 'candidate_list')
      .execute();
    await vigiListsSeeder.run(t, () => {});
    const versions = (await get('/vigi/lists')).json().collection.items.find((i: any) => i.list === 'candidate_list').versions as any[];
    expect(versions.map((v) => [v.checksum, v.entry_count])).toEqual([
      [shipped('candidate_list'), 253],
      ['partial-2025', 253],
    ]);
  });
});
