import { z } from 'zod';
import * as f from './fields.ts';
import { SAFEBOX_CONTRACT_ID } from './identifiers.ts';

/**
 * SafeBox, the free membership (issue #13; product-spec §1, §3.6 "SafeBox subscription", §4 "SafeBox", §5;
 * api-spec §7 POST /users/{login}/safebox and POST /signatures/safebox). Server and web validate with these.
 */

/** Days the user has to return the signed contract (safebox_max_return_date = request date + this). */
export const SAFEBOX_RETURN_DAYS = 30;
/** The reminder mail leaves this many days before the deadline. */
export const SAFEBOX_REMINDER_DAYS = 5;
/** The status block lists the deposits of the last this-many days. */
export const SAFEBOX_DEPOSITS_WINDOW_DAYS = 30;
/** Issue #22 item 8: "mail it again" at most this many times per contract, and not twice within the interval. */
export const SAFEBOX_RESEND_MAX = 5;
export const SAFEBOX_RESEND_INTERVAL_MINUTES = 10;
/** Confirmation links mailed to new copy addresses (safebox_cc) per account per day; past it no link leaves. */
export const SAFEBOX_CC_LINKS_PER_DAY = 3;

/**
 * SIRET check: 14 digits whose Luhn sum is a multiple of 10. La Poste's establishments (SIREN 356000000) are
 * numbered past what Luhn allows: theirs is valid when the plain sum of the 14 digits is a multiple of 5.
 */
export function isValidSiret(raw: string): boolean {
  const siret = raw.replace(/\s+/g, '');
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith('356000000')) {
    // La Poste's head office 35600000000048 follows Luhn; its other establishments follow the sum rule.
    return luhnValid(siret) || siret.split('').reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  }
  return luhnValid(siret);
}

/** Luhn: from the right, every second digit doubled (minus 9 past 9); the total is a multiple of 10. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** DUNS: 9 digits (D&B gives no public check digit). */
export function isValidDuns(raw: string): boolean {
  return /^\d{9}$/.test(raw.trim());
}

export function isSafeboxContractIdentifier(raw: string): boolean {
  return SAFEBOX_CONTRACT_ID.test(raw);
}

/** The SafeBox form's SIRET: 14 digits (bad_siret), then its check (bad_siret_check). Spaces are dropped. */
export const safeboxSiret = z
  .string({ error: 'bad_siret' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{14}$/, { error: 'bad_siret', abort: true })
      .refine(isValidSiret, 'bad_siret_check'),
  );

/** A French postal code (SafeBox is for companies with a SIRET). */
export const frenchZipcode = z
  .string({ error: 'bad_zipcode' })
  .trim()
  .regex(/^\d{5}$/, 'bad_zipcode');

const requiredText = (max = 100) => z.string({ error: 'params_required' }).trim().min(1, 'params_required').max(max, 'too_long');

/** POST /users/{login}/safebox: the subscription form (product-spec §3.6, §5). */
export const SafeboxRequest = z.object({
  /** The exact company name, compared with the registry (or the account's company name). */
  company_name: f.companyName,
  siret: safeboxSiret,
  duns: z
    .string({ error: 'bad_duns' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, 'bad_duns')),
  address1: requiredText(100),
  address2: f.addressLine,
  zipcode: frenchZipcode,
  city: requiredText(100),
  /** Copy of the SafeBox mails (product-spec §3.2 safebox_cc); empty means none. */
  safebox_cc: f.optionalEmail,
  /** The acceptance box of the contract's terms. */
  accept_terms: z.literal(true, { error: 'must_accept_safebox_terms' }),
});
export type SafeboxRequest = z.output<typeof SafeboxRequest>;
export type SafeboxRequestInput = z.input<typeof SafeboxRequest>;

/** POST /signatures/safebox. */
export const SafeboxSignatureRequest = z.object({ contract_identifier: f.safeboxContractIdentifier });
export type SafeboxSignatureRequest = z.output<typeof SafeboxSignatureRequest>;

export const SafeboxContractParams = z.object({ contract_identifier: f.safeboxContractIdentifier });

/** Where the membership stands (product-spec §4 SafeBox). */
export const SAFEBOX_STATES = ['none', 'waiting', 'member', 'lapsed', 'left'] as const;
export type SafeboxState = (typeof SAFEBOX_STATES)[number];

/**
 * How the company name was checked: 'sirene' = the French Sirene registry answered for this SIRET;
 * 'account_name' = no registry is configured, the name was compared with the account's company name only.
 */
export const COMPANY_CHECKS = ['sirene', 'account_name'] as const;
export type CompanyCheck = (typeof COMPANY_CHECKS)[number];

export const SafeboxDeposit = z.object({
  document_code: z.string(),
  product_name: z.string(),
  supplier_name: z.string(),
  deposited_at: z.string(),
  /** Extraction state of the sheet (product-spec §4 Extraction status), null when never read. */
  extraction_status: z.string().nullable(),
});
export type SafeboxDeposit = z.infer<typeof SafeboxDeposit>;

/** GET /users/{login}/safebox (ours): the status block of the profile and the tool pages. */
export const SafeboxStatus = z.object({
  state: z.enum(SAFEBOX_STATES),
  /** Free tools in full: true once the signed contract is received (see the module README). */
  free_tools_active: z.boolean(),
  contract_identifier: z.string().nullable(),
  company_name: z.string().nullable(),
  siret: z.string().nullable(),
  duns: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  safebox_cc: z.string().nullable(),
  /**
   * Issue #22 item 8: the copy address gets the contract mails only once its owner confirmed it through the link
   * mailed to it ('asked'); 'confirmed' then; 'not_asked' when no link could leave (the day's limit reached).
   */
  safebox_cc_status: z.enum(['none', 'asked', 'confirmed', 'not_asked']),
  company_check: z.enum(COMPANY_CHECKS).nullable(),
  /** Contract sent date (first sending), and the last time it was sent again. */
  contract_sent_at: z.string().nullable(),
  contract_last_sent_at: z.string().nullable(),
  safebox_max_return_date: z.string().nullable(),
  /** Contract received date. */
  safebox_signed_contract_return_date: z.string().nullable(),
  receipt: z.enum(['online', 'paper']).nullable(),
  /** The paid order that opened the membership (product-spec §4 "Order flow"), null for a contract membership. */
  opened_by_order: z.number().nullable(),
  deposits: z.array(SafeboxDeposit),
  /** Sheets of the space being read (extraction in progress). */
  processing: z.number(),
});
export type SafeboxStatus = z.infer<typeof SafeboxStatus>;

/** POST /safebox/cc_confirmation (ours): the token of the link mailed to a copy address. */
export const SafeboxCcConfirmationRequest = z.object({ token: z.string().min(20).max(200) });
export type SafeboxCcConfirmationRequest = z.infer<typeof SafeboxCcConfirmationRequest>;

/** Its answer: whose contract the confirmed address will now receive. */
export const SafeboxCcConfirmation = z.object({ company_name: z.string(), safebox_cc: z.string() });
export type SafeboxCcConfirmation = z.infer<typeof SafeboxCcConfirmation>;

/** GET /admin/safebox (ours, admin): the requests and memberships, newest first, for the back office. */
export const SAFEBOX_CONTRACT_STATUSES = ['waiting', 'signed', 'lapsed', 'cancelled', 'left'] as const;
export const SafeboxAdminQuery = z.object({
  status: z.enum(SAFEBOX_CONTRACT_STATUSES, { error: 'not_in_enum' }).optional(),
  limit: z.coerce.number({ error: 'bad_number' }).int('bad_number').min(1, 'bad_number').max(500, 'bad_number').default(100),
});
export const SafeboxAdminItem = z.object({
  contract_identifier: z.string(),
  login: z.string(),
  status: z.enum(SAFEBOX_CONTRACT_STATUSES),
  company_name: z.string(),
  siret: z.string(),
  company_check: z.enum(COMPANY_CHECKS),
  contract_sent_at: z.string(),
  safebox_max_return_date: z.string(),
  safebox_signed_contract_return_date: z.string().nullable(),
  receipt: z.enum(['online', 'paper']).nullable(),
});
export type SafeboxAdminItem = z.infer<typeof SafeboxAdminItem>;
