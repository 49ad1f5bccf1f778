import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context.ts';
import { importListFile } from '../lists/list-import.service.ts';
import { regulatoryFile } from '../lists/regulatory-files.ts';
import { handleListUpdated } from './vigi.jobs.ts';
import { keep, makeSheet, makeSupplier, makeUser } from '../../../../test/factories.ts';

/**
 * Versions of a list are made from the shipped Annex XIV file by dropping or renaming rows, so every entry
 * used here is a real one: v1 lacks entry 49 (sodium peroxometaborate) and has entry 01 renamed; v2 is the
 * file itself; v3 lacks entry 02.
 */
const full = fs.readFileSync(regulatoryFile('annex_xiv')!, 'utf8');
const lines = full.split('\n');
const without = (entry: string) => lines.filter((l) => !new RegExp(`,${entry},\\d{2}-[A-Z][a-z]{2}-\\d{4},`).test(l)).join('\n');
const v1 = without('49').replace('(Musk xylene)', '(musk xylene, old name)');
const v2 = full;
const v3 = without('02');

function mailFiles(t: TestContext): string[] {
  return fs.existsSync(t.config.mailDir) ? fs.readdirSync(t.config.mailDir).filter((f) => f.endsWith('.eml')) : [];
}

describe('list versions and alerts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('computes what entered, left and changed, and keeps the old versions', async () => {
    expect(v1).not.toBe(v2);
    const first = await importListFile(t.db, 'annex_xiv', Buffer.from(v1), { fileName: 'v1.csv' });
    expect(first).toMatchObject({ unchanged: false, entryCount: 49, entered: null, left: null, changed: null });

    const second = await importListFile(t.db, 'annex_xiv', Buffer.from(v2), { fileName: 'v2.csv' });
    expect(second).toMatchObject({ entryCount: 50, entered: 1, left: 0, changed: 1 });
    const changes = await t.db
      .selectFrom('vigi_version_changes')
      .select(['entry_key', 'change'])
      .where('version_id', '=', second.versionId)
      .orderBy('entry_key')
      .execute();
    expect(changes).toEqual([
      { entry_key: 'entry:01', change: 'changed' },
      { entry_key: 'entry:49', change: 'entered' },
    ]);

    const again = await importListFile(t.db, 'annex_xiv', Buffer.from(v2));
    expect(again).toMatchObject({ unchanged: true, versionId: second.versionId });

    const third = await importListFile(t.db, 'annex_xiv', Buffer.from(v3), { fileName: 'v3.csv' });
    expect(third).toMatchObject({ entryCount: 49, entered: 0, left: 1, changed: 0 });
    const versions = await t.db
      .selectFrom('vigi_list_versions')
      .select(['id', 'entry_count', 'previous_version_id'])
      .where('list_code', '=', 'annex_xiv')
      .orderBy('id')
      .execute();
    expect(versions.map((v) => v.entry_count)).toEqual([49, 50, 49]);
    expect(versions[2].previous_version_id).toBe(versions[1].id);
    // Old versions keep their entries.
    const oldEntries = await t.db
      .selectFrom('vigi_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('version_id', '=', first.versionId)
      .executeTakeFirstOrThrow();
    expect(Number(oldEntries.n)).toBe(49);
  });
});

describe('alert digest', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  it('mails each user once, listing the sheets and substances a new entry concerns, in their language', async () => {
    const supplier = await makeSupplier(t.db);
    const german = await makeUser(t.db, { language: 'de' });
    const other = await makeUser(t.db);
    const bleach = await makeSheet(t.db, supplier.id, { product_name: 'Bleichmittel X', components: [{ name: 'Natriumperoxometaborat', cas: '7632-04-4' }] });
    const bleach2 = await makeSheet(t.db, supplier.id, { product_name: 'Bleichmittel Y', components: [{ name: 'sodium peroxometaborate', ec: '231-556-4' }] });
    const musk = await makeSheet(t.db, supplier.id, { product_name: 'Parfum', components: [{ name: 'musk xylene', cas: '81-15-2' }] });
    await keep(t.db, german.id, bleach.id);
    await keep(t.db, german.id, bleach2.id);
    await keep(t.db, german.id, musk.id);
    await keep(t.db, other.id, musk.id);

    const first = await importListFile(t.db, 'annex_xiv', Buffer.from(v1));
    // The first version of a list alerts nobody: nothing "entered" yet.
    expect(await handleListUpdated(t, { versionId: first.versionId })).toMatchObject({ mails: 0 });

    const second = await importListFile(t.db, 'annex_xiv', Buffer.from(v2));
    const run1 = await handleListUpdated(t, { versionId: second.versionId });
    expect(run1.mails).toBe(1);
    expect(run1.matches).toBeGreaterThanOrEqual(3);
    const run2 = await handleListUpdated(t, { versionId: second.versionId });
    expect(run2.mails).toBe(0);

    const files = mailFiles(t);
    expect(files).toHaveLength(1);
    const mail = fs.readFileSync(`${t.config.mailDir}/${files[0]}`, 'utf8');
    expect(mail).toContain(`To: ${german.login}`);
    expect(mail).toMatch(/Subject: .*Vigi-Substances/);
    expect(mail).toContain('Bleichmittel X');
    expect(mail).toContain('Bleichmittel Y');
    expect(mail).toContain('Sodium peroxometaborate');
    expect(mail).not.toContain('Parfum');
    const ledger = await t.db.selectFrom('vigi_alerts_sent').selectAll().execute();
    expect(ledger.map((r) => r.document_id).sort()).toEqual([bleach.id, bleach2.id].sort());
  });
  it('stores the classification matches of Annex XVII 28-30 and refreshes them when Annex VI gets a version', async () => {
    const supplier = await makeSupplier(t.db);
    const sheet = await makeSheet(t.db, supplier.id, { components: [{ name: 'Benzene', cas: '71-43-2' }] });
    await importListFile(t.db, 'annex_xvii', fs.readFileSync(regulatoryFile('annex_xvii')!));
    const stored = () =>
      t.db
        .selectFrom('vigi_document_matches as m')
        .innerJoin('vigi_entries as e', 'e.id', 'm.entry_id')
        .select(['e.entry_number', 'm.matched_by'])
        .where('m.document_id', '=', sheet.id)
        .where('m.list_code', '=', 'annex_xvii')
        .orderBy('e.entry_number')
        .execute();
    const xvii = await t.db.selectFrom('vigi_lists').select('current_version_id').where('code', '=', 'annex_xvii').executeTakeFirstOrThrow();
    await handleListUpdated(t, { versionId: xvii.current_version_id! });
    // No Annex VI loaded yet: only entry 5, by CAS.
    expect(await stored()).toEqual([{ entry_number: '05', matched_by: 'cas' }]);
    const clp = await importListFile(t.db, 'clp_annex_vi', fs.readFileSync(regulatoryFile('clp_annex_vi')!));
    await handleListUpdated(t, { versionId: clp.versionId });
    expect(await stored()).toEqual([
      { entry_number: '05', matched_by: 'cas' },
      { entry_number: '28', matched_by: 'group_classification' },
      { entry_number: '29', matched_by: 'group_classification' },
    ]);
  }, 60_000);
});
