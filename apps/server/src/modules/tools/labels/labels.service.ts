import type { InterfaceLanguage, LabelElementsRequest, LabelSheetRequest } from '@openfds/contract';
import type { SdsReading } from '@openfds/contract/sds-reading';
import type { AppContext } from '../../../context.ts';
import { AppError, fieldError } from '../../../errors/app-error.ts';
import type { Caller } from '../../../plugins/session.ts';
import type { SheetRecord } from '../../../catalogue/sheets.repository.ts';
import { permanentUrl } from '../../documents/index.ts';
import { loadToolSheet } from '../tool-sheet.ts';
import { containsOf } from '../from-reading.ts';
import { labelElements, type LabelElements } from './label-elements.ts';
import { checkedGridLayout, presetFor, presetLayout, type SheetLayout } from './label-layout.ts';
import { renderLabels, type LabelContent } from './label-sheet-pdf.ts';
import { labelTextLength } from './label-texts.ts';
import { charge, inputKey } from '../tool-charge.ts';

/**
 * "Contains": section 2.2 as printed first (from-reading.ts containsOf), then the user's names (a sheet without
 * 2.2's line), else derived from section 3 and marked as proposed.
 */
export function containsFor(reading: SdsReading, given: string[] | undefined): LabelContent['contains'] {
  const contains = containsOf(reading);
  if (!contains.derived) return { names: contains.names, proposed: false };
  if (given && given.length > 0) return { names: given, proposed: false };
  return { names: contains.names, proposed: true };
}

const normalised = (code: string) => code.toUpperCase().replace(/\s+/g, '');

/**
 * The P statements the label prints: the sheet's own, or the user's selection among them (CLP Art. 28(3) lets the
 * labeller keep six or fewer). A code the sheet does not give is refused: a re-labeller never adds a statement.
 */
export function selectedP(sheetP: string[], asked: string[] | undefined): string[] {
  if (!asked) return sheetP;
  const own = new Set(sheetP.map(normalised));
  if (asked.some((c) => !own.has(normalised(c)))) throw fieldError('p_statements', 'not_in_enum');
  return asked.map(normalised);
}

/** True when a reading gives nothing a CLP label shows (no hazard statement, EUH statement or pictogram). */
export function withoutHazardData(reading: SdsReading): boolean {
  const h = reading.hazards;
  return h.hStatements.length === 0 && h.euhStatements.length === 0 && h.pictograms.length === 0;
}

/** What one sheet's label shows, from its reading; the request chooses capacity, language, P selection. */
export function labelContentOf(
  ctx: AppContext,
  sheet: SheetRecord,
  reading: SdsReading,
  request: Pick<LabelSheetRequest, 'capacity_l' | 'contains' | 'p_statements'>,
  language: InterfaceLanguage,
): LabelContent {
  const h = reading.hazards;
  const elements = labelElements(
    {
      h_statements: h.hStatements,
      euh_statements: h.euhStatements,
      p_statements: selectedP(h.pStatements, request.p_statements),
      capacity_l: request.capacity_l,
    },
    (codes) => labelTextLength(codes, language),
  );
  const id = reading.identification;
  return {
    productName: id.productName ?? sheet.product_name,
    contains: containsFor(reading, request.contains),
    elements,
    supplier: { name: id.supplierName ?? sheet.supplier_name, address: id.address, phone: id.phone },
    ufi: id.ufi ?? sheet.ufi,
    emergencyPhone: id.emergencyPhone,
    capacityL: request.capacity_l,
    permanentUrl: permanentUrl(ctx, sheet.iddc),
  };
}

/**
 * The sheet layout for labels of these sizes: the custom grid when asked (refused when a cell is smaller than the
 * largest label), else the preset asked or the first larger one that holds the largest label (a label never shrinks).
 */
export function layoutFor(request: Pick<LabelSheetRequest, 'preset' | 'grid'>, sizes: [number, number][]): SheetLayout {
  const largest = sizes.reduce<[number, number]>((max, s) => (s[0] * s[1] > max[0] * max[1] ? s : max), [0, 0]);
  if (request.grid) return checkedGridLayout(request.grid, largest);
  return presetLayout(presetFor(request.preset, largest) ?? 'a4-1');
}

/** What POST /labels/elements adds when asked with a preset or a grid (ours): how the label lies on an A4 sheet. */
export interface ElementsSheet {
  layout: SheetLayout['name'];
  columns: number;
  rows: number;
  per_sheet: number;
  cell_mm: [number, number];
}

/** The A4 layout for one label size (same rules as the PDF: 785 on `grid` when a cell is too small), or undefined when not asked. */
export function elementsSheet(request: Pick<LabelElementsRequest, 'preset' | 'grid'>, labelMm: [number, number]): ElementsSheet | undefined {
  if (!request.preset && !request.grid) return undefined;
  const layout = layoutFor({ preset: request.preset ?? 'a4-4', grid: request.grid }, [labelMm]);
  const cell: [number, number] = [Math.round(layout.cell_mm[0] * 10) / 10, Math.round(layout.cell_mm[1] * 10) / 10];
  return { layout: layout.name, columns: layout.cols, rows: layout.rows, per_sheet: layout.cols * layout.rows, cell_mm: cell };
}

export interface LabelSheet {
  pdf: Buffer;
  layout: SheetLayout;
  elements: LabelElements;
  filename: string;
}

/** POST /documents/{code}/labels: the label sheet of one sheet the caller may open, from its reading (one fdsLabels use). */
export async function sheetLabels(
  ctx: AppContext,
  caller: Pick<Caller, 'user' | 'session'>,
  code: string,
  request: LabelSheetRequest,
  requestLanguage: InterfaceLanguage,
): Promise<LabelSheet> {
  const { sheet, reading } = await loadToolSheet(ctx, caller, code);
  if (!reading) throw new AppError('extractionUnavailable');
  const language = request.language ?? requestLanguage;
  const content = labelContentOf(ctx, sheet, reading, request, language);
  const layout = layoutFor(request, [content.elements.label_mm]);
  const pdf = await renderLabels([{ content, copies: request.copies }], { layout, language });
  // One label sheet = one use of fdsLabels, charged once made (a failure costs nothing); the same request the same day is free.
  if (caller.user) await charge(ctx, caller, caller.user.id, 'fdsLabels', [inputKey(`labels:${sheet.iddc}`, { request, language })]);
  return { pdf, layout, elements: content.elements, filename: `${sheet.product_name_slug}-${sheet.iddc}-labels-${language}.pdf` };
}

/** GET /documents/{code}/labels (ours): what the designer starts from, read from the sheet; the user chooses the rest. */
export async function labelDesign(ctx: AppContext, caller: Pick<Caller, 'user' | 'session'>, code: string) {
  const { sheet, reading } = await loadToolSheet(ctx, caller, code);
  if (!reading) throw new AppError('extractionUnavailable');
  const h = reading.hazards;
  const id = reading.identification;
  return {
    document_code: sheet.iddc,
    product_name: id.productName ?? sheet.product_name,
    h_statements: h.hStatements,
    euh_statements: h.euhStatements,
    p_statements: h.pStatements,
    contains: containsFor(reading, undefined),
    ufi: id.ufi ?? sheet.ufi,
    supplier: { name: id.supplierName ?? sheet.supplier_name, address: id.address, phone: id.phone },
    emergency_phone: id.emergencyPhone,
    permanent_url: permanentUrl(ctx, sheet.iddc),
    labellable: !withoutHazardData(reading),
  };
}
