import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATA_NOTICE } from '../packages/contract/src/data-notice.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Build output, installed packages, the local database and mail: not shipped from the repository. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'var', 'coverage', 'test-results']);

/** Every file under a `data/` or `public/` folder of the repository (what ships as data), README files aside. */
function dataFiles(root = ROOT, dir = root, inData = false): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...dataFiles(root, full, inData || entry.name === 'data' || entry.name === 'public'));
    else if (inData && !/^README(\.md)?$/i.test(entry.name)) out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

const covers = (notice: string, file: string) => (notice.endsWith('/') ? file.startsWith(notice) : file === notice);
const unlisted = (files: string[]) => files.filter((f) => !DATA_NOTICE.some((e) => e.files.some((n) => covers(n, f))));

describe('data notice (packages/contract/src/data-notice.ts)', () => {
  it('has an entry for every shipped data file', () => {
    const files = dataFiles();
    // The walk finds the data folders at all (a wrong root would pass with nothing to check).
    expect(files).toContain('apps/server/data/regulatory/clp-annex-vi-atp23.csv');
    expect(unlisted(files), 'data files without an entry in packages/contract/src/data-notice.ts').toEqual([]);
  });

  it('names only files that exist, each with a source, a version and a licence', () => {
    for (const entry of DATA_NOTICE) {
      for (const file of entry.files) expect(fs.existsSync(path.join(ROOT, file)), `${entry.id}: ${file}`).toBe(true);
      expect(entry.source && entry.version && entry.licence, entry.id).toBeTruthy();
    }
    expect(new Set(DATA_NOTICE.map((e) => e.id)).size).toBe(DATA_NOTICE.length);
  });

  it('fails for a data file added without its entry', () => {
    // A copy of the layout in a temporary folder: a listed file, a new file beside it, a file outside data folders.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-notice-'));
    try {
      fs.mkdirSync(path.join(root, 'apps/server/data/regulatory'), { recursive: true });
      fs.mkdirSync(path.join(root, 'apps/server/src'), { recursive: true });
      fs.writeFileSync(path.join(root, 'apps/server/data/regulatory/clp-annex-vi-atp23.csv'), '');
      fs.writeFileSync(path.join(root, 'apps/server/data/regulatory/new-list.csv'), 'a,b\n');
      fs.writeFileSync(path.join(root, 'apps/server/data/regulatory/README.md'), '');
      fs.writeFileSync(path.join(root, 'apps/server/src/code.ts'), '');
      expect(unlisted(dataFiles(root))).toEqual(['apps/server/data/regulatory/new-list.csv']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
