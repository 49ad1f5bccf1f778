import { z } from 'zod';
import { documentCode } from './fields.ts';

/**
 * The regulatory tools on the user's own sheets (issue #28): Quick-ICPE, Quick-ADR and workplace labels (fdsLabels).
 * Request payloads with the field names of the issue (integrators rely on them), and the tools' offers as data.
 */

const quantity = z.number('bad_number').finite('bad_number').positive('bad_number').max(1e9, 'bad_number');
const codes = (pattern: RegExp) => z.array(z.string().trim().max(40, 'too_long').regex(pattern, 'wrong_pattern')).max(100, 'too_long');

export const ICPE_STATES = ['solid', 'liquid', 'gas'] as const;
export const ICPE_UNITS = ['t', 'kg', 'L', 'm3'] as const;
/** One establishment's products per assessment: a large site keeps a few thousand. */
export const ICPE_MAX_PRODUCTS = 5000;

export const IcpeProductInput = z.object({
  document_code: documentCode.optional(),
  hazard_classes: z
    .array(z.object({ class: z.string().trim().min(1, 'params_required').max(60, 'too_long'), category: z.string().trim().max(10, 'too_long').nullish() }))
    .max(50, 'too_long')
    .optional(),
  h_statements: codes(/^H\d{3}[A-Za-z]{0,2}(\+H\d{3}[A-Za-z]{0,2})*$/i).optional(),
  euh_statements: codes(/^EUH\d{3}A?$/i).optional(),
  cas: z
    .string()
    .trim()
    .max(20, 'too_long')
    .regex(/^\d{2,7}-\d{2}-\d$/, 'wrong_pattern')
    .optional(),
  state: z.enum(ICPE_STATES, 'not_in_enum'),
  quantity,
  unit: z.enum(ICPE_UNITS, 'not_in_enum'),
  /** kg/L; read from section 9 when a document_code is given and this is absent. */
  density: z.number('bad_number').positive('bad_number').max(25, 'bad_number').optional(),
});
export type IcpeProductInput = z.infer<typeof IcpeProductInput>;

export const QuickIcpeAssessmentRequest = z.object({
  products: z.array(IcpeProductInput, 'params_required').min(1, 'params_required').max(ICPE_MAX_PRODUCTS, 'too_long'),
});
export type QuickIcpeAssessmentRequest = z.infer<typeof QuickIcpeAssessmentRequest>;

export const ADR_UNITS = ['L', 'kg'] as const;
export const ADR_REGIMES = ['full', 'LQ', 'EQ'] as const;
export const ADR_MAX_LINES = 500;

export const AdrLineInput = z.object({
  document_code: documentCode.optional(),
  un: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'wrong_pattern')
    .optional(),
  packing_group: z.enum(['I', 'II', 'III'], 'not_in_enum').optional(),
  quantity,
  unit: z.enum(ADR_UNITS, 'not_in_enum'),
  regime: z.enum(ADR_REGIMES, 'not_in_enum').optional(),
  inner_quantity: quantity.optional(),
  package_gross_kg: quantity.optional(),
  packages: z.number('bad_number').int('bad_number').positive('bad_number').max(1e6, 'bad_number').optional(),
});
export type AdrLineInput = z.infer<typeof AdrLineInput>;

export const QuickAdrLoadRequest = z.object({
  lines: z.array(AdrLineInput, 'params_required').min(1, 'params_required').max(ADR_MAX_LINES, 'too_long'),
  vehicle_max_mass_t: z.number('bad_number').positive('bad_number').max(100, 'bad_number').optional(),
});
export type QuickAdrLoadRequest = z.infer<typeof QuickAdrLoadRequest>;

/** A4 sheet presets (labels per sheet) and the custom grid. */
export const LABEL_PRESETS = ['a4-8', 'a4-4', 'a4-2', 'a4-1'] as const;
export type LabelPreset = (typeof LABEL_PRESETS)[number];

/** A4 in mm, the sheet every preset and custom grid is laid on. */
export const A4_MM = [210, 297] as const;
const mm = (max: number) => z.number('bad_number').finite('bad_number').min(0, 'bad_number').max(max, 'bad_number');
const count = (max: number) => z.number('bad_number').int('bad_number').min(1, 'bad_number').max(max, 'bad_number');

/**
 * A custom grid on A4 (issue #28): either columns × rows (the cells share the sheet after margins and gaps) or a label
 * size in mm (as many as fit). The server checks each cell against the size the capacity requires (Annex I Table
 * 1.3 and the 2024/2865 x-heights): a label never shrinks, a grid too small is refused (labelGridTooSmall on `grid`).
 */
export const LabelGrid = z
  .object({
    columns: count(10).optional(),
    rows: count(20).optional(),
    label_width_mm: z.number('bad_number').min(20, 'bad_number').max(A4_MM[0], 'bad_number').optional(),
    label_height_mm: z.number('bad_number').min(20, 'bad_number').max(A4_MM[1], 'bad_number').optional(),
    margin_mm: mm(40).default(5),
    gap_mm: mm(30).default(2),
  })
  .refine((g) => (g.columns !== undefined && g.rows !== undefined) || (g.label_width_mm !== undefined && g.label_height_mm !== undefined), {
    message: 'params_required',
  });
export type LabelGrid = z.infer<typeof LabelGrid>;

export const LabelElementsRequest = z.object({
  h_statements: codes(/^H\d{3}[A-Za-z]{0,2}(\+H\d{3}[A-Za-z]{0,2})*$/i),
  euh_statements: codes(/^EUH\d{3}A?$/i).optional(),
  p_statements: codes(/^P\d{3}(\+P\d{3})*$/i).optional(),
  /** Container capacity in litres (CLP Annex I Table 1.3). */
  capacity_l: z.number('bad_number').positive('bad_number').max(100_000, 'bad_number').optional(),
  /**
   * Ours (the spec shows none): with a preset or a custom grid, the answer adds `sheet`, how these labels lie on an A4
   * sheet (the standalone tool page sizes label stock); a grid whose cells are smaller than the label is refused (785).
   */
  preset: z.enum(LABEL_PRESETS, 'not_in_enum').optional(),
  grid: LabelGrid.optional(),
});
export type LabelElementsRequest = z.infer<typeof LabelElementsRequest>;

export const LabelSheetRequest = z.object({
  capacity_l: z.number('bad_number').positive('bad_number').max(100_000, 'bad_number'),
  language: z.enum(['fr', 'en', 'de', 'it'], 'not_in_enum').optional(),
  preset: z.enum(LABEL_PRESETS, 'not_in_enum').default('a4-4'),
  /** When given, replaces the preset. */
  grid: LabelGrid.optional(),
  copies: z.number('bad_number').int('bad_number').min(1, 'bad_number').max(500, 'bad_number').default(1),
  /** Components for "Contains" when the sheet's section 2.2 names none (CLP Art. 18(3): at most four). */
  contains: z.array(z.string().trim().min(1, 'params_required').max(120, 'too_long')).max(4, 'too_long').optional(),
  /**
   * The P statements kept, a selection among the sheet's own (CLP Art. 28(3): no more than six unless needed); the
   * only element a re-labeller chooses. Absent: all of the sheet's.
   */
  p_statements: codes(/^P\d{3}(\+P\d{3})*$/i).optional(),
});
export type LabelSheetRequest = z.infer<typeof LabelSheetRequest>;

/** Sheets per bulk label call (my-FDS): one PDF, built in the request, bounded in size and time. */
export const LABELS_MAX_SHEETS = 50;
/** Labels per PDF, in a single or bulk call. */
export const LABELS_MAX_TOTAL = 500;

/**
 * POST /users/{login}/mySDS/labels (our path: the spec shows none): one PDF of labels for several sheets of the
 * user's space, the same capacity, language and preset or grid for all, `copies` labels per sheet.
 */
export const MySdsLabelsRequest = LabelSheetRequest.omit({ contains: true, p_statements: true }).extend({
  document_codes: z.array(documentCode, 'params_required').min(1, 'params_required').max(LABELS_MAX_SHEETS, 'too_long'),
});
export type MySdsLabelsRequest = z.infer<typeof MySdsLabelsRequest>;

// ------------------------------------------------------------------ offers (data)

export const TOOL_CODES = ['quickIcpe', 'quickAdr', 'fdsLabels'] as const;
export type ToolCode = (typeof TOOL_CODES)[number];

/**
 * The tools' offers (issue #28 "decide the offers as data") are in the shop's catalogue (SHOP_TOOLS, shop.ts) under
 * these tool codes, sold in lots of 10 credits per year like FDS-Extract and Vigi-Substances. What ONE credit buys is
 * the deliverable a user keeps or prints, never the computation itself: the stateless calculators
 * (POST /quick_icpe/assessments, /quick_adr/loads, /labels/elements) and the on-screen summaries stay free, they are
 * the tools' demonstration and the integrators' check.
 * - quickIcpe: the report (PDF or xlsx) of one establishment; the PDF and the xlsx of the same establishment on the
 *   same day are one report (a sheet added in the morning, the report re-run at noon costs nothing more).
 * - quickAdr: one saved load (POST /users/{login}/mySDS/quick_adr); the same load saved again the same day is free.
 * - fdsLabels: one PDF label sheet (POST /documents/{code}/labels); the same request again the same day is free.
 */
export const TOOL_CREDIT_UNITS: Record<ToolCode, 'establishment_report' | 'saved_load' | 'label_sheet'> = {
  quickIcpe: 'establishment_report',
  quickAdr: 'saved_load',
  fdsLabels: 'label_sheet',
};

/**
 * The free level: what a SafeBox member gets each calendar month (UTC) before any credit is spent. Sized for a small
 * site: two establishment reports (a site and its annual review), ten loads, ten label sheets. Visitors keep the
 * calculators, on the sample notice of each tool; staff are never charged.
 */
export const TOOL_FREE_PER_MONTH: Record<ToolCode, number> = { quickIcpe: 2, quickAdr: 10, fdsLabels: 10 };

/** The tool code an offer of the shop belongs to, or null for another tool's offer (FDS-Extract, Vigi). */
export function toolCodeOf(offer: { tool: { tool_reference: string } }): ToolCode | null {
  return (TOOL_CODES as readonly string[]).includes(offer.tool.tool_reference) ? (offer.tool.tool_reference as ToolCode) : null;
}

/** What a user has left of a tool: the month's free uses (SafeBox) and the paid credits. */
export interface ToolBalance {
  tool: ToolCode;
  /** SafeBox free uses left this month (0 without SafeBox). */
  free_left: number;
  free_per_month: number;
  /** Paid credits left (alive holdings of the tool's offers). */
  credits_left: number;
  /** Staff are never charged. */
  unlimited: boolean;
}

// ------------------------------------------------------------------ inventory and saved loads (my-FDS)

const placeName = z.string('params_required').trim().min(1, 'params_required').max(100, 'too_long');

export const InventorySiteInput = z.object({ name: placeName });
export const InventoryAreaInput = z.object({ name: placeName });

/**
 * One sheet in a storage area: the MAXIMUM quantity that may be present (what the ICPE nomenclature counts, not
 * today's stock), the container capacity and the physical state (section 9's when not given).
 */
export const InventoryEntryInput = z.object({
  document_code: documentCode,
  max_quantity: quantity,
  unit: z.enum(ICPE_UNITS, 'not_in_enum'),
  container_capacity: quantity.optional(),
  state: z.enum(ICPE_STATES, 'not_in_enum').optional(),
});
export type InventoryEntryInput = z.infer<typeof InventoryEntryInput>;

export const SavedAdrLoadInput = QuickAdrLoadRequest.extend({ name: placeName });
export type SavedAdrLoadInput = z.infer<typeof SavedAdrLoadInput>;

/** How many saved loads GET /users/{login}/mySDS/quick_adr lists (the most recent first). */
export const SAVED_ADR_LOADS_LIMIT = 200;

/** A sheet a saved load names: what the list and the reopened calculator line show of it. */
export const SavedAdrLoadSheet = z.object({ document_code: z.string(), product_name: z.string(), supplier_name: z.string() });
export type SavedAdrLoadSheet = z.infer<typeof SavedAdrLoadSheet>;

/**
 * One item of GET /users/{login}/mySDS/quick_adr (our shape, the spec shows none): what was saved (`input`, the
 * request to reopen in the calculator), its sheets' names, and the load computed again on the sheets' current data
 * (the fields of POST /quick_adr/loads, not listed here), or `error` when one of its sheets can no longer be opened.
 */
export const SavedAdrLoadItem = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  input: QuickAdrLoadRequest,
  sheets: z.array(SavedAdrLoadSheet),
  exempt: z.boolean().optional(),
  points: z.number().optional(),
  error: z.object({ code: z.number() }).optional(),
});
export type SavedAdrLoadItem = z.infer<typeof SavedAdrLoadItem>;
