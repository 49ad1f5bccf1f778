import { z } from 'zod';
import * as f from './fields.ts';

/**
 * Issue #27 part 2: deliveries, sends with proof, and the integrators' API keys. Server, OpenAPI and the web's forms
 * validate with these schemas. The spec names none of these payloads: the field names follow the API's snake_case.
 */

/** A send reaches the customers who received the product within this many months before the publication (§9). */
export const DELIVERY_SEND_MONTHS = 12;
/** Rows of one deliveries import (CSV or JSON): a larger file is split by the supplier. */
export const DELIVERIES_MAX_ROWS = 5000;
/** The CSV columns of a deliveries import (header row; `customer_code` or `email` on each line). */
export const DELIVERY_CSV_COLUMNS = ['customer_code', 'email', 'product_code', 'delivered_on'] as const;

const isoDate = z
  .string({ error: 'params_required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'wrong_pattern')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'wrong_pattern');

/** One delivery: who (a customer code of the supplier, or an e-mail address), which product (its code), when. */
export const DeliveryInput = z
  .object({
    customer_code: z.string().trim().max(100, 'too_long').optional().default(''),
    email: f.optionalEmail,
    product_code: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(200, 'too_long'),
    delivered_on: isoDate,
  })
  .refine((d) => (d.customer_code === '') !== (d.email === null), { message: 'delivery_customer_required', path: ['customer_code'] });
export type DeliveryInput = z.output<typeof DeliveryInput>;

export const DeliveriesImport = z.object({
  deliveries: z.array(z.unknown()).min(1, 'params_required').max(DELIVERIES_MAX_ROWS, 'too_long'),
});

/** A CSV import: the file's text (UTF-8, header row with DELIVERY_CSV_COLUMNS; `,` or `;` separated). */
export const DeliveriesCsvImport = z.object({
  csv: z.string({ error: 'params_required' }).min(1, 'params_required').max(2_000_000, 'too_long'),
});

export const Delivery = z.object({
  id: z.number(),
  customer_code: z.string().nullable(),
  email: z.string().nullable(),
  product_code: z.string(),
  delivered_on: z.string(),
});

export const DeliveriesQuery = z.object({
  product_code: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const SendEventName = z.enum(['sent', 'deposited', 'opened', 'downloaded']);

/** One send of a revision to one recipient, with what the archive proves about it. */
export const SupplierSend = z.object({
  id: z.number(),
  document_code: z.string(),
  product_name: z.string(),
  email: z.string(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  events: z.array(z.object({ event: SendEventName, at: z.string(), detail: z.string() })),
});

export const SendsQuery = z.object({
  document_code: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const SendIdParams = z.object({ id: z.coerce.number().int().positive('wrong_pattern') });
export const SendTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'wrong_pattern') });

/** What the personal link of a send shows its recipient. */
export const ReceivedSheet = z.object({
  product_name: z.string(),
  supplier_name: z.string(),
  revision_date: z.string().nullable(),
  document_code: z.string(),
  sha256: z.string(),
  file_url: z.string(),
});

/** API keys (issue #27): a name, a scope, and optionally the address where the supplier's webhooks go. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export const ApiKeyCreate = z.object({
  name: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(100, 'too_long'),
  scope: z.enum(API_KEY_SCOPES, { error: 'not_in_enum' }),
  webhook_url: z
    .string()
    .trim()
    .max(500, 'too_long')
    .refine((v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v), 'wrong_pattern')
    .nullish()
    .transform((v) => v || null),
});
export type ApiKeyCreate = z.output<typeof ApiKeyCreate>;

export const ApiKeyItem = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  supplier_key: z.boolean(),
  key_prefix: z.string(),
  webhook_url: z.string().nullable(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  /** Only in the reply of the creation: the key itself, never shown again (only its SHA-256 is kept). */
  key: z.string().optional(),
  /** Only in the reply of the creation, with a webhook: the secret that signs its bodies (HMAC-SHA256). */
  webhook_secret: z.string().optional(),
});

/**
 * A supplier key as the supplier's admin sees it (GET /supplier/api_keys, issue #27): every member's keys that act
 * for the supplier, with who made it; personal keys of the members stay their own and are not listed.
 */
export const SupplierApiKeyItem = ApiKeyItem.omit({ key: true, webhook_secret: true }).extend({
  owner_login: z.string(),
  owner_name: z.string().nullable(),
});
export type SupplierApiKeyItem = z.infer<typeof SupplierApiKeyItem>;

export const ApiKeyIdParams = z.object({ id: z.coerce.number().int().positive('wrong_pattern') });

/** The header carrying a webhook body's signature: `sha256=<hex HMAC-SHA256 of the raw body with the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-openfds-signature';
export const WEBHOOK_EVENTS = ['sheet.published', 'sheet.superseded'] as const;

// The access of one sheet set through the API: SheetAccessUpdate of admin-catalogue.ts, one schema for staff,
// suppliers and integrators (kept within the supplier's level: catalogue effectiveAccess).

/**
 * A sheet published through the API (issue #27, write keys): the catalogue's fields and the PDF as base64. The same
 * revision and supersession rules as `npm run import` (the catalogue's publisher).
 */
export const ApiSheetPublish = z.object({
  product_name: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(300, 'too_long'),
  product_code: z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(200, 'too_long'),
  language: z
    .string({ error: 'params_required' })
    .trim()
    .regex(/^[a-z]{2}$/, 'wrong_pattern'),
  revision_date: isoDate,
  revision_version: z
    .string()
    .trim()
    .max(50, 'too_long')
    .nullish()
    .transform((v) => v || null),
  type: z.string().trim().max(20, 'too_long').optional().default('SDS'),
  ean: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{8,14}$/, 'wrong_pattern'),
    )
    .max(50, 'too_long')
    .optional()
    .default([]),
  ufi: z
    .string()
    .trim()
    .max(20, 'too_long')
    .nullish()
    .transform((v) => v || null),
  access: z.enum(['public', 'private', 'secret'], { error: 'not_in_enum' }).optional().default('public'),
  file_base64: z.string({ error: 'params_required' }).min(8, 'params_required').max(28_000_000, 'too_long'),
});
export type ApiSheetPublish = z.output<typeof ApiSheetPublish>;

export const PublishedSheet = z.object({ status: z.enum(['created', 'revised', 'updated', 'unchanged']), document_code: z.string() });
