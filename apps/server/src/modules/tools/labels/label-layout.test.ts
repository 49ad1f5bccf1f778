import { describe, expect, it } from 'vitest';
import { LabelGrid } from '@openfds/contract';
import { AppError } from '../../../errors/app-error.ts';
import { labelElements } from './label-elements.ts';
import { checkedGridLayout, gridLayout, presetFor, presetLayout, slotOrigin } from './label-layout.ts';

/** The contract's parse fills the defaults (margin 5 mm, gap 2 mm) as the route does. */
const grid = (input: Record<string, number>) => LabelGrid.parse(input);

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('label layouts on A4 (presets and custom grids, issue #28)', () => {
  it('keeps the presets: 8 cells of 105 × 74.25 mm edge to edge, and moves to a larger preset when the label does not fit', () => {
    expect(presetLayout('a4-8')).toMatchObject({ cols: 2, rows: 4, cell_mm: [105, 74.25], margin_mm: [0, 0] });
    // 74 × 105 (up to 50 L) fits the a4-8 cell turned a quarter; 105 × 148 (up to 500 L) needs the a4-4 cell.
    expect(presetFor('a4-8', [74, 105])).toBe('a4-8');
    expect(presetFor('a4-8', [105, 148])).toBe('a4-4');
    expect(presetFor('a4-8', [148, 210])).toBe('a4-2');
  });

  it('shares the sheet between columns × rows after the margins and gaps', () => {
    const layout = gridLayout(grid({ columns: 3, rows: 8 }));
    // (210 - 2 × 5 - 2 × 2) / 3 = 65.33 and (297 - 10 - 7 × 2) / 8 = 34.125, floored to a tenth (never larger than the room).
    expect(layout).toMatchObject({ cols: 3, rows: 8, cell_mm: [65.3, 34.1], margin_mm: [5, 5], gap_mm: 2 });
    expect(slotOrigin(layout, 0)).toEqual([5, 5]);
    expect(slotOrigin(layout, 4)).toEqual([5 + 65.3 + 2, 5 + 34.1 + 2]);
  });

  it('a grid of 2 × 4 without margins or gaps is the a4-8 preset', () => {
    expect(gridLayout(grid({ columns: 2, rows: 4, margin_mm: 0, gap_mm: 0 })).cell_mm).toEqual([105, 74.2]);
  });

  it('repeats a label size as often as it fits, centred', () => {
    const layout = gridLayout(grid({ label_width_mm: 52, label_height_mm: 74 }));
    // Width: 3 × 52 + 2 × 2 = 160 <= 200 < 4 × 52 + 3 × 2 = 214; height: 3 × 74 + 2 × 2 = 226 <= 287 < 302.
    expect(layout).toMatchObject({ cols: 3, rows: 3, cell_mm: [52, 74], margin_mm: [25, 35.5] });
  });

  it('fits exactly at the boundary: 4 columns of 47.75 mm with 2 mm gaps fill the 197 mm a 6.5 mm margin leaves', () => {
    const layout = gridLayout(grid({ label_width_mm: 47.75, label_height_mm: 74, margin_mm: 6.5 }));
    expect(layout.cols).toBe(4);
    expect(gridLayout(grid({ label_width_mm: 47.76, label_height_mm: 74, margin_mm: 6.5 })).cols).toBe(3);
  });

  it('takes a grid whose cells are exactly the size the capacity requires (52 × 74 mm up to 3 L)', () => {
    const label = labelElements({ h_statements: ['H225'], capacity_l: 1 }).label_mm;
    expect(label).toEqual([52, 74]);
    expect(checkedGridLayout(grid({ label_width_mm: 52, label_height_mm: 74 }), label).cols).toBe(3);
    // Turned a quarter, the cell still holds it.
    expect(checkedGridLayout(grid({ label_width_mm: 74, label_height_mm: 52 }), label).cell_mm).toEqual([74, 52]);
  });

  it('refuses a cell a tenth of a millimetre too small, bound to the grid field (a label never shrinks)', () => {
    const error = refusal(() => checkedGridLayout(grid({ label_width_mm: 51.9, label_height_mm: 74 }), [52, 74]));
    expect(error.error).toBe('labelGridTooSmall');
    expect(error.options.field).toBe('grid');
    expect(error.options.params).toEqual({ cell: '51.9 × 74', label: '52 × 74' });
  });

  it('refuses 3 × 8 cells (65.3 × 34.1 mm) for a 52 × 74 mm label, and 2 × 4 cells for a 200 L label (105 × 148 mm)', () => {
    expect(refusal(() => checkedGridLayout(grid({ columns: 3, rows: 8 }), [52, 74])).error).toBe('labelGridTooSmall');
    const drum = labelElements({ h_statements: ['H225'], capacity_l: 200 }).label_mm;
    expect(drum).toEqual([105, 148]);
    expect(refusal(() => checkedGridLayout(grid({ columns: 2, rows: 4 }), drum)).error).toBe('labelGridTooSmall');
    expect(checkedGridLayout(grid({ columns: 1, rows: 1 }), drum).cell_mm).toEqual([200, 287]);
  });

  it('checks against the grown label: a 1 L label with much text grows to 74 × 105 mm and a 52 × 74 grid is refused', () => {
    const grown = labelElements({ h_statements: ['H225', 'H314', 'H317', 'H334', 'H350', 'H410'], capacity_l: 1 }, (codes) => codes.length * 200);
    expect(grown.warnings.map((w) => w.code)).toContain('grown');
    expect(refusal(() => checkedGridLayout(grid({ label_width_mm: 52, label_height_mm: 74 }), grown.label_mm)).error).toBe('labelGridTooSmall');
  });

  it('refuses a label size that leaves no room for one label inside the margins, bound to the grid field', () => {
    const error = refusal(() => checkedGridLayout(grid({ label_width_mm: 205, label_height_mm: 100 }), [52, 74]));
    expect(error.error).toBe('validation');
    expect(error.options.field).toBe('grid');
  });

  it('asks for columns and rows or a label size', () => {
    expect(LabelGrid.safeParse({ columns: 2 }).success).toBe(false);
    expect(LabelGrid.safeParse({ columns: 0, rows: 2 }).success).toBe(false);
    expect(LabelGrid.safeParse({ label_width_mm: 19, label_height_mm: 30 }).success).toBe(false);
  });
});
