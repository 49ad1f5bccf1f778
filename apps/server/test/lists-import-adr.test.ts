import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = path.join(serverDir, 'src/modules/tools/adr/fixtures/bam-adr-table-a-sample.txt');

/** `npm run lists:import -- adr_table_a <file>` as an administrator runs it (issue #28). */
describe('npm run lists:import -- adr_table_a (command line)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const run = (file: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lists-import.ts', 'adr_table_a', file], {
      cwd: serverDir,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl ?? '', STORAGE_DIR: t.config.storageDir, SEED_DEMO_DATA: 'false' },
      timeout: 60_000,
    });

  it('imports the BAM export as the current Table A, changes nothing the second time, and refuses a bad file with its lines', async () => {
    const first = run(FIXTURE);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('is current, 5 rows');
    const again = run(FIXTURE);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('nothing changed');

    const bad = path.join(t.tmpDir, 'ADR25_bad.txt');
    fs.writeFileSync(bad, Buffer.concat([fs.readFileSync(FIXTURE), Buffer.from('12A4\r\n')]));
    const refused = run(bad);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('line 7:');
    const versions = await t.db.selectFrom('tool_adr_table_versions').select(['edition', 'is_current']).execute();
    expect(versions).toEqual([{ edition: 'ADR', is_current: true }]);
  });
});
