import { describe, expect, it } from 'vitest';
import { closeReader, readSds } from '../index.ts';
import { randomSheetSpec, renderSheetPdf, type SheetSpec } from './index.ts';

/**
 * A component name whose longest unbreakable part is wider than the table's name column: the generator sets
 * that cell smaller rather than letting pdfkit cut the word at any letter, so the printed name is the ground
 * truth and the reader gets it back whole.
 */
// "bis(methoxyethyl)aminoacetanilidophenyl" has no break opportunity and is about 1.5 times the column's width.
const LONG = '3-N,N-bis(methoxyethyl)aminoacetanilidophenyl acetate';

function tableSpec(): SheetSpec {
  for (let seed = 1; seed < 500; seed++) {
    const spec = randomSheetSpec(seed, 'en');
    if (spec.layout.tables && spec.layout.columns === 1 && spec.kind === 'mixture') return spec;
  }
  throw new Error('no seed with a one-column table layout');
}

describe('generator table cells', () => {
  it('never cut a long component name inside a word', async () => {
    const spec = tableSpec();
    spec.components[0] = { ...spec.components[0], name: LONG };
    const reading = await readSds(await renderSheetPdf(spec), { includeText: true });
    await closeReader();
    expect(reading.text).toContain('bis(methoxyethyl)aminoacetanilidophenyl');
    expect(reading.composition.components.map((c) => c.name)).toContain(LONG);
  });
});
