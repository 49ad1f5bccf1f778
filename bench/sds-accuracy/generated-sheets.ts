import { compareReading, type Scores } from '../../packages/sds/src/accuracy/compare-labels.ts';
import type { SheetLabel } from '../../packages/sds/src/accuracy/sheet-label.ts';
import { GENERATOR_LANGUAGES, expectedLabels, randomSheetSpec, renderSheetPdf } from '../../packages/sds/src/generator/index.ts';
import { readSds } from '../../packages/sds/src/index.ts';

/** Renders `perLanguage` sheets in each of the seven languages and scores the reader on them, per language. */
export async function scoreGeneratedSheets(
  perLanguage: number,
  onSheet?: () => void,
): Promise<{ byLanguage: Record<string, Scores>; all: Scores; times: number[] }> {
  const byLanguage: Record<string, Scores> = {};
  const all: Scores = {};
  const times: number[] = [];
  for (const lang of GENERATOR_LANGUAGES) {
    byLanguage[lang] = {};
    for (let i = 0; i < perLanguage; i++) {
      // Seeds apart from the generator's own tests, the same every run.
      const spec = randomSheetSpec(500_000 + i, lang);
      const pdf = await renderSheetPdf(spec);
      const reading = await readSds(pdf, { declaredLanguage: lang });
      times.push(reading.elapsedMs);
      const label = expectedLabels(spec) as SheetLabel;
      compareReading(byLanguage[lang], label, reading);
      compareReading(all, label, reading);
      if (reading.language !== lang) {
        byLanguage[lang].language ??= { tp: 0, fp: 0, fn: 0, exact: 0, files: 0, misses: [] };
      }
      const ls = (byLanguage[lang].language ??= { tp: 0, fp: 0, fn: 0, exact: 0, files: 0, misses: [] });
      ls.files++;
      if (reading.language === lang) {
        ls.exact++;
        ls.tp++;
      } else {
        ls.fp++;
        ls.fn++;
        ls.misses.push(`${label.file}: ${reading.language}`);
      }
      onSheet?.();
    }
  }
  return { byLanguage, all, times };
}
