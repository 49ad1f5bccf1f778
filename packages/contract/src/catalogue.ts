import { z } from 'zod';
import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, SEARCH_STAGE_TYPES, SUPPLIER_ACCESS_LEVELS } from './constants.ts';
import { customerCode, documentCode } from './fields.ts';
import type { InterfaceLanguage } from './languages.ts';

/** Payloads of the public search and documents calls (api-spec §7), shared by the server and the web. */

const text = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .optional()
    .transform((v) => (v ? v : undefined));

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
  /** The customer-code rule of product-spec §5 (max 240, no spaces, quotes, ü, ý): a malformed code is a field error, not a failed guess. */
  customer_code: text(240).pipe(customerCode.optional()),
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

/**
 * Columns of a result page with their titles (product-spec §3.4 "Result page statistics: ... column codes and
 * titles"), given in the data of GET /documents in the request's language.
 */
export const SEARCH_RESULT_COLUMNS = ['product_name', 'product_code', 'supplier_name', 'revision_date', 'revision_version', 'language', 'type'] as const;
export type SearchResultColumn = (typeof SEARCH_RESULT_COLUMNS)[number];
export const SEARCH_RESULT_COLUMN_TITLES: Record<InterfaceLanguage, Record<SearchResultColumn, string>> = {
  fr: {
    product_name: 'Produit',
    product_code: 'Code produit',
    supplier_name: 'Fournisseur',
    revision_date: 'Date de révision',
    revision_version: 'Version',
    language: 'Langue',
    type: 'Type',
  },
  en: {
    product_name: 'Product',
    product_code: 'Product code',
    supplier_name: 'Supplier',
    revision_date: 'Revision date',
    revision_version: 'Version',
    language: 'Language',
    type: 'Type',
  },
  de: {
    product_name: 'Produkt',
    product_code: 'Produktcode',
    supplier_name: 'Lieferant',
    revision_date: 'Überarbeitungsdatum',
    revision_version: 'Version',
    language: 'Sprache',
    type: 'Typ',
  },
  it: {
    product_name: 'Prodotto',
    product_code: 'Codice prodotto',
    supplier_name: 'Fornitore',
    revision_date: 'Data di revisione',
    revision_version: 'Versione',
    language: 'Lingua',
    type: 'Tipo',
  },
};

/** The statistics of a result page (data of GET /documents). */
export interface SearchPageStats {
  itemsCount: number;
  /** False when the count is an estimate (broad product-name search) or stopped at the cap. */
  itemsCountExact: boolean;
  pagesCount: number;
  pageCurrent: number;
  /** Sheet language the results are in (after the fallback chain), null when every language was searched. */
  language: string | null;
  /** True when the words were matched with spelling tolerance. */
  tolerant: boolean;
}

/** The sheet page's data (item of GET /documents/{document_code}). */
export const DocumentDetails = z.object({
  iddc: z.string(),
  requested_iddc: z.string(),
  superseded: z.boolean(),
  product_name: z.string(),
  product_name_slug: z.string(),
  product_code: z.string().nullable(),
  supplier_code: z.string(),
  supplier_name: z.string(),
  supplier_name_slug: z.string(),
  revision_date: z.string().nullable(),
  revision_version: z.string().nullable(),
  language: z.string(),
  type: z.string(),
  ufi: z.string().nullable(),
  ean: z.array(z.string()),
  brand: z.string().nullable(),
  range: z.string().nullable(),
  regulation: z.string().nullable(),
  zone: z.string().nullable(),
  country: z.string().nullable(),
  cpro: z.string().nullable(),
  family: z.string().nullable(),
  // 'secret' (a my-FDS upload) is seen by staff only (issue #26): the reply check found it outside the enum (issue #29).
  access: z.enum(['public', 'private', 'secret']),
  /** Not in api-spec: true for a sheet the caller uploaded to their my-FDS space (seen by them alone, issue #23). */
  own_upload: z.boolean().optional(),
  last_update: z.string(),
  file_size: z.number().nullable(),
  file_pages: z.number().nullable(),
  permanent_url: z.string(),
  documents_languages: z.array(DocumentLanguageRef),
  other_documents: z.array(
    z.object({ iddc: z.string(), product_name: z.string(), product_name_slug: z.string(), language: z.string(), revision_date: z.string().nullable() }),
  ),
  /**
   * The search row's myFDS flag (api-spec "Search result document") on the sheet: whether the sheet is in the caller's
   * my-FDS space. Given to a logged-in caller only (absent for a visitor, whose page has no add/remove control).
   */
  myFDS: z.boolean().optional(),
});
export type DocumentDetails = z.infer<typeof DocumentDetails>;
