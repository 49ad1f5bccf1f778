import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './context.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run import -- <folder>` as a user runs it: its exit code tells a calling script whether rows were refused. */
describe('npm run import (command line)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t?.close());

  const run = (folder: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', folder], {
      cwd: serverDir,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl ?? '', STORAGE_DIR: t.config.storageDir, SEED_DEMO_DATA: 'false' },
      timeout: 60_000,
    });

  it('exits with 1 and lists the refused row with its line, 0 when every row loads', () => {
    const folder = path.join(t.tmpDir, 'cli-import');
    fs.mkdirSync(path.join(folder, 'pdf'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'pdf/a.pdf'), pdfBytes('cli-a'));
    fs.writeFileSync(path.join(folder, 'suppliers.csv'), 'code,name\nCLI,Cli Chimie\n');
    const good = 'supplier_code,product_code,product_name,language,file\nCLI,P1,Produit un,fr,pdf/a.pdf\n';
    fs.writeFileSync(path.join(folder, 'documents.csv'), `${good}CLI,P2,Produit deux,xx,pdf/a.pdf\n`);
    const refused = run(folder);
    expect(refused.stderr).toContain('documents.csv line 3');
    expect(refused.status).toBe(1);

    fs.writeFileSync(path.join(folder, 'documents.csv'), good);
    const clean = run(folder);
    expect(clean.stdout).toContain('1 unchanged');
    expect(clean.status).toBe(0);
  }, 120_000);
});
