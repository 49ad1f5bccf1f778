import { z } from 'zod';
import { PROFILE_TYPES } from './constants.ts';
import * as f from './fields.ts';

/** Payloads and replies of the Users calls (api-spec §7 Users, product-spec §3.1, §3.2, §5). */

/** Profile types a registration may ask for (product-spec §3.1). */
export const REGISTRATION_PROFILE_TYPES = ['mySDS', 'admin', 'assistant'] as const;

/** Postal address and company identifiers, optional in the registration and the profile. */
const companyAddress = {
  address1: f.addressLine,
  address2: f.addressLine,
  address3: f.addressLine,
  zipcode: f.optionalZipcode,
  city: f.optionalText(100),
  state: f.optionalText(100),
  duns: f.optionalDuns,
  siret: f.optionalSiret,
};

/**
 * The two optional marketing opt-ins of registration (product-spec §5 "two optional marketing opt-ins"): the spec
 * names only qsds_consent (offers and news of the provider); the second, offers of partners, is ours:
 * partners_consent, false unless ticked. Both are stored with the account's profile.
 */
const partnersConsent = z.boolean({ error: 'params_required' }).default(false);

/** POST /users/creation_request. qsds_consent must be sent even when false (product-spec §5). */
export const CreationRequest = z.object({
  /** M. or Mme (product-spec §3.2, §9); the registration form requires it, the API accepts it absent. */
  title: f.title.optional(),
  profile_type: z.enum(REGISTRATION_PROFILE_TYPES, { error: 'not_in_enum' }).default('mySDS'),
  first_name: f.firstName,
  last_name: f.lastName,
  email: f.email,
  company_name: f.companyName,
  country_code: f.optionalCountryCode,
  ...companyAddress,
  want_safebox: z.boolean({ error: 'params_required' }).default(false),
  safebox: z.boolean({ error: 'params_required' }).default(false),
  qsds_consent: f.consent,
  partners_consent: partnersConsent,
});
export type CreationRequest = z.output<typeof CreationRequest>;

/** The register popup's form: the payload plus the e-mail confirmation and the terms of use. */
export const RegistrationForm = CreationRequest.extend({
  email_confirmation: z.string(),
  terms: f.termsAccepted,
}).refine((v) => v.email === v.email_confirmation.trim().toLowerCase(), {
  message: 'emails_differ',
  path: ['email_confirmation'],
  ...f.whenValid('email', 'email_confirmation'),
});

/**
 * POST /users/creation_code: the account is created with its password, pending until the mailed link is opened
 * (the link then only confirms: POST /users with the token alone). The spec's fields (password, names, email,
 * company_name, qsds_consent) plus, optional, what the registration form also asks (title, country, address,
 * company identifiers, SafeBox wish, partners' opt-in).
 */
export const CreationCodeRequest = z.object({
  password: f.newPassword,
  title: f.title.optional(),
  first_name: f.firstName,
  last_name: f.lastName,
  email: f.email,
  company_name: f.companyName,
  country_code: f.optionalCountryCode,
  ...companyAddress,
  want_safebox: z.boolean({ error: 'params_required' }).default(false),
  qsds_consent: f.consent,
  partners_consent: partnersConsent,
});
export type CreationCodeRequest = z.output<typeof CreationCodeRequest>;

/**
 * POST /users: completes a registration or password token with the chosen password. The password may be left out
 * only for the registration token of an account that chose its password at registration (creation_code): the
 * link then just activates it (issue #16).
 */
export const TokenPasswordRequest = z.object({
  token: f.token,
  password: f.newPassword.optional(),
});
export type TokenPasswordRequest = z.output<typeof TokenPasswordRequest>;

/** A form with a new password typed twice ('Your passwords are not identical'). */
export const NewPasswordForm = z
  .object({ password: f.newPassword, password_confirmation: z.string() })
  .refine((v) => v.password === f.stripControlCharacters(v.password_confirmation), {
    message: 'passwords_differ',
    path: ['password_confirmation'],
    ...f.whenValid('password', 'password_confirmation'),
  });

/**
 * PUT /users/{login}/password: a logged-in user changes the password with the current one. api-spec §7 has no such
 * route (only the mailed-token POST /users), so this one is ours, next to the other /users/{login}/... calls.
 */
export const PasswordChangeRequest = z.object({
  current_password: f.loginPassword,
  password: f.newPassword,
});
export type PasswordChangeRequest = z.output<typeof PasswordChangeRequest>;

/** The profile's password form: current password, then the new one typed twice. */
export const PasswordChangeForm = PasswordChangeRequest.extend({ password_confirmation: z.string() }).refine(
  (v) => v.password === f.stripControlCharacters(v.password_confirmation),
  { message: 'passwords_differ', path: ['password_confirmation'], ...f.whenValid('password', 'password_confirmation') },
);

/** POST /users/modify_password_request. */
export const ModifyPasswordRequest = z.object({ login: f.login });
export type ModifyPasswordRequest = z.output<typeof ModifyPasswordRequest>;

/** POST /users/{login}/modify_email_request: the new address. */
export const ModifyEmailRequest = z.object({ email: f.email });
export type ModifyEmailRequest = z.output<typeof ModifyEmailRequest>;

/** PUT /users/{login}/email/modification. */
export const EmailModificationRequest = z.object({
  token: f.token,
  password: f.loginPassword,
  email: f.email,
});
export type EmailModificationRequest = z.output<typeof EmailModificationRequest>;

/** The {login} of /users/{login}/... paths. */
export const LoginParams = z.object({ login: f.login });
export const ProfileTypeParams = z.object({
  login: f.login,
  profile_type: z.enum(PROFILE_TYPES, { error: 'not_in_enum' }),
});

/** PUT /users/{login}: the profile fields a user edits (product-spec §3.2). */
const ProfileFields = z.object({
  /** Sent by the profile form so the backup address can be compared; the address itself changes by mail. */
  email: f.optionalEmail,
  title: f.title,
  first_name: f.firstName,
  last_name: f.lastName,
  email_rescue: f.optionalEmail,
  safebox_cc: f.optionalEmail,
  company_name: f.companyName,
  country_code: f.countryCode,
  ...companyAddress,
  department: f.departmentOrPosition,
  position: f.departmentOrPosition,
  phone_office: f.optionalPhone,
  eu_vat_number: f.optionalText(100),
  qsds_consent: f.consent,
  /** The partners' opt-in of registration (ours); absent leaves it as it is. */
  partners_consent: z.boolean({ error: 'params_required' }).optional(),
  /** Setting safebox true subscribes to SafeBox (api-spec §6). */
  safebox: z.boolean({ error: 'params_required' }).optional(),
});
export const ProfileUpdate = ProfileFields.refine((v) => !v.email_rescue || v.email_rescue !== v.email, {
  message: 'email_rescue_same',
  path: ['email_rescue'],
  ...f.whenValid('email', 'email_rescue'),
});
export type ProfileUpdate = z.output<typeof ProfileUpdate>;

/** GET /users/{login}: product-spec §3.2 without password and token. */
export const Profile = z.object({
  login: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_rescue: z.string().nullable(),
  safebox_cc: z.string().nullable(),
  company_name: z.string().nullable(),
  country_code: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  duns: z.string().nullable(),
  siret: z.string().nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  phone_office: z.string().nullable(),
  eu_vat_number: z.string().nullable(),
  qsds_consent: z.boolean(),
  partners_consent: z.boolean(),
  paying: z.boolean(),
  rights: z.array(z.string()),
  safebox: z.boolean(),
  safebox_contract_identifier: z.string().nullable(),
  safebox_signed_contract_return_date: z.string().nullable(),
  safebox_max_return_date: z.string().nullable(),
  profile_type: z.array(z.string()),
});
export type Profile = z.infer<typeof Profile>;

/** PUT /users/{login}/{profile_type} and GET /users/{login}/details: the extra profile details. */
export const ProfileDetailsUpdate = z.object({
  assignment_letter_referring_contact: f.optionalText(100),
  operational_contact: f.optionalText(100),
  safebox: z.boolean({ error: 'params_required' }),
  safebox_cc: f.optionalEmail,
  /** When the consultation history was imported (date-time); null when never. */
  history_imported: z.iso
    .datetime({ offset: true, error: 'bad_date' })
    .nullish()
    .transform((v) => v ?? null),
});
export type ProfileDetailsUpdate = z.output<typeof ProfileDetailsUpdate>;

export const ProfileDetails = z.object({
  assignment_letter_referring_contact: z.string().nullable(),
  operational_contact: z.string().nullable(),
  safebox: z.boolean(),
  safebox_cc: z.string().nullable(),
  history_imported: z.string().nullable(),
});
export type ProfileDetails = z.infer<typeof ProfileDetails>;

export const Role = z.object({ profile_type: z.string() });

// GET /users/{login}/subscription: Subscription in shop.ts (the shop's reply).
