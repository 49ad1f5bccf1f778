import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #11, defect 14: the server's RSS grew with throughput (348 MB at 737 searches/s) because V8 sized its heap
// against the machine's memory. `npm start` runs the `serve` script; its node arguments must bound the main heap.
// bench/search/memory-under-load.ts measures what the bound gives under load.
const root = path.resolve(import.meta.dirname, '../../..');
const serve = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve;
const nodeArgs = serve
  .split(/\s+/)
  .slice(1)
  .filter((arg) => arg.startsWith('--max-'));

describe('the serve script', () => {
  it('starts node with a heap bounded well under the 300 MB RSS target', () => {
    const limitMb = Number(
      execFileSync(process.execPath, [...nodeArgs, '-e', 'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit / 2 ** 20))'], {
        encoding: 'utf8',
      }),
    );
    // The limit covers old space plus the young generation's semi-spaces.
    expect(limitMb).toBeGreaterThan(128);
    expect(limitMb).toBeLessThanOrEqual(300);
  });
});
