import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VigiListCode } from '@openfds/contract';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { importListFile, storeListVersion } from '../lists/list-import.service.ts';
import { IMPORTERS } from '../lists/importers/index.ts';
import { findHits } from './matching.repository.ts';
import { matchComponents } from './memory-matcher.ts';
import { regulatoryFile, SHIPPED_LIST_FILES } from '../lists/regulatory-files.ts';
import { readForMatching } from './sheet-components.ts';
import { makeSheet, makeSupplier, type ComponentInput } from '../../../../test/factories.ts';

/** Deterministic pseudo-random numbers, so that a failure can be replayed. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** The ways sheets write an identifier: as is, spaced, without dashes, zero padded, with a typographic dash. */
function variant(value: string, r: () => number): string {
  const forms = [value, value.replace(/-/g, ' - '), value.replace(/-/g, ''), `00${value}`, value.replace('-', '\u2013'), value.toLowerCase()];
  return forms[Math.floor(r() * forms.length)];
}

describe('in-memory matcher', () => {
  let t: TestContext;
  let supplierId: number;
  const sheetIds: number[] = [];

  /** The hits of the in-memory path (what the API uses) for some sheets, in the SQL matcher's row shape. */
  const memoryHits = async (ids: number[], lists: readonly string[] | null = null) => {
    const { snapshot, components } = await readForMatching(t.db, ids);
    return matchComponents(snapshot, components, lists);
  };

  beforeAll(async () => {
    t = await createTestContext();
    for (const list of Object.keys(SHIPPED_LIST_FILES) as VigiListCode[]) {
      await importListFile(t.db, list, fs.readFileSync(regulatoryFile(list)!));
    }
    supplierId = (await makeSupplier(t.db)).id;
    // Hand-picked cases: CAS, EC and index forms, group members and names, Annex VI classifications
    // (benzene Carc. 1A + Muta. 1B, DBP Repr. 1B, dichloromethane Carc. 2 only), malformed and failing identifiers.
    const fixtures: ComponentInput[][] = [
      [
        { name: 'Musk xylene', cas: '81-15-2' },
        { name: 'Water', cas: '7732-18-5' },
      ],
      [
        { name: 'musk', ec: '201 329 4' },
        { name: 'sodium hydride', index_number: '001-003-00-x' },
      ],
      [{ name: 'Asbestos, chrysotile', cas: '12001-29-5' }, { name: 'Sulfure de cadmium' }, { name: 'Ethanol', cas: '64-17-5' }],
      [
        { name: 'zero padded', cas: '0081 - 15 - 2' },
        { name: 'no dashes', cas: '81152' },
        { name: 'bad check digit', cas: '81-15-3' },
      ],
      [
        { name: 'garbage', cas: 'CAS 81-15-2?' },
        { name: 'too short', cas: '1-1' },
        { name: null as unknown as string, cas: null, ec: 'abc' },
      ],
      [
        { name: 'Benzène', cas: '71-43-2' },
        { name: 'Dibutyl phthalate', ec: '201-557-4' },
        { name: 'Dichlorométhane', cas: '75-09-2' },
      ],
      [{ name: 'formaldehyde', index_number: '605-001-00-5' }, { name: 'Nickel dichloride' }, { name: 'Chromium (VI) trioxide', cas: '1333-82-0' }],
      [
        { name: 'Mercury(II) chloride', cas: '7487-94-7', ec: '231-299-8' },
        { name: 'Trichloréthylène', cas: '79-01-6' },
      ],
    ];
    // Random components drawn from the lists' identifiers (own and group members), in the forms sheets use.
    const { rows: ids } = await sql<{ kind: string; value: string }>`
      SELECT kind, value FROM vigi_entry_identifiers ORDER BY kind, value, entry_id`.execute(t.db);
    const r = prng(42);
    const names = ['Sulfate de plomb', 'Arsenic trioxide', 'Tributyltin oxide', 'Cadmium sulphide', 'Glycerol', 'Eau', 'Quecksilberchlorid'];
    for (let s = 0; s < 60; s++) {
      const components: ComponentInput[] = [];
      for (let p = 0; p < 2 + Math.floor(r() * 6); p++) {
        const id = ids[Math.floor(r() * ids.length)];
        const value = variant(id.value, r);
        components.push({
          name: r() < 0.3 ? names[Math.floor(r() * names.length)] : `Component ${p}`,
          cas: id.kind === 'cas' ? value : null,
          ec: id.kind === 'ec' ? value : null,
          index_number: id.kind === 'index' ? value : null,
        });
      }
      fixtures.push(components);
    }
    for (const components of fixtures) sheetIds.push((await makeSheet(t.db, supplierId, { components })).id);
    sheetIds.push((await makeSheet(t.db, supplierId, { components: [] })).id);
  }, 180_000);
  afterAll(async () => t?.close());

  it('gives exactly the hits of the SQL matcher, over all lists and over some', async () => {
    const sqlHits = await findHits(t.db, sheetIds);
    // The comparison must have something to compare: every kind of tie occurs.
    expect(new Set(sqlHits.map((h) => h.rank))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(await memoryHits(sheetIds)).toEqual(sqlHits);
    for (const lists of [['annex_xvii'], ['candidate_list', 'annex_xiv'], ['clp_annex_vi', 'cmr', 'iarc'], []]) {
      expect(await memoryHits(sheetIds, lists)).toEqual(await findHits(t.db, sheetIds, lists));
    }
    // One sheet at a time, as the sheet page asks.
    for (const id of sheetIds.slice(0, 10)) expect(await memoryHits([id])).toEqual(await findHits(t.db, [id]));
  });

  it('ties Annex XVII entries 28-30 to components classified Carc., Muta. or Repr. 1A/1B in CLP Annex VI', async () => {
    const [benzene, dbp, dcm] = [1, 2, 3];
    const hits = (await memoryHits([sheetIds[5]], ['annex_xvii'])).map((h) => [h.position, h.entry_number, h.rank]);
    // Benzene: entry 5 by its CAS, 28 (Carc. 1A) and 29 (Muta. 1B) by its classification; DBP (EC only): 30
    // (Repr. 1B); dichloromethane, Carc. 2 only: none of 28-30.
    expect(hits).toEqual(
      expect.arrayContaining([
        [benzene, '05', 1],
        [benzene, '28', 7],
        [benzene, '29', 7],
        [dbp, '30', 7],
      ]),
    );
    expect(hits.filter(([p, e]) => p === benzene && e === '30')).toEqual([]);
    expect(hits.filter(([p, e]) => p === dcm && ['28', '29', '30'].includes(e as string))).toEqual([]);
    // By index number too (formaldehyde, Carc. 1B).
    const formaldehyde = (await memoryHits([sheetIds[6]], ['annex_xvii'])).filter((h) => h.position === 1);
    expect(formaldehyde.map((h) => [h.entry_number, h.rank])).toContainEqual(['28', 7]);
  });

  it('follows a new list version at the next request (the stamp changes), through the API too', async () => {
    const sheet = await makeSheet(t.db, supplierId, { components: [{ name: 'DBDPE', cas: '84852-53-9' }] });
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/documents/${sheet.iddc}/vigi_substances` }))
        .json()
        .collection.items.find((l: { list: string }) => l.list === 'candidate_list').hits as { entry_name: string }[];
    expect((await get()).map((h) => h.entry_name)).toEqual([expect.stringContaining('DBDPE')]);
    // A new version without the DBDPE row: the hit disappears, from memory as from SQL.
    const file = fs.readFileSync(regulatoryFile('candidate_list')!);
    const parsed = await IMPORTERS.candidate_list.parse(file);
    const without = { ...parsed, entries: parsed.entries.filter((e) => e.cas !== '84852-53-9') };
    await storeListVersion(t.db, 'candidate_list', without, 'without-dbdpe');
    expect(await get()).toEqual([]);
    expect(await memoryHits([sheet.id])).toEqual(await findHits(t.db, [sheet.id]));
    // And the classification rule follows Annex VI: without a current Annex VI version, no entry 28-30 hit.
    await t.db.updateTable('vigi_lists').set({ current_version_id: null }).where('code', '=', 'clp_annex_vi').execute();
    const hits = await memoryHits([sheetIds[5]], ['annex_xvii']);
    expect(hits.map((h) => h.entry_number)).toContain('05');
    expect(hits.filter((h) => ['28', '29', '30'].includes(h.entry_number!))).toEqual([]);
    expect(hits).toEqual(await findHits(t.db, [sheetIds[5]], ['annex_xvii']));
  });
});
