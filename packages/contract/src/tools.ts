import { z } from 'zod';
import { documentCode } from './fields.ts';
import type { InterfaceLanguage } from './languages.ts';

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

export const LabelElementsRequest = z.object({
  h_statements: codes(/^H\d{3}[A-Za-z]{0,2}(\+H\d{3}[A-Za-z]{0,2})*$/i),
  euh_statements: codes(/^EUH\d{3}A?$/i).optional(),
  p_statements: codes(/^P\d{3}(\+P\d{3})*$/i).optional(),
  /** Container capacity in litres (CLP Annex I Table 1.3). */
  capacity_l: z.number('bad_number').positive('bad_number').max(100_000, 'bad_number').optional(),
});
export type LabelElementsRequest = z.infer<typeof LabelElementsRequest>;

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

export interface ToolOffer {
  reference: string;
  tool: ToolCode;
  /** Price per lot per year, excl. tax, in euro cents; 0 = free for SafeBox members. */
  price_cents: number;
  /** What one lot gives. */
  allowance: { establishments?: number; loads?: number; labelSheets?: number };
  labels: Record<InterfaceLanguage, string>;
}

/**
 * The offers, as data for the shop (the lead wires them into SHOP_TOOLS when the tools leave "coming soon").
 * A free level for SafeBox members (what a small site needs: one establishment, ten saved loads, a few label
 * sheets a month) and paid lots beyond, priced like the other tools' lots of 10.
 */
export const TOOL_OFFERS: readonly ToolOffer[] = [
  {
    reference: 'QUICK-ICPE-FREE',
    tool: 'quickIcpe',
    price_cents: 0,
    allowance: { establishments: 1 },
    labels: { fr: 'Un établissement (SafeBox)', en: 'One establishment (SafeBox)', de: 'Ein Standort (SafeBox)', it: 'Uno stabilimento (SafeBox)' },
  },
  {
    reference: 'QUICK-ICPE-SITES',
    tool: 'quickIcpe',
    price_cents: 3000,
    allowance: { establishments: 10 },
    labels: { fr: '10 établissements', en: '10 establishments', de: '10 Standorte', it: '10 stabilimenti' },
  },
  {
    reference: 'QUICK-ADR-FREE',
    tool: 'quickAdr',
    price_cents: 0,
    allowance: { loads: 10 },
    labels: {
      fr: '10 chargements enregistrés (SafeBox)',
      en: '10 saved loads (SafeBox)',
      de: '10 gespeicherte Ladungen (SafeBox)',
      it: '10 carichi salvati (SafeBox)',
    },
  },
  {
    reference: 'QUICK-ADR-LOADS',
    tool: 'quickAdr',
    price_cents: 1500,
    allowance: { loads: 100 },
    labels: { fr: '100 chargements enregistrés', en: '100 saved loads', de: '100 gespeicherte Ladungen', it: '100 carichi salvati' },
  },
  {
    reference: 'FDS-LABELS-FREE',
    tool: 'fdsLabels',
    price_cents: 0,
    allowance: { labelSheets: 10 },
    labels: { fr: '10 planches par mois (SafeBox)', en: '10 sheets a month (SafeBox)', de: '10 Bögen pro Monat (SafeBox)', it: '10 fogli al mese (SafeBox)' },
  },
  {
    reference: 'FDS-LABELS-PRO',
    tool: 'fdsLabels',
    price_cents: 2000,
    allowance: { labelSheets: 200 },
    labels: { fr: '200 planches par mois', en: '200 sheets a month', de: '200 Bögen pro Monat', it: '200 fogli al mese' },
  },
];

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
