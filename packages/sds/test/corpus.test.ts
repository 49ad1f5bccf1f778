// Scans are only checked for their unreadable flag here; the OCR path has its own test (unseen-sheets.test.ts),
// so that CI, where tesseract is installed, does not spend minutes reading every scan.
process.env.OPENFDS_SDS_OCR = 'off';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeReader, readSds } from '../src/index.js';
import { corpusEnDir } from '../src/accuracy/shared-data.js';

afterAll(() => closeReader());

/** Per-file limit used here: the reader's default (20 s) would hide a slow regression. */
const FILE_LIMIT_MS = 10_000;

async function corpusFiles(): Promise<string[]> {
  const root = corpusEnDir();
  const out: string[] = [];
  for (const supplier of await readdir(root)) {
    for (const f of await readdir(join(root, supplier))) if (f.endsWith('.pdf')) out.push(join(root, supplier, f));
  }
  return out.sort();
}

describe('the real corpus (../shared/data/sds-corpus/en)', () => {
  it('reads all 206 sheets without an exception and within the time limit', async () => {
    const files = await corpusFiles();
    expect(files).toHaveLength(206);
    const started = performance.now();
    const problems: string[] = [];
    let readable = 0;
    for (const file of files) {
      const reading = await readSds(await readFile(file), { timeoutMs: FILE_LIMIT_MS });
      const flags = reading.conformity.map((c) => c.flag);
      if (reading.conformity.some((c) => /longer than/.test(c.evidence))) problems.push(`${file}: time limit`);
      if (reading.pages < 1) problems.push(`${file}: no page`);
      if (!flags.includes('unreadable')) {
        readable++;
        if (reading.sections.length === 0 && reading.format !== 'other') problems.push(`${file}: format without sections`);
      }
    }
    expect(problems).toEqual([]);
    // 19 sheets of the corpus are scans without a text layer; everything else has text.
    expect(readable).toBeGreaterThanOrEqual(185);
    expect(performance.now() - started).toBeLessThan(120_000);
  });
});
