import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { compareReading, type Scores } from '../../packages/sds/src/accuracy/compare-labels.ts';
import type { SheetLabel } from '../../packages/sds/src/accuracy/sheet-label.ts';
import { readSds } from '../../packages/sds/src/index.ts';

/** Reads every hand-labelled corpus sheet and scores it against its label. */
export async function scoreRealSheets(fixturesDir: string, corpusEn: string): Promise<{ scores: Scores; times: number[] }> {
  const scores: Scores = {};
  const times: number[] = [];
  for (const f of (await readdir(fixturesDir)).filter((x) => x.endsWith('.json')).sort()) {
    const label = JSON.parse(await readFile(join(fixturesDir, f), 'utf8')) as SheetLabel;
    const reading = await readSds(await readFile(join(corpusEn, label.file)));
    times.push(reading.elapsedMs);
    compareReading(scores, label, reading);
  }
  return { scores, times };
}
