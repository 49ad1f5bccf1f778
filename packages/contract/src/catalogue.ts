import { z } from 'zod';
import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, SEARCH_STAGE_TYPES, SUPPLIER_ACCESS_LEVELS } from './constants.ts';
import { customerCode, documentCode } from './fields.ts';

/** Payloads of the public search and documents calls (api-spec §7), shared by the server and the web. */

const text = (max = 100) => z.string().trim().max(max, 'too_long').optional().transform((v) => (v ? v : undefined));

export const DOCUMENT_SORT_FIELDS = ['relevance', 'product_name', 'revision_date', 'supplier_name', 'language'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];

/** Filters of GET /documents: api-spec §7 plus the page filters of product-spec §2.6. */
export const DocumentsQuery = z.object({
  supplier_name: text(),
  search_value: text(),
  product_name: text(),
  product_code: text(),
  cpro: text(),
  family: text(),
  brand_name: text(),
  product_type: text(),
  ean: text(30),
  customer_code: text(240),
  /** Supplier code (as chosen in the staged search). */
  supplier: text(),
  country: text(),
  brand: text(),
  document_type: text(),
  range: text(),
  regulation: text(),
  zone: text(),
  /** Sheet language; without it, the interface language with the fallback chain of product-spec §9. */
  language: text(5),
  limit: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(SEARCH_PAGE_SIZE_MAX, 'bad_number').default(SEARCH_PAGE_SIZE),
  offset: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(0, 'bad_number').max(100_000, 'bad_number').default(0),
  sort_by: z.enum(['relevance', 'product_name', 'revision_date', 'supplier_name', 'language'], { error: 'not_in_enum' }).default('relevance'),
  sort_direction: z.enum(['asc', 'desc'], { error: 'not_in_enum' }).default('asc'),
});
export type DocumentsQuery = z.infer<typeof DocumentsQuery>;

export const DocumentLanguageRef = z.object({ lang: z.string(), iddc: z.string() });

/** One row of the search result (product-spec §3.4 "Search result row"). */
export const SearchResultRow = z.object({
  iddc: z.string(),
  product_code: z.string().nullable(),
  product_name: z.string(),
  product_name_slug: z.string(),
  supplier_name: z.string(),
  supplier_name_slug: z.string(),
  supplier_code: z.string(),
  revision_date: z.string().nullable(),
  revision_version: z.string().nullable(),
  language: z.string(),
  type: z.string(),
  ufi: z.string().nullable(),
  ufi_consult: z.boolean(),
  rel_ufi: z.string().nullable(),
  last_update: z.string(),
  access: z.enum(['public', 'private']),
  myFDS: z.boolean(),
  conformity: z.array(z.string()),
  documents_languages: z.array(DocumentLanguageRef),
});
export type SearchResultRow = z.infer<typeof SearchResultRow>;

export const SearchStage = z.object({
  name: z.string(),
  value: z.string().nullable(),
  type: z.enum(SEARCH_STAGE_TYPES),
  intro: z.string().nullable(),
  outro: z.string().nullable(),
  customer_code_description: z.string().nullable(),
  help_text: z.string().nullable(),
  mandatory: z.boolean(),
  supplier_code: z.string().nullable(),
  access_level: z.enum(SUPPLIER_ACCESS_LEVELS).nullable(),
  values: z.array(z.object({ code: z.string(), name: z.string(), access_level: z.enum(SUPPLIER_ACCESS_LEVELS) })).optional(),
});
export type SearchStage = z.infer<typeof SearchStage>;

export const SearchStepsQuery = z.object({
  supplier_name: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
});

export const ValuesListQuery = z.object({
  /** Supplier autocomplete: the typed part of the name. */
  supplier_name: text(),
  /** Filter values of one supplier (or of the whole catalogue without it). */
  supplier: text(),
  field: z.enum(['supplier', 'brand', 'range', 'regulation', 'zone', 'country', 'type', 'language'], { error: 'not_in_enum' }).default('supplier'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** GET /documents/verify_customer_code: empty is refused (params_required); skipping is done by not calling. */
export const VerifyCustomerCodeQuery = z.object({
  supplier_code: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
  customer_code: customerCode,
});

export const DocumentCodeParams = z.object({ document_code: documentCode });

export const PreviewQuery = z.object({
  /** download=1 answers with Content-Disposition: attachment. */
  download: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const QrCodeQuery = z.object({
  format: z.enum(['png', 'svg'], { error: 'not_in_enum' }).default('png'),
  size: z.coerce.number().int().min(64).max(1024).default(256),
});

export const MigrationStatusQuery = z.object({ levelKey: z.string().max(100).optional() });
export const MigrationStatusParams = z.object({
  account: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
});

export const SupplierProductParams = z.object({
  supplier_code: z.string().trim().min(1, 'params_required').max(100, 'too_long'),
  product_code: z.string().trim().min(1, 'params_required').max(100, 'too_long'),
});
