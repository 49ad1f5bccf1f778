import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GuestRequest, LoginForm, LoginRequest } from './session.ts';
import {
  CreationCodeRequest,
  CreationRequest,
  EmailModificationRequest,
  NewPasswordForm,
  ProfileDetailsUpdate,
  ProfileUpdate,
  RegistrationForm,
  TokenPasswordRequest,
} from './users.ts';

/** Field -> message key of every issue, empty when the value passes. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const registration = {
  profile_type: 'mySDS',
  first_name: 'Jeanne',
  last_name: 'Martin',
  email: 'Jeanne.Martin@Example.com',
  company_name: 'Chimie SA',
  qsds_consent: false,
};

describe('registration request (product-spec §3.1, §5)', () => {
  it('accepts the minimal form, consent false, and fills optional fields with null', () => {
    const parsed = CreationRequest.parse(registration);
    expect(parsed.email).toBe('jeanne.martin@example.com');
    expect(parsed.qsds_consent).toBe(false);
    expect(parsed.country_code).toBeNull();
    expect(parsed.duns).toBeNull();
    expect(parsed.want_safebox).toBe(false);
  });
  it('requires the consent field even when false', () => {
    const { qsds_consent: _, ...withoutConsent } = registration;
    expect(fieldErrors(CreationRequest, withoutConsent)).toEqual({ qsds_consent: 'params_required' });
  });
  it('names every invalid field with its message key', () => {
    expect(
      fieldErrors(CreationRequest, {
        ...registration,
        profile_type: 'root',
        first_name: 'J3anne',
        last_name: 'Martin!',
        email: 'jeanne',
        company_name: '',
        country_code: 'FRA',
        duns: '12',
        siret: '123',
        zipcode: '12345678901',
        address1: 'x'.repeat(101),
      }),
    ).toEqual({
      profile_type: 'not_in_enum',
      first_name: 'bad_register_first_name',
      last_name: 'bad_register_last_name',
      email: 'bad_email',
      company_name: 'bad_register_company',
      country_code: 'bad_country',
      duns: 'bad_duns',
      siret: 'bad_siret',
      zipcode: 'too_long',
      address1: 'too_long',
    });
  });
  it('accepts the full form', () => {
    expect(
      fieldErrors(CreationRequest, {
        ...registration,
        country_code: 'fr',
        address1: '1 rue de la Paix',
        address2: '',
        address3: null,
        zipcode: '75002',
        city: 'Paris',
        state: 'IDF',
        duns: '123456789',
        siret: '12345678901234',
        want_safebox: true,
        safebox: false,
        qsds_consent: true,
      }),
    ).toEqual({});
  });
  it('the register form also needs the same e-mail twice and the terms', () => {
    expect(fieldErrors(RegistrationForm, { ...registration, email_confirmation: ' jeanne.martin@EXAMPLE.com', terms: true })).toEqual({});
    expect(fieldErrors(RegistrationForm, { ...registration, email_confirmation: 'other@example.com', terms: true })).toEqual({
      email_confirmation: 'emails_differ',
    });
    expect(fieldErrors(RegistrationForm, { ...registration, email_confirmation: registration.email, terms: false })).toEqual({
      terms: 'must_accept_terms',
    });
  });
});

describe('creation with code and token completion', () => {
  it('creation_code needs a strong password and the consent', () => {
    const base = { password: 'Secret-123', first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', company_name: 'X', qsds_consent: true };
    expect(fieldErrors(CreationCodeRequest, base)).toEqual({});
    expect(fieldErrors(CreationCodeRequest, { ...base, password: 'secret' })).toEqual({ password: 'password_rules' });
    expect(fieldErrors(CreationCodeRequest, { ...base, qsds_consent: undefined })).toEqual({ qsds_consent: 'params_required' });
  });
  it('POST /users needs a token of at most 1000 characters and a new password', () => {
    expect(fieldErrors(TokenPasswordRequest, { token: 'abc', password: 'Secret-123' })).toEqual({});
    expect(fieldErrors(TokenPasswordRequest, { token: 'x'.repeat(1001), password: 'short' })).toEqual({
      token: 'too_long',
      password: 'password_rules',
    });
  });
  it('the new password form wants both entries identical', () => {
    expect(fieldErrors(NewPasswordForm, { password: 'Secret-123', password_confirmation: 'Secret-123' })).toEqual({});
    expect(fieldErrors(NewPasswordForm, { password: 'Secret-123', password_confirmation: 'Secret-124' })).toEqual({
      password_confirmation: 'passwords_differ',
    });
  });
  it('e-mail modification needs the token, the password and the new address', () => {
    expect(fieldErrors(EmailModificationRequest, { token: 't', password: 'x', email: 'NEW@example.com' })).toEqual({});
    expect(fieldErrors(EmailModificationRequest, { token: '', password: '', email: 'new' })).toEqual({
      token: 'params_required',
      password: 'params_required',
      email: 'bad_email',
    });
  });
});

describe('login and guest data', () => {
  it('login accepts one or two e-mails and a password', () => {
    expect(LoginRequest.parse({ login: 'A@x.com/b@Y.org', password: 'p' })).toEqual({ login: 'a@x.com/b@y.org', password: 'p' });
    expect(fieldErrors(LoginRequest, { login: 'a', password: '' })).toEqual({ login: 'bad_email', password: 'params_required' });
    expect(fieldErrors(LoginForm, { login: 'a@x.com', password: 'p', terms: false })).toEqual({ terms: 'must_accept_terms' });
  });
  it('guest data: names, company, e-mail and consent', () => {
    const guest = { first_name: 'Li', last_name: 'Wei', company_name: 'Co', email: 'li@example.com', qsds_consent: false };
    expect(fieldErrors(GuestRequest, guest)).toEqual({});
    expect(fieldErrors(GuestRequest, { ...guest, first_name: 'L1', qsds_consent: null })).toEqual({
      first_name: 'bad_register_first_name',
      qsds_consent: 'params_required',
    });
  });
});

describe('profile (product-spec §3.2)', () => {
  const profile = {
    email: 'jeanne@example.com',
    title: 'Mme',
    first_name: 'Jeanne',
    last_name: 'Martin',
    company_name: 'Chimie SA',
    country_code: 'FR',
    qsds_consent: true,
  };
  it('accepts a valid profile', () => {
    expect(
      fieldErrors(ProfileUpdate, { ...profile, email_rescue: 'backup@example.com', phone_office: '+33 1 23 45 67 89', department: 'x'.repeat(300) }),
    ).toEqual({});
  });
  it('the backup e-mail must differ from the main e-mail', () => {
    expect(fieldErrors(ProfileUpdate, { ...profile, email_rescue: 'JEANNE@example.com' })).toEqual({ email_rescue: 'email_rescue_same' });
  });
  it('title M. or Mme, a country, a valid phone, position max 300', () => {
    expect(fieldErrors(ProfileUpdate, { ...profile, title: 'Dr', country_code: '', phone_office: 'abc', position: 'x'.repeat(301) })).toEqual({
      title: 'not_in_enum',
      country_code: 'bad_country',
      phone_office: 'bad_phone',
      position: 'too_long',
    });
  });
  it('profile details: history_imported is a date-time', () => {
    const details = { assignment_letter_referring_contact: 'A B', operational_contact: null, safebox: true, safebox_cc: '' };
    expect(ProfileDetailsUpdate.parse({ ...details, history_imported: '2025-01-02T03:04:05Z' }).history_imported).toBe('2025-01-02T03:04:05Z');
    expect(ProfileDetailsUpdate.parse(details).history_imported).toBeNull();
    expect(fieldErrors(ProfileDetailsUpdate, { ...details, history_imported: 'yesterday' })).toEqual({ history_imported: 'bad_date' });
  });
});
