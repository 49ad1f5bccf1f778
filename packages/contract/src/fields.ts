import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, TITLES } from './constants.ts';
import { DOCUMENT_CODE } from './identifiers.ts';

/**
 * Field rules of product-spec §5, each as a zod schema whose messages are validation message keys
 * (see validation-messages.ts). Payload schemas are built from these.
 */

/** Strips control characters (product-spec §5: passwords). */
export function stripControlCharacters(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

const EMAIL_PATTERN = /^[^\s@"'<>(),;:\\[\]]+@[^\s@"'<>(),;:\\[\]]+\.[a-z]{2,}$/i;

export const email = z
  .string({ error: 'params_required' })
  .trim()
  .min(1, 'params_required')
  .max(100, 'too_long')
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'bad_email');

/** A login: one e-mail, or two separated by a slash; max 100. */
export const login = z
  .string({ error: 'params_required' })
  .trim()
  .min(1, 'params_required')
  .max(100, 'too_long')
  .toLowerCase()
  .refine((v) => v.split('/').length <= 2 && v.split('/').every((part) => EMAIL_PATTERN.test(part.trim())), 'bad_email');

export const loginPassword = z
  .string({ error: 'params_required' })
  .transform(stripControlCharacters)
  .pipe(z.string().min(1, 'params_required').max(PASSWORD_MAX, 'too_long'));

export const newPassword = z
  .string({ error: 'params_required' })
  .transform(stripControlCharacters)
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN, 'password_rules')
      .max(PASSWORD_MAX, 'password_rules')
      .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), 'password_rules'),
  );

const NAME_FORBIDDEN = /[\d,;:!?]/;
function personName(messageKey: 'bad_register_first_name' | 'bad_register_last_name') {
  return z
    .string({ error: messageKey })
    .trim()
    .min(1, messageKey)
    .max(100, messageKey)
    .refine((v) => !NAME_FORBIDDEN.test(v), messageKey);
}
export const firstName = personName('bad_register_first_name');
export const lastName = personName('bad_register_last_name');

export const companyName = z
  .string({ error: 'bad_register_company' })
  .trim()
  .min(1, 'bad_register_company')
  .max(100, 'bad_register_company');

/** Optional free text of at most `max` characters; empty strings count as absent. */
export function optionalText(max = 100) {
  return z
    .string()
    .trim()
    .max(max, 'too_long')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}

export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'bad_country');
export const duns = z.string().trim().regex(/^\d{9}$/, 'bad_duns');
export const siret = z.string().trim().regex(/^\d{14}$/, 'bad_siret');
export const zipcode = z.string().trim().max(10, 'too_long');
export const addressLine = optionalText(100);
export const title = z.enum(TITLES, { error: 'not_in_enum' });
/** International or French phone numbers: digits, spaces, dots, dashes, parentheses, optional leading +. */
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s.\-()]{6,20}$/, 'bad_phone')
  .refine((v) => (v.match(/\d/g) ?? []).length >= 6, 'bad_phone');
export const customerCode = z
  .string({ error: 'params_required' })
  .min(1, 'params_required')
  .max(240, 'bad_customer_code')
  .refine((v) => !/[\s'"`üýÜÝ]/.test(v), 'bad_customer_code');
export const message = z.string().trim().max(1000, 'too_long');
export const token = z.string({ error: 'params_required' }).min(1, 'params_required').max(1000, 'too_long');
export const documentCode = z.string().regex(DOCUMENT_CODE, 'bad_document_code');
export const itemCode = z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'wrong_pattern');
/** Consent sent as a boolean, required even when false (product-spec §5). */
export const consent = z.boolean({ error: 'params_required' });
/** Accepting the terms of use is required to register or log in. */
export const termsAccepted = z.literal(true, { error: 'must_accept_terms' });
