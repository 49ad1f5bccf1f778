import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/main.js';
import { closeReader, readSds } from '../src/index.js';
import { makePdf } from './support/make-pdf.js';

// Issue #11 defect 15: the CLI hung on a FIFO, ended in stack traces on bad arguments, checked --out after reading
// everything, and reported a timeout as badPdf.
describe('openfds-sds extract: hostile folders and arguments', () => {
  let dir: string;
  let pdf: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sds-cli-'));
    pdf = path.join(dir, 'one.pdf');
    fs.writeFileSync(pdf, makePdf([['SECTION 1: Identification', 'Product name: Test']]));
  });
  afterAll(async () => {
    await closeReader();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const quiet = () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    return () => {
      err.mockRestore();
      log.mockRestore();
    };
  };

  it('skips a FIFO named *.pdf instead of hanging', async () => {
    const folder = path.join(dir, 'with-fifo');
    fs.mkdirSync(folder);
    execFileSync('mkfifo', [path.join(folder, 'pipe.pdf')]);
    fs.copyFileSync(pdf, path.join(folder, 'real.pdf'));
    const restore = quiet();
    try {
      const code = await Promise.race([main(['extract', folder]), new Promise((r) => setTimeout(() => r('hung'), 20_000))]);
      expect(code).toBe(0);
    } finally {
      restore();
    }
  }, 30_000);

  it('answers usage errors (exit 2) for a bad --lang, an unwritable --xlsx and a missing --out, before reading anything', async () => {
    const restore = quiet();
    try {
      expect(await main(['extract', pdf, '--xlsx', path.join(dir, 'out.xlsx'), '--lang', 'xx'])).toBe(2);
      expect(await main(['extract', pdf, '--xlsx', '/proc/no-such-place/out.xlsx'])).toBe(2);
      expect(await main(['extract', pdf, '--xlsx', dir])).toBe(2);
      const started = Date.now();
      expect(await main(['extract', dir, '--out', path.join(dir, 'missing-folder')])).toBe(2);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      restore();
    }
  });

  it('reports a file past the time limit as a timeout, not as a bad PDF', async () => {
    const big = makePdf(Array.from({ length: 400 }, (_, i) => [`Page ${i}`, 'SECTION 1: Identification '.repeat(20)]));
    const reading = await readSds(big, { timeoutMs: 1 });
    expect(reading.timedOut).toBe(true);
    expect(reading.conformity.map((c) => c.flag)).not.toContain('badPdf');
  });
});
