import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangedMigrationError, migrate, migrationChecksum } from './migrate.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

describe('migrate: a checksum per landed migration', () => {
  let t: TestContext;
  let copy: string;
  beforeAll(async () => {
    t = await createTestContext();
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'openfds-migrations-'));
    for (const f of fs.readdirSync(MIGRATIONS)) fs.copyFileSync(path.join(MIGRATIONS, f), path.join(copy, f));
  });
  afterAll(async () => {
    fs.rmSync(copy, { recursive: true, force: true });
    await t?.close();
  });

  const recorded = async () =>
    new Map(
      (await t.pool.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations')).rows.map((r) => [r.name, r.checksum]),
    );

  it("records each file's sha256 when it applies it", async () => {
    const sums = await recorded();
    const files = fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql'));
    expect([...sums.keys()].sort()).toEqual(files.sort());
    for (const f of files) expect(sums.get(f)).toBe(migrationChecksum(fs.readFileSync(path.join(MIGRATIONS, f), 'utf8')));
    // A run with nothing new applies nothing and accepts the unchanged files.
    expect(await migrate(t.pool)).toEqual([]);
  });

  it('refuses to run, naming the file, when a landed migration changed; applies nothing', async () => {
    const file = path.join(copy, '0301_vigi_class_rules.sql');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace('Carc. 1A', 'Carc. 1A '));
    fs.writeFileSync(path.join(copy, '9999_not_applied.sql'), 'CREATE TABLE migrate_probe (id int);');
    try {
      const error = await migrate(t.pool, () => {}, { dir: copy }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ChangedMigrationError);
      expect((error as Error).message).toMatch(/^migration 0301_vigi_class_rules\.sql changed after it was applied .*A landed migration never changes/);
      const probe = await t.pool.query(`SELECT to_regclass('migrate_probe') AS t`);
      expect(probe.rows[0].t).toBeNull();
    } finally {
      fs.writeFileSync(file, original);
      fs.rmSync(path.join(copy, '9999_not_applied.sql'));
    }
    // Line endings are not a change (a Windows checkout).
    fs.writeFileSync(file, original.replace(/\n/g, '\r\n'));
    try {
      expect(await migrate(t.pool, () => {}, { dir: copy })).toEqual([]);
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('fills the checksums of a database that recorded names only, then checks them', async () => {
    await t.pool.query('UPDATE schema_migrations SET checksum = NULL');
    const logs: string[] = [];
    expect(await migrate(t.pool, (m) => logs.push(m))).toEqual([]);
    expect(logs.join('\n')).toMatch(/recorded the checksums of \d+ migrations/);
    const sums = await recorded();
    expect([...sums.values()].every((s) => typeof s === 'string' && s.length === 64)).toBe(true);
    expect(sums.get('0001_core.sql')).toBe(migrationChecksum(fs.readFileSync(path.join(MIGRATIONS, '0001_core.sql'), 'utf8')));
  });

  it('0400 gives a database migrated with the first 0301 the current vigi functions', async () => {
    // The first version of 0301: vigi_document_ties without the forced generic plan, no vigi_sheet_components.
    await t.pool.query('ALTER FUNCTION vigi_document_ties(bigint[], text[]) RESET plan_cache_mode');
    await t.pool.query('DROP FUNCTION vigi_sheet_components(bigint[])');
    await t.pool.query(`DELETE FROM schema_migrations WHERE name LIKE '0400%'`);
    const applied = await migrate(t.pool);
    expect(applied).toEqual([expect.stringMatching(/^0400_/)]);
    const ties = await t.pool.query(`SELECT proconfig FROM pg_proc WHERE proname = 'vigi_document_ties'`);
    expect(ties.rows[0].proconfig).toEqual(['plan_cache_mode=force_generic_plan']);
    const components = await t.pool.query(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'vigi_sheet_components'`);
    expect(components.rows[0].n).toBe(1);
  });
});
