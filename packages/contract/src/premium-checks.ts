import { z } from 'zod';

/**
 * Premium checks in the back office (issue #26): a person checks the reader's output of a sheet bought at Premium
 * level, saves the corrected values as a checked reading (apart from the reader's own), then approves it. The checked
 * reading has the shape of the reader's hand-made labels (packages/sds/test/fixtures/README.md), so each check is
 * also a labelled sheet that measures the reader. Routes are ours (`/admin/premium_checks`): the spec shows none.
 */

const H = /^H[2-4]\d{2}[A-Za-z]{0,2}(\+H[2-4]\d{2}[A-Za-z]{0,2})*$/;
const EUH = /^EUH\d{3}$/;
const P = /^P[1-5]\d{2}(\+P[1-5]\d{2})*$/;
const GHS = /^GHS0[1-9]$/;
const CAS = /^\d{2,7}-\d{2}-\d$/;
const EC = /^\d{3}-\d{3}-\d$/;
const UFI = /^[0-9ACDEFGHJKMNPQRSTUVWXY]{4}(-[0-9ACDEFGHJKMNPQRSTUVWXY]{4}){3}$/;
/** The code patterns of the labels, for turning a reading into a label (values outside them are left out). */
export const LABEL_CODE_PATTERNS = { hStatements: H, euhStatements: EUH, pStatements: P, pictograms: GHS, cas: CAS, ec: EC, ufi: UFI } as const;
/** Field paths an "unsure" entry may name (as in the fixtures' own check). */
const UNSURE_PATH =
  /^(format|components|components\[\d+\]\.(name|cas|ec)|identification\.(productName|supplierName|revisionDate|productCode|ufi|version)|hazards\.(hStatements|euhStatements|pStatements|pictograms|signalWord)|transport\.unNumber)$/;

function isIsoDay(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const value = (max = 300) => z.string().trim().min(1, 'params_required').max(max, 'too_long').nullable();
const codes = (pattern: RegExp) => z.array(z.string().trim().regex(pattern, 'wrong_pattern')).max(200, 'too_long');

/** The checked values of one sheet: the labels' shape without `file` (added by the export). */
export const CheckedReading = z.object({
  format: z.enum(['eu-reach', 'us-hazcom', 'other'], { error: 'not_in_enum' }),
  unreadable: z.boolean({ error: 'params_required' }),
  identification: z.object({
    productName: value(),
    supplierName: value(),
    revisionDate: z.string().refine(isIsoDay, 'wrong_pattern').nullable(),
    productCode: value(),
    ufi: z.string().trim().toUpperCase().regex(UFI, 'wrong_pattern').nullable(),
    version: value(50),
  }),
  hazards: z.object({
    hStatements: codes(H).transform((list) => [...new Set(list)].sort()),
    euhStatements: codes(EUH),
    pStatements: codes(P),
    pictograms: codes(GHS).transform((list) => [...new Set(list)]),
    signalWord: z.enum(['danger', 'warning'], { error: 'not_in_enum' }).nullable(),
  }),
  components: z
    .array(
      z.object({
        name: value(),
        cas: z.string().trim().regex(CAS, 'wrong_pattern').nullable(),
        ec: z.string().trim().regex(EC, 'wrong_pattern').nullable(),
      }),
    )
    .max(100, 'too_long'),
  transport: z.object({
    unNumber: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'wrong_pattern')
      .nullable(),
  }),
  unsure: z.array(z.string().regex(UNSURE_PATH, 'wrong_pattern')).max(50, 'too_long').optional(),
});
export type CheckedReading = z.infer<typeof CheckedReading>;

/** One labelled sheet as the reader's fixtures hold it (packages/sds/test/fixtures/README.md). */
export const SheetLabelFixture = CheckedReading.extend({
  file: z.string().regex(/^[a-z0-9_]+\/[A-Za-z0-9_.-]+\.pdf$/, 'wrong_pattern'),
});
export type SheetLabelFixture = z.infer<typeof SheetLabelFixture>;

export const PREMIUM_CHECK_STATUSES = ['awaiting', 'checked'] as const;

export const PremiumChecksQuery = z.object({
  status: z.enum(PREMIUM_CHECK_STATUSES, { error: 'not_in_enum' }).optional(),
  limit: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(500, 'bad_number').default(100),
});

export const PremiumCheckParams = z.object({ code: z.string().trim().min(1, 'params_required').max(40, 'too_long') });

/** A sheet in the Premium queue (one line per sheet, however many buyers asked for its check). */
export const PremiumCheckItem = z.object({
  document_code: z.string(),
  product_name: z.string(),
  supplier_name: z.string(),
  language: z.string(),
  status: z.enum(PREMIUM_CHECK_STATUSES),
  buyers: z.number(),
  due_at: z.string(),
  checked_by: z.string().nullable(),
  checked_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type PremiumCheckItem = z.infer<typeof PremiumCheckItem>;

/** The check screen: the reader's reading (with the page of each field in `evidence`) and the saved check. */
export const PremiumCheckDetail = PremiumCheckItem.extend({
  reader_version: z.string().nullable(),
  /** The reader's SdsReading (contract sds-reading.ts), null while the sheet was never read. */
  reading: z.record(z.string(), z.unknown()).nullable(),
  checked: CheckedReading.nullable(),
  /** The reader's output in the labels' shape: the starting point of a check never saved. */
  proposed: CheckedReading.nullable(),
});
export type PremiumCheckDetail = z.infer<typeof PremiumCheckDetail>;

export const PremiumFixturesQuery = z.object({
  since: z.iso.date({ error: 'wrong_pattern' }).optional(),
});
