import { z } from 'zod';
import { MY_FDS_MIN_FETCH } from './constants.ts';
import { customerCode, documentCode } from './fields.ts';
import { SHEET_LANGUAGES } from './languages.ts';
import { READING_PROBLEMS, READING_STATES } from './reading-state.ts';

/** My-FDS, the personal space (api-spec §7 "My documents", product-spec §3.4, §3.6, §4). */

/** The tabs of product-spec §2.6 (document_col). */
export const MY_FDS_COLLECTIONS = ['all', 'favourites', 'uploads', 'history', 'orders', 'received'] as const;
export type MyFdsCollection = (typeof MY_FDS_COLLECTIONS)[number];

/** How a sheet came into the space. */
export const MY_FDS_SOURCES = ['favourite', 'upload', 'consultation', 'received'] as const;
export type MyFdsSource = (typeof MY_FDS_SOURCES)[number];

export const MY_FDS_SORTS = ['product_name', 'supplier_name', 'revision_date', 'added_at', 'language', 'source'] as const;
export type MyFdsSort = (typeof MY_FDS_SORTS)[number];

/** Largest page one request may ask for: the web fetches pages of 500 and shows 15 at a time. */
export const MY_FDS_FETCH_MAX = MY_FDS_MIN_FETCH;
/** Uploaded sheets: PDF only, at most this size. */
export const MY_FDS_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Files one account may keep as uploads (the sum of its live uploads' sizes; ours, issue #22: 12 files of 19 MB went
 * in 5.6 s with no limit). Past it an upload is refused with uploadQuotaExceeded (698).
 */
export const MY_FDS_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;

const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .optional()
    .transform((v) => v || undefined);

/** GET /users/{login}/{profile_type}/documents */
export const MyFdsListQuery = z.object({
  document_col: z.enum(MY_FDS_COLLECTIONS, { error: 'not_in_enum' }).default('all'),
  limit: z.coerce.number({ error: 'wrong_pattern' }).int('wrong_pattern').min(1, 'too_short').max(MY_FDS_FETCH_MAX, 'too_long').default(MY_FDS_FETCH_MAX),
  offset: z.coerce.number({ error: 'wrong_pattern' }).int('wrong_pattern').min(0, 'too_short').default(0),
  sort_by: z.enum(MY_FDS_SORTS, { error: 'not_in_enum' }).default('added_at'),
  sort_direction: z.enum(['asc', 'desc'], { error: 'not_in_enum' }).default('desc'),
  product_name: optionalFilter(100),
  supplier_code: optionalFilter(100),
});
export type MyFdsListQuery = z.output<typeof MyFdsListQuery>;

/** POST (add) and DELETE (remove) of catalogue sheets by code; DELETE without codes empties the space. */
export const DocumentCodeList = z.object({
  document_code: z.array(documentCode, { error: 'params_required' }).min(1, 'params_required').max(MY_FDS_FETCH_MAX, 'too_long'),
});
export const OptionalDocumentCodeList = z.object({
  document_code: z.array(documentCode).max(10_000, 'too_long').optional(),
});

/** The text fields of an upload (the file comes as the multipart part "file"). Product-spec §3.6, §5. */
export const UploadFields = z.object({
  product_name: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
  supplier_name: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
  revision_date: z.iso.date({ error: 'bad_date' }),
  // A sheet language the catalogue knows (issue #22: any two letters were stored).
  language: z
    .string({ error: 'params_required' })
    .trim()
    .regex(/^[a-z]{2}$/, 'wrong_pattern')
    .refine((v) => (SHEET_LANGUAGES as readonly string[]).includes(v), 'not_in_enum'),
});
export type UploadFields = z.output<typeof UploadFields>;

/**
 * POST /users/{login}/mySDS/uploads/preview (issue #23; our path, the spec shows none): what the reader found in a
 * file before it is uploaded, for the form to propose; null where it found nothing, `found` lists the fields found.
 */
export const UploadPreview = z.object({
  product_name: z.string().nullable(),
  supplier_name: z.string().nullable(),
  revision_date: z.string().nullable(),
  language: z.string().nullable(),
  found: z.array(z.enum(['product_name', 'supplier_name', 'revision_date', 'language'])),
});
export type UploadPreview = z.output<typeof UploadPreview>;

const ownField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .nullish()
    .transform((v) => v || null);

/** PUT .../documents/{document_code}: the user's own fields. */
export const MyFdsEntryUpdate = z.object({
  internal_reference: ownField(100),
  site: ownField(100),
  storage_location: ownField(100),
  note: ownField(1000),
});
export type MyFdsEntryUpdate = z.output<typeof MyFdsEntryUpdate>;

/** Paid tools that can apply to one sheet (PUT .../selectInfReg). */
export const INF_REG_EXTRACTION = ['none', 'basic', 'standard', 'premium'] as const;
export const INF_REG_WATCH = ['free', 'recommendation', 'clp_annex_vi', 'cmr_iarc_vlep'] as const;
export const SelectInfReg = z.object({
  extraction: z.enum(INF_REG_EXTRACTION, { error: 'not_in_enum' }).default('none'),
  watch_lists: z
    .array(z.enum(INF_REG_WATCH, { error: 'not_in_enum' }))
    .max(4, 'too_long')
    .default([]),
});
export type SelectInfReg = z.output<typeof SelectInfReg>;

/** POST .../import_consultation */
export const ImportConsultation = z.object({
  ignore_profile_documents: z.boolean({ error: 'wrong_pattern' }).default(false),
});

/** GET .../history and /changelog */
export const ChangelogQuery = z.object({
  date_start: z.iso.date({ error: 'bad_date' }).optional(),
  date_end: z.iso.date({ error: 'bad_date' }).optional(),
});

/** GET /users/{login}/mySDS/export */
export const MyFdsExportQuery = z.object({
  zip: z
    .enum(['0', '1', 'true', 'false'], { error: 'not_in_enum' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** POST/DELETE /users/{login}/{profile_type}/customer_codes */
export const CustomerCodeEntry = z.object({
  supplier_name: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
  customer_code: customerCode,
});
export type CustomerCodeEntry = z.output<typeof CustomerCodeEntry>;

/**
 * An order tied to a sheet of the space: a paid order (or one cancelled after payment) one of whose offers spent a
 * credit on the sheet. `reference` is the invoice number (the reference the user has on paper), `offers` the
 * references of the order's offers applied to the sheet (FDS-EXTRACT-STANDARD...), `applied_at` when the credit
 * was spent.
 */
export const MyFdsOrderRef = z.object({
  order_id: z.number(),
  reference: z.string().nullable(),
  status: z.enum(['paid', 'cancelled']),
  ordered_at: z.string(),
  paid_at: z.string().nullable(),
  applied_at: z.string(),
  offers: z.array(z.string()),
});
export type MyFdsOrderRef = z.infer<typeof MyFdsOrderRef>;

/** One row of the space (product-spec §3.4 "My-FDS item" plus what the space knows). */
export const MyFdsItem = z.object({
  iddc: z.string(),
  document_code: z.string(),
  product_name: z.string(),
  product_name_slug: z.string(),
  supplier_name: z.string(),
  supplier_name_slug: z.string(),
  supplier_code: z.string().nullable(),
  revision_date: z.string().nullable(),
  revision_version: z.string().nullable(),
  language: z.string(),
  file: z.string().nullable(),
  myFDS: z.boolean(),
  documents_languages: z.array(z.object({ lang: z.string(), iddc: z.string() })),
  source: z.enum(MY_FDS_SOURCES),
  added_at: z.string(),
  newer_revision: z.boolean(),
  newer_revision_code: z.string().nullable(),
  extraction_status: z.string(),
  /** The reading in words (issue #23): not read yet, queued, being read, read, or why not (reading_problem). */
  reading_state: z.enum(READING_STATES),
  reading_problem: z.enum(READING_PROBLEMS).nullable(),
  conformity: z.array(z.string()),
  internal_reference: z.string().nullable(),
  site: z.string().nullable(),
  storage_location: z.string().nullable(),
  note: z.string().nullable(),
  tools: z.object({ extraction: z.string(), watch_lists: z.array(z.string()) }),
  /** The shop orders whose credits were spent on this sheet (the "orders" tab lists the sheets that have one). */
  orders: z.array(MyFdsOrderRef),
});
export type MyFdsItem = z.infer<typeof MyFdsItem>;

/** One change-log row (product-spec §3.6 "Change log"). */
export const ChangelogRow = z.object({
  document_code: z.string(),
  previous_document_code: z.string(),
  product_name: z.string(),
  supplier_name: z.string(),
  section: z.string(),
  label: z.string(),
  creation_date: z.string(),
  modification_date: z.string(),
  modified_field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
});
export type ChangelogRow = z.infer<typeof ChangelogRow>;

/**
 * A sheet of the change log whose extracted-data changes are (partly) left out at the user's FDS-Extract level of it
 * (issue #14): `level` 'basic' (SafeBox: pictograms and signal word left out) or 'none' (every extracted-data
 * change left out), `changes` how many. The change log answers them in its envelope data `withheld`.
 */
export const ChangelogWithheld = z.object({
  document_code: z.string(),
  product_name: z.string(),
  supplier_name: z.string(),
  level: z.enum(['basic', 'none']),
  changes: z.number(),
});
export type ChangelogWithheld = z.infer<typeof ChangelogWithheld>;

/** One sheet a paid order's credits went to, and where its reading stands (issue #23). */
export const OrderProcessingSheet = z.object({
  document_code: z.string(),
  product_name: z.string(),
  supplier_name: z.string(),
  reading_state: z.enum(READING_STATES),
  reading_problem: z.enum(READING_PROBLEMS).nullable(),
});
export type OrderProcessingSheet = z.infer<typeof OrderProcessingSheet>;

/**
 * The processing of a paid order (product-spec §4 "Order flow": the credits apply to the sheets already present,
 * SafeBox opens if missing, progress shows): which sheets the credits went to and how many are read ("7 of 10").
 * `done` once none waits for the reader; `mailed_at` when the "processed" mail went out.
 */
export const OrderProcessing = z.object({
  order_id: z.number().int(),
  reference: z.string().nullable(),
  paid_at: z.string().nullable(),
  safebox_opened: z.boolean(),
  sheet_count: z.number().int(),
  read: z.number().int(),
  waiting: z.number().int(),
  not_read: z.number().int(),
  done: z.boolean(),
  mailed_at: z.string().nullable(),
  /** The sheets, by product name (the first 500 of a very large order; the counts cover them all). */
  sheets: z.array(OrderProcessingSheet),
});
export type OrderProcessing = z.infer<typeof OrderProcessing>;
