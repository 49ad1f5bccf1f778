import { z } from 'zod';
import { fields } from '@openfds/contract';

/**
 * Form schemas of the account screens, built from the field rules of packages/contract (product-spec §5) so
 * that the web and the server validate alike. Messages are validation message keys.
 */
const emptyOr = <S extends z.ZodType<string, string>>(schema: S) => z.union([z.literal(''), schema]);

export const loginForm = z.object({
  login: fields.login,
  password: fields.loginPassword,
  terms: fields.termsAccepted,
});

export const registerForm = z
  .object({
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    email_confirm: z.string().trim().toLowerCase(),
    company_name: fields.companyName,
    country_code: fields.countryCode,
    address1: z.string().trim().max(100, 'too_long'),
    zipcode: emptyOr(fields.zipcode),
    city: z.string().trim().max(100, 'too_long'),
    duns: emptyOr(fields.duns),
    siret: emptyOr(fields.siret),
    want_safebox: z.boolean(),
    qsds_consent: fields.consent,
    terms: fields.termsAccepted,
  })
  .refine((v) => v.email === v.email_confirm, { path: ['email_confirm'], message: 'emails_differ' });

export const freeConsultForm = z.object({
  first_name: fields.firstName,
  last_name: fields.lastName,
  company_name: fields.companyName,
  email: fields.email,
  qsds_consent: fields.consent,
  terms: fields.termsAccepted,
});

export const newPasswordForm = z
  .object({ password: fields.newPassword, password_confirm: z.string() })
  .refine((v) => v.password === fields.stripControlCharacters(v.password_confirm), { path: ['password_confirm'], message: 'passwords_differ' });

export const forgotPasswordForm = z.object({ login: fields.login });

export const changeEmailForm = z
  .object({ email: fields.email, email_confirm: z.string().trim().toLowerCase() })
  .refine((v) => v.email === v.email_confirm, { path: ['email_confirm'], message: 'emails_differ' });

export const confirmEmailForm = z.object({ password: fields.loginPassword });

export const profileForm = z
  .object({
    title: fields.title,
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: z.string(),
    email_rescue: emptyOr(fields.email),
    company_name: fields.companyName,
    country_code: fields.countryCode,
    address1: z.string().trim().max(100, 'too_long'),
    address2: z.string().trim().max(100, 'too_long'),
    address3: z.string().trim().max(100, 'too_long'),
    zipcode: emptyOr(fields.zipcode),
    city: z.string().trim().max(100, 'too_long'),
    state: z.string().trim().max(100, 'too_long'),
    duns: emptyOr(fields.duns),
    siret: emptyOr(fields.siret),
    department: z.string().trim().max(300, 'too_long'),
    position: z.string().trim().max(300, 'too_long'),
    phone_office: emptyOr(fields.phone),
    eu_vat_number: z.string().trim().max(100, 'too_long'),
    qsds_consent: z.boolean(),
  })
  .refine((v) => !v.email_rescue || v.email_rescue !== v.email.toLowerCase(), { path: ['email_rescue'], message: 'email_rescue_same' });

/** Empty strings become null in the payloads (optional fields). */
export function nullIfEmpty<T extends Record<string, unknown>>(values: T): { [K in keyof T]: T[K] | null } {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v])) as { [K in keyof T]: T[K] | null };
}
