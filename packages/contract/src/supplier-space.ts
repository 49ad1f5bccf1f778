import { z } from 'zod';
import { documentCode, email } from './fields.ts';
import { isValidEan, isValidUfi } from './identifiers.ts';
import { INTERFACE_LANGUAGES, SHEET_LANGUAGES } from './languages.ts';

/**
 * The supplier's space (issue #27): its staff publish their sheets, manage their customer codes and read their
 * statistics. The api-spec shows no supplier route: names follow the catalogue's fields (documents.csv of
 * `npm run import`, snake_case as the other payloads).
 */

/** A sheet's own access (product-spec §6): within the supplier's level (a private supplier has no public sheet). */
export const SUPPLIER_SHEET_ACCESS = ['public', 'private', 'secret'] as const;
export type SupplierSheetAccess = (typeof SUPPLIER_SHEET_ACCESS)[number];

export const SUPPLIER_ROLES = ['admin', 'member'] as const;
export type SupplierRole = (typeof SUPPLIER_ROLES)[number];

/** The importer's file limit (catalogue/import), for the same files. */
export const SUPPLIER_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** PDFs in one upload: more go in another upload (each is read in turn by the user lane). */
export const SUPPLIER_UPLOAD_MAX_FILES = 20;
/** Invitation links stay valid 7 days: the invited person may have to create an account first. */
export const SUPPLIER_INVITATION_TTL_DAYS = 7;

/**
 * Conformity flags of the reader that make publishing ask for confirmation (issue #27: unreadable, wrong language,
 * missing pages; a broken PDF is unreadable too).
 */
export const DRAFT_CONFIRM_FLAGS = ['unreadable', 'badPdf', 'wrongLanguage', 'missingPage'] as const;

/** The importer's rule for a customer code (catalogue/import/import-rows.ts): no spaces or quotes, 240 at most. */
export const CUSTOMER_CODE_FORBIDDEN = /[\s'"`üýÜÝ]/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .nullish()
    .transform((v) => v || null);

const emptyIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The catalogue fields of a sheet, as the supplier confirms them before publishing (prefilled from the reading). */
export const SupplierSheetFields = z.object({
  product_name: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(300, 'too_long'),
  product_code: optionalText(100),
  language: z
    .string({ error: 'params_required' })
    .trim()
    .refine((v) => (SHEET_LANGUAGES as readonly string[]).includes(v), 'not_in_enum'),
  revision_date: z.preprocess(emptyIsNull, z.iso.date({ error: 'bad_date' }).nullish()).transform((v) => v ?? null),
  revision_version: optionalText(40),
  type: z
    .string()
    .trim()
    .max(40, 'too_long')
    .nullish()
    .transform((v) => v || 'SDS'),
  ufi: optionalText(40).refine((v) => v === null || isValidUfi(v), 'wrong_pattern'),
  ean: z.array(z.string().trim().refine(isValidEan, 'wrong_pattern')).max(50, 'too_long').default([]),
  brand: optionalText(200),
  range: optionalText(200),
  regulation: optionalText(100),
  zone: optionalText(100),
  country: z
    .preprocess(
      emptyIsNull,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'bad_country')
        .nullish(),
    )
    .transform((v) => v ?? null),
  cpro: optionalText(40),
  family: optionalText(200),
  access: z.enum(SUPPLIER_SHEET_ACCESS, { error: 'not_in_enum' }),
});
export type SupplierSheetFields = z.output<typeof SupplierSheetFields>;

/** POST /supplier/drafts/{id}/publish: the confirmed fields; `confirm_flags` publishes a flagged sheet anyway. */
export const PublishDraftRequest = SupplierSheetFields.extend({
  confirm_flags: z.boolean().default(false),
  /** The sheet this one replaces (a new revision of that product): its product key is kept. */
  replaces: documentCode.nullish().transform((v) => v ?? null),
});
export type PublishDraftRequest = z.output<typeof PublishDraftRequest>;

export const SheetAccessRequest = z.object({ access: z.enum(SUPPLIER_SHEET_ACCESS, { error: 'not_in_enum' }) });

export const SupplierSheetParams = z.object({ document_code: documentCode });
export const DraftParams = z.object({ id: z.coerce.number({ error: 'bad_number' }).int().positive() });

export const SupplierSheetsQuery = z.object({
  q: z.string().trim().max(100, 'too_long').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Optional fields of an upload (multipart): the sheet to replace, the language the sheets are expected in. */
export const DraftUploadFields = z.object({
  replaces: documentCode.optional(),
  language: z
    .string()
    .trim()
    .refine((v) => (SHEET_LANGUAGES as readonly string[]).includes(v), 'not_in_enum')
    .optional(),
});

export const SupplierInvitationRequest = z.object({
  email,
  role: z.enum(SUPPLIER_ROLES, { error: 'not_in_enum' }).default('member'),
});
export const SupplierInvitationParams = z.object({ supplier_code: z.string().trim().min(1).max(40) });
export const InvitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'wrong_pattern') });

export const SupplierCustomerCodeRequest = z.object({
  code: z
    .string({ error: 'params_required' })
    .trim()
    .min(1, 'params_required')
    .max(240, 'too_long')
    .refine((v) => !CUSTOMER_CODE_FORBIDDEN.test(v), 'bad_customer_code'),
  customer: optionalText(200),
});
export type SupplierCustomerCodeRequest = z.input<typeof SupplierCustomerCodeRequest>;
export const OwnCustomerCodeParams = z.object({ id: z.coerce.number({ error: 'bad_number' }).int().positive() });
/** A CSV of codes: a `code` column (and an optional `customer`), or one code per line without a header. */
export const CustomerCodesImportRequest = z.object({ csv: z.string().min(1, 'params_required').max(2_000_000, 'too_long') });

const perLanguage = z.object(
  Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, optionalText(1000)])) as Record<(typeof INTERFACE_LANGUAGES)[number], ReturnType<typeof optionalText>>,
);
/** The texts of the customer-code stage of the staged search, per interface language (the importer's columns). */
export const CustomerCodeTextsRequest = z.object({ description: perLanguage, help: perLanguage });
export type CustomerCodeTextsRequest = z.input<typeof CustomerCodeTextsRequest>;

export const SupplierStatisticsQuery = z.object({ months: z.coerce.number().int().min(1).max(36).default(12) });

/** One sheet of the supplier's list. */
export interface SupplierSheet {
  iddc: string;
  product_name: string;
  product_code: string | null;
  language: string;
  revision_date: string | null;
  revision_version: string | null;
  access: SupplierSheetAccess;
  last_update: string;
  versions: number;
}

/** A draft with its reading's result and the fields it prefills. */
export interface SupplierDraft {
  id: number;
  file_name: string;
  status: 'draft' | 'published' | 'discarded';
  /** reading: queued or running; read: a reading is stored; failed: the reader could not read it. */
  reading: 'reading' | 'read' | 'failed';
  extraction_status: string | null;
  conformity: string[];
  /** The flags that ask for confirmation before publishing. */
  confirm_flags: string[];
  prefill: SupplierSheetFields;
  replaces: string | null;
  published_iddc: string | null;
  created_at: string;
}
export type SupplierSheetFieldsInput = z.input<typeof SupplierSheetFields>;

export interface SupplierMember {
  login: string;
  name: string;
  role: SupplierRole;
  since: string;
}

export interface SupplierStatisticsRow {
  iddc: string;
  product_name: string;
  language: string;
  month: string;
  consultations: number;
  downloads: number;
}

/**
 * What is wrong with one row of a zip import's documents.csv (POST /supplier/imports, issue #27): the web words it
 * in the user's language from `issue` and `params` (`refused`: `params.code` is the catalogue error the publisher
 * gave); `reason` stays the importer's English text, as `npm run import` prints it.
 */
export const ZIP_IMPORT_ISSUES = [
  'columns',
  'supplierCode',
  'productName',
  'language',
  'revisionDate',
  'ufi',
  'ean',
  'access',
  'fileNotFound',
  'fileTooLarge',
  'notPdf',
  'tooManyRows',
  'refused',
] as const;
export type ZipImportIssue = (typeof ZIP_IMPORT_ISSUES)[number];
export const ZipImportRowError = z.object({
  line: z.number().int(),
  reason: z.string(),
  issue: z.enum(ZIP_IMPORT_ISSUES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ZipImportRowError = z.infer<typeof ZipImportRowError>;
