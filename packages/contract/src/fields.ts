import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, TITLES } from './constants.ts';
import { DOCUMENT_CODE, SAFEBOX_CONTRACT_ID } from './identifiers.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Field rules of product-spec §5, each as a zod schema whose messages are validation message keys
 * (see validation-messages.ts). Payload schemas are built from these.
 */

/** Strips control characters (product-spec §5: passwords). */
export function stripControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

/**
 * A standard address pattern (the HTML living standard's, made stricter): dot-separated atoms before the @,
 * dot-separated DNS labels after it, and a top-level domain of letters. The slash is left out of the local part
 * because a login joins two addresses with one.
 */
export const EMAIL_PATTERN = /^[a-z0-9!#$%&'*+=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Maximum length of an e-mail address and of a login (product-spec §5: other text fields max 100). */
export const EMAIL_MAX = 100;

export const email = z
  .string({ error: 'bad_email' })
  .trim()
  .min(1, 'params_required')
  .max(EMAIL_MAX, 'too_long')
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'bad_email');

/** An optional e-mail (backup address, SafeBox copy): empty means absent. */
export const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'too_long')
  .toLowerCase()
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'bad_email')
  .nullish()
  .transform((v) => v || null);

/** A login: one e-mail, or two separated by a slash; max 100. Spaces around the slash are dropped. */
export const login = z
  .string({ error: 'bad_email' })
  .trim()
  .min(1, 'params_required')
  .max(EMAIL_MAX, 'too_long')
  .toLowerCase()
  .refine((v) => {
    const parts = v.split('/').map((part) => part.trim());
    return parts.length <= 2 && parts.every((part) => EMAIL_PATTERN.test(part));
  }, 'bad_email')
  .transform((v) =>
    v
      .split('/')
      .map((part) => part.trim())
      .join('/'),
  );

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
      // Any script's lower- and upper-case letters count (an accented É is an uppercase letter).
      .refine((v) => /\p{Ll}/u.test(v) && /\p{Lu}/u.test(v) && /\d/.test(v), 'password_rules')
      // The commonest passwords that pass the rule above (issue #22).
      .refine((v) => !isCommonPassword(v), 'password_common'),
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

export const companyName = z.string({ error: 'bad_register_company' }).trim().min(1, 'bad_register_company').max(100, 'bad_register_company');

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
  .string({ error: 'bad_country' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'bad_country');
export const duns = z
  .string({ error: 'bad_duns' })
  .trim()
  .regex(/^\d{9}$/, 'bad_duns');
export const siret = z
  .string({ error: 'bad_siret' })
  .trim()
  .regex(/^\d{14}$/, 'bad_siret');
export const zipcode = z.string().trim().max(10, 'too_long');
export const addressLine = optionalText(100);
/** Department and position: max 300 (product-spec §5). */
export const departmentOrPosition = optionalText(300);
/**
 * A choice the user must make from a list (a select): left empty it is "required" (the placeholder was kept), any
 * other value outside the list "not offered" (product-spec §8 validation texts).
 */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'params_required' : 'not_in_enum') });
export const title = requiredChoice(TITLES);
const PHONE_PATTERN = /^\+?[\d\s.\-()]{6,20}$/;
function isPhone(v: string): boolean {
  return PHONE_PATTERN.test(v) && (v.match(/\d/g) ?? []).length >= 6;
}
/** International or French phone numbers: digits, spaces, dots, dashes, parentheses, optional leading +. */
export const phone = z.string({ error: 'bad_phone' }).trim().refine(isPhone, 'bad_phone');

/**
 * Optional variants for forms where the field may be left empty: an empty string, null or a missing field all
 * become null; anything else must follow the rule. (Written as "pattern or empty" so the message key of the rule
 * is kept and the OpenAPI document still shows the pattern.)
 */
export const optionalCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:[A-Z]{2})?$/, 'bad_country')
  .nullish()
  .transform((v) => v || null);
export const optionalDuns = z
  .string()
  .trim()
  .regex(/^(?:\d{9})?$/, 'bad_duns')
  .nullish()
  .transform((v) => v || null);
export const optionalSiret = z
  .string()
  .trim()
  .regex(/^(?:\d{14})?$/, 'bad_siret')
  .nullish()
  .transform((v) => v || null);
export const optionalZipcode = optionalText(10);
export const optionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhone(v), 'bad_phone')
  .nullish()
  .transform((v) => v || null);
export const optionalTitle = z
  .union([z.enum(TITLES), z.literal(''), z.null()], { error: 'not_in_enum' })
  .optional()
  .transform((v) => v || null);
export const safeboxContractIdentifier = z.string().trim().regex(SAFEBOX_CONTRACT_ID, 'wrong_pattern');
export const customerCode = z
  .string({ error: 'params_required' })
  .min(1, 'params_required')
  .max(240, 'bad_customer_code')
  .refine((v) => !/[\s'"`üýÜÝ]/.test(v), 'bad_customer_code');
export const message = z.string().trim().max(1000, 'too_long');
export const token = z.string({ error: 'params_required' }).min(1, 'params_required').max(1000, 'too_long');
export const documentCode = z.string().regex(DOCUMENT_CODE, 'bad_document_code');
export const itemCode = z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'wrong_pattern');
/**
 * Option of a check across fields (two entries that must match, a backup address that must differ): zod skips an
 * object's refinements once any field has an issue, so 'Your passwords are not identical' only showed after every
 * other field was right. With it the check runs as soon as the fields it compares are valid themselves.
 */
export function whenValid(...names: string[]) {
  return { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => names.includes(String(issue.path?.[0]))) };
}
/** Consent sent as a boolean, required even when false (product-spec §5). */
export const consent = z.boolean({ error: 'params_required' });
/** Accepting the terms of use is required to register or log in. */
export const termsAccepted = z.literal(true, { error: 'must_accept_terms' });
