import { A4_MM, type LabelGrid, type LabelPreset } from '@openfds/contract';
import { AppError, fieldError } from '../../../errors/app-error.ts';

/**
 * Where labels go on an A4 sheet: the presets (8, 4, 2 or 1 equal cells, edge to edge) and the custom grids of issue
 * #28 (columns × rows within margins and gaps, or a label size repeated as often as it fits, centred). Pure: mm in,
 * cells out; the PDF draws one label per cell.
 */
export interface SheetLayout {
  /** The preset's name, or "custom" for a grid. */
  name: LabelPreset | 'custom';
  cols: number;
  rows: number;
  cell_mm: [number, number];
  /** Left and top margins (the grid is centred when given by a label size). */
  margin_mm: [number, number];
  gap_mm: number;
}

/** A4 presets: columns × rows of equal cells. */
export const PRESET_GRIDS: Record<LabelPreset, { cols: number; rows: number }> = {
  'a4-8': { cols: 2, rows: 4 },
  'a4-4': { cols: 2, rows: 2 },
  'a4-2': { cols: 1, rows: 2 },
  'a4-1': { cols: 1, rows: 1 },
};

/** Millimetres rounded to a tenth: what a user measures and what the error message shows. */
const tenth = (v: number) => Math.floor(v * 10 + 1e-6) / 10;

export function presetLayout(preset: LabelPreset): SheetLayout {
  const { cols, rows } = PRESET_GRIDS[preset];
  return { name: preset, cols, rows, cell_mm: [A4_MM[0] / cols, A4_MM[1] / rows], margin_mm: [0, 0], gap_mm: 0 };
}

/** True when a label of `size` mm fits a cell, upright or turned a quarter. */
export function fitsCell(size: readonly [number, number], cell: readonly [number, number]): boolean {
  return (size[0] <= cell[0] && size[1] <= cell[1]) || (size[1] <= cell[0] && size[0] <= cell[1]);
}

/** The preset asked for, or the first larger one whose cell holds the label (a label never shrinks). */
export function presetFor(asked: LabelPreset, size: [number, number]): LabelPreset | null {
  const order: LabelPreset[] = ['a4-8', 'a4-4', 'a4-2', 'a4-1'];
  return order.slice(order.indexOf(asked)).find((p) => fitsCell(size, presetLayout(p).cell_mm)) ?? null;
}

/** How many items of `size` separated by `gap` fit in `room`. */
const howMany = (room: number, size: number, gap: number) => Math.max(0, Math.floor((room + gap + 1e-6) / (size + gap)));

/** The layout of a custom grid (no size check: see checkedGridLayout). */
export function gridLayout(grid: LabelGrid): SheetLayout {
  const margin = grid.margin_mm ?? 5;
  const gap = grid.gap_mm ?? 2;
  const room: [number, number] = [A4_MM[0] - 2 * margin, A4_MM[1] - 2 * margin];
  if (grid.label_width_mm !== undefined && grid.label_height_mm !== undefined) {
    const size: [number, number] = [grid.label_width_mm, grid.label_height_mm];
    const cols = howMany(room[0], size[0], gap);
    const rows = howMany(room[1], size[1], gap);
    // Centred: the room the labels leave is shared between both sides.
    const used = (n: number, s: number) => n * s + Math.max(0, n - 1) * gap;
    const margins: [number, number] = [(A4_MM[0] - used(cols, size[0])) / 2, (A4_MM[1] - used(rows, size[1])) / 2];
    return { name: 'custom', cols, rows, cell_mm: size, margin_mm: margins, gap_mm: gap };
  }
  const cols = grid.columns ?? 1;
  const rows = grid.rows ?? 1;
  const cell: [number, number] = [tenth((room[0] - (cols - 1) * gap) / cols), tenth((room[1] - (rows - 1) * gap) / rows)];
  return { name: 'custom', cols, rows, cell_mm: cell, margin_mm: [margin, margin], gap_mm: gap };
}

/**
 * The custom grid's layout, refused when it holds no label or when its cells are smaller than the label the capacity
 * requires (Annex I Table 1.3 grown for the 2024/2865 x-heights): a label never shrinks to fit a grid.
 */
export function checkedGridLayout(grid: LabelGrid, labelMm: [number, number]): SheetLayout {
  const layout = gridLayout(grid);
  // A label size wider or taller than the sheet within its margins: not one label fits.
  if (layout.cols < 1 || layout.rows < 1 || layout.cell_mm[0] <= 0 || layout.cell_mm[1] <= 0) throw fieldError('grid', 'bad_number');
  if (!fitsCell(labelMm, layout.cell_mm)) {
    throw new AppError('labelGridTooSmall', { field: 'grid', params: { cell: layout.cell_mm.join(' × '), label: labelMm.join(' × ') } });
  }
  return layout;
}

/** The top-left corner (mm) of the label in `slot` (0-based, row by row). */
export function slotOrigin(layout: SheetLayout, slot: number): [number, number] {
  const col = slot % layout.cols;
  const row = Math.floor(slot / layout.cols);
  return [layout.margin_mm[0] + col * (layout.cell_mm[0] + layout.gap_mm), layout.margin_mm[1] + row * (layout.cell_mm[1] + layout.gap_mm)];
}
