import { z } from 'zod';
import * as f from './fields.ts';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './languages.ts';
import { ORDER_STATUSES } from './shop.ts';

/**
 * The back office's catalogue side (issue #26): suppliers and their customer codes, sheets, orders with refunds,
 * the regulatory lists' preview. The spec shows none of these calls ("server-side permission rules: not shown"), so
 * the paths and fields are ours, named like the rest of the API (snake_case, the supplier's spec'd field names).
 */

const ACCESS_LEVELS = ['public', 'private', 'mixed'] as const;
export const SHEET_ACCESSES = ['public', 'private', 'secret'] as const;
export type SheetAccessLevel = (typeof SHEET_ACCESSES)[number];

/** One text per interface language, each optional (an empty text means "use the default text"). */
const perLanguage = (max: number) =>
  z.object(
    Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, z.string().trim().max(max, 'too_long').optional()])) as Record<
      InterfaceLanguage,
      z.ZodOptional<z.ZodString>
    >,
  );

/** An absolute http(s) address, or null. */
const optionalHttpUrl = z
  .string()
  .trim()
  .max(500, 'too_long')
  .nullable()
  .optional()
  .refine((v) => !v || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'wrong_pattern')
  .transform((v) => (v ? v : null));

export const SupplierContact = z.object({
  name: f.optionalText(100),
  email: f.optionalEmail,
  phone: f.optionalText(30),
  address: f.optionalText(300),
});

/** GET /admin/suppliers: a name or code to look for (every supplier when empty), a page of 50. */
export const AdminSupplierQuery = z.object({
  q: z.string().trim().max(100, 'too_long').optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const AdminSupplier = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  access_level: z.enum(ACCESS_LEVELS),
  member: z.boolean(),
  migrated: z.boolean(),
  redirect_url: z.string().nullable(),
  contact: z.record(z.string(), z.string().nullable()),
  customer_code_description: z.record(z.string(), z.string()),
  customer_code_help: z.record(z.string(), z.string()),
  document_count: z.number(),
  customer_code_count: z.number(),
});
export type AdminSupplier = z.infer<typeof AdminSupplier>;

/** PUT /admin/suppliers/{code}: the fields an administrator edits; absent fields are left as they are. */
export const AdminSupplierUpdate = z.object({
  access_level: z.enum(ACCESS_LEVELS, { error: 'not_in_enum' }).optional(),
  member: z.boolean().optional(),
  migrated: z.boolean().optional(),
  redirect_url: optionalHttpUrl,
  contact: SupplierContact.optional(),
  customer_code_description: perLanguage(500).optional(),
  customer_code_help: perLanguage(2000).optional(),
});
export type AdminSupplierUpdate = z.output<typeof AdminSupplierUpdate>;

export const SupplierCodeParams = z.object({ code: z.string().trim().min(1).max(100) });

/** A customer code as staff see it: who it was issued to and how many accounts hold it. */
export const AdminCustomerCode = z.object({
  id: z.number(),
  code: z.string(),
  customer: z.string().nullable(),
  created_at: z.string(),
  holders: z.number(),
});
export type AdminCustomerCode = z.infer<typeof AdminCustomerCode>;

export const CUSTOMER_CODE_MAX = 100;
const customerCode = z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(CUSTOMER_CODE_MAX, 'too_long');

/** POST /admin/suppliers/{code}/customer_codes. */
export const CustomerCodeCreate = z.object({ code: customerCode, customer: f.optionalText(200) });
export type CustomerCodeCreate = z.output<typeof CustomerCodeCreate>;

/** POST /admin/suppliers/{code}/customer_codes/import: CSV text, one code a line, optionally `code;customer`. */
export const CustomerCodeImport = z.object({ csv: z.string({ error: 'params_required' }).min(1, 'params_required').max(2_000_000, 'too_long') });
export const CUSTOMER_CODE_IMPORT_MAX_ROWS = 20_000;

export const CustomerCodeParams = z.object({ code: z.string().trim().min(1).max(100), id: z.coerce.number().int().positive() });

// ---------------------------------------------------------------------------------------------------- sheets

export const SHEET_STATES = ['live', 'deleted', 'all'] as const;

/** GET /admin/sheets: by code, product name, product code or supplier; secret and deleted sheets included. */
export const AdminSheetQuery = z.object({
  q: z.string().trim().max(200, 'too_long').optional(),
  supplier: z.string().trim().max(100).optional(),
  access: z.enum(SHEET_ACCESSES).optional(),
  state: z.enum(SHEET_STATES).default('all'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const AdminSheet = z.object({
  id: z.number(),
  iddc: z.string(),
  product_name: z.string(),
  product_code: z.string().nullable(),
  language: z.string(),
  revision_date: z.string().nullable(),
  supplier_code: z.string(),
  supplier_name: z.string(),
  access: z.enum(SHEET_ACCESSES),
  is_latest: z.boolean(),
  deleted_at: z.string().nullable(),
  extraction_status: z.string().nullable(),
  extraction_error: z.string().nullable(),
  file_pages: z.number().nullable(),
  file_url: z.string(),
});
export type AdminSheet = z.infer<typeof AdminSheet>;

/** GET /admin/sheets/{code}: the sheet with the reader's output (the stored reading, as the reader wrote it). */
export const AdminSheetDetail = AdminSheet.extend({
  reader_version: z.string().nullable(),
  reading: z.unknown().nullable(),
});
export type AdminSheetDetail = z.infer<typeof AdminSheetDetail>;

export const SheetCodeParams = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{7}-\d{5}-\d{5}-\d{6}$/, 'wrong_pattern'),
});

export const SheetAccessUpdate = z.object({ access: z.enum(SHEET_ACCESSES, { error: 'not_in_enum' }) });

/** POST /admin/sheets/reextract: the sheets to read again (one, or a selection of the list). */
export const SHEET_REEXTRACT_MAX = 500;
export const SheetReextract = z.object({
  codes: z
    .array(z.string().regex(/^\d{7}-\d{5}-\d{5}-\d{6}$/, 'wrong_pattern'))
    .min(1, 'params_required')
    .max(SHEET_REEXTRACT_MAX, 'too_long'),
});

// ---------------------------------------------------------------------------------------------------- orders

/** GET /admin/orders: by order number, customer e-mail or company, and status. */
export const AdminOrderQuery = z.object({
  q: z.string().trim().max(100, 'too_long').optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const AdminInvoiceRef = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issued_at: z.string(),
  ready: z.boolean(),
});

export const AdminOrder = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  login: z.string(),
  company_name: z.string().nullable(),
  total_et: z.number(),
  total_vat: z.number(),
  total_it: z.number(),
  provider: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminRefund = z.object({
  id: z.number(),
  kind: z.enum(['refund', 'cancel']),
  amount: z.number(),
  reason: z.string(),
  staff_login: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  created_at: z.string(),
});

export const AdminOrderDetail = AdminOrder.extend({
  lines: z.array(z.object({ tool_label: z.string(), option: z.string(), quantity: z.number(), et_price: z.number() })),
  billing: z.record(z.string(), z.unknown()),
  vat_rate: z.number(),
  vat_mode: z.string(),
  payment_intent_id: z.string().nullable(),
  failure: z.string().nullable(),
  invoices: z.array(AdminInvoiceRef),
  refunds: z.array(AdminRefund),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const OrderIdParams = z.object({ id: z.coerce.number().int().positive() });
export const InvoiceIdParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /admin/orders/{id}/refund and /cancel: why (kept with the refund and in the audit log). */
export const OrderRefundRequest = z.object({
  reason: z.string({ error: 'params_required' }).trim().min(3, 'too_short').max(500, 'too_long'),
});

// ---------------------------------------------------------------------------------------------------- lists

/** One entry that enters, leaves or changes with a new list version (the preview shows at most LIST_PREVIEW_MAX). */
export const ListChange = z.object({
  change: z.enum(['entered', 'left', 'changed']),
  entry_key: z.string(),
  name: z.string().nullable(),
  cas: z.string().nullable(),
  ec: z.string().nullable(),
});
export type ListChange = z.infer<typeof ListChange>;
export const LIST_PREVIEW_MAX = 500;
