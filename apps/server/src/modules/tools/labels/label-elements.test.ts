import { describe, expect, it } from 'vitest';
import { labelElements, pictogramsFor, signalWordFor, sizeFor, type LabelWarning } from './label-elements.ts';

describe('CLP pictogram precedence (Art. 26)', () => {
  it('no GHS07 with GHS06', () => {
    expect(pictogramsFor(['H301', 'H302', 'H315'])).toEqual(['GHS06']);
  });
  it('no GHS07 for skin or eye irritation with GHS05, but kept for another reason', () => {
    expect(pictogramsFor(['H314', 'H315', 'H319'])).toEqual(['GHS05']);
    expect(pictogramsFor(['H314', 'H319', 'H302'])).toEqual(['GHS05', 'GHS07']);
  });
  it('no GHS07 for skin sensitisation or irritation with GHS08 for respiratory sensitisation', () => {
    expect(pictogramsFor(['H334', 'H317', 'H315'])).toEqual(['GHS08']);
    expect(pictogramsFor(['H334', 'H317', 'H336'])).toEqual(['GHS07', 'GHS08']);
    // GHS08 for another reason (H350) does not cover skin sensitisation.
    expect(pictogramsFor(['H350', 'H317'])).toEqual(['GHS07', 'GHS08']);
  });
  it('reads combinations and suffixes (H301+H311, H360Fd)', () => {
    expect(pictogramsFor(['H301+H311', 'H360Fd', 'H410'])).toEqual(['GHS06', 'GHS08', 'GHS09']);
  });
});

describe('CLP signal word (Art. 20(3))', () => {
  it('"Danger" excludes "Warning"', () => {
    expect(signalWordFor(['H225', 'H319'])).toBe('danger');
    expect(signalWordFor(['H226', 'H319'])).toBe('warning');
    expect(signalWordFor(['H412'])).toBeNull();
  });
  it('a code whose word depends on the category takes Danger and says so', () => {
    const warnings: LabelWarning[] = [];
    expect(signalWordFor(['H272'], warnings)).toBe('danger');
    expect(warnings[0].code).toBe('signalWordByCategory');
  });
});

describe('Label sizes (Annex I Table 1.3, x-heights of 2024/2865)', () => {
  it('picks the row for the capacity, boundaries included', () => {
    const size = (l: number) => sizeFor(l, 0, 0, []);
    expect([size(0.5).min_x_height_mm, size(0.51).min_x_height_mm, size(3).label_mm, size(3.01).label_mm]).toEqual([1.2, 1.4, [52, 74], [74, 105]]);
    expect([size(50).pictogram_mm, size(50.1).pictogram_mm, size(500).pictogram_mm, size(501).pictogram_mm]).toEqual([23, 32, 32, 46]);
    expect(size(1000).min_x_height_mm).toBe(2.0);
  });
  it('grows to the next size rather than shrinking the text, and says when it does not fit', () => {
    const warnings: LabelWarning[] = [];
    const grown = sizeFor(1, 900, 3, warnings);
    expect(grown.label_mm).not.toEqual([52, 74]);
    // The x-height stays the capacity's minimum (1.4 mm for 1 L), on the larger label.
    expect(grown.min_x_height_mm).toBe(1.4);
    expect(warnings.map((w) => w.code)).toEqual(['grown']);
    const none: LabelWarning[] = [];
    expect(sizeFor(1, 100_000, 3, none).label_mm).toEqual([148, 210]);
    expect(none.map((w) => w.code)).toEqual(['doesNotFit']);
  });
});

describe('labelElements', () => {
  it('answers the elements of the issue payload, warning over six P statements with a reduction', () => {
    const e = labelElements({
      h_statements: ['H225', 'H319', 'H336'],
      euh_statements: ['EUH066'],
      p_statements: ['P101', 'P102', 'P210', 'P233', 'P240', 'P305+P351+P338', 'P403+P235', 'P501'],
      capacity_l: 5,
    });
    expect(e).toMatchObject({ pictograms: ['GHS02', 'GHS07'], signal_word: 'danger', label_mm: [74, 105], pictogram_mm: 23, min_x_height_mm: 1.8 });
    expect(e.p_reduction).toEqual(['P210', 'P233', 'P240', 'P305+P351+P338', 'P403+P235', 'P501']);
    expect(e.warnings.map((w) => w.code)).toContain('tooManyP');
  });
  it('flags a code that is not a CLP hazard statement', () => {
    expect(labelElements({ h_statements: ['H999'] }).warnings.map((w) => w.code)).toContain('unknownCode');
  });
});
