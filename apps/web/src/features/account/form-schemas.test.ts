import { describe, expect, it } from 'vitest';
import { changeEmailForm, freeConsultForm, loginForm, newPasswordForm, profileForm, registerForm } from './form-schemas.ts';

function firstMessage(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
}

const register = {
  title: 'Mme',
  password: 'Secret-2025',
  password_confirmation: 'Secret-2025',
  partners_consent: true,
  first_name: 'Anne',
  last_name: 'Martin',
  email: 'anne@example.org',
  email_confirmation: 'ANNE@example.org',
  company_name: 'Acme',
  country_code: 'fr',
  address1: '',
  zipcode: '',
  city: '',
  duns: '',
  siret: '',
  want_safebox: false,
  qsds_consent: false,
  terms: true,
};

describe('account form schemas', () => {
  it('accepts a valid registration, consent false included, confirm e-mail compared lowercased', () => {
    const result = registerForm.safeParse(register);
    expect(result.success).toBe(true);
    expect(result.data?.qsds_consent).toBe(false);
    expect(result.data?.country_code).toBe('FR');
    expect(result.data?.duns).toBeNull();
    expect(result.data?.partners_consent).toBe(true);
  });

  it('asks the registration for a title, a password following the rules, typed twice alike', () => {
    expect(firstMessage(registerForm.safeParse({ ...register, title: '' }), 'title')).toBe('params_required');
    expect(firstMessage(registerForm.safeParse({ ...register, password: 'secret', password_confirmation: 'secret' }), 'password')).toBe('password_rules');
    expect(firstMessage(registerForm.safeParse({ ...register, password_confirmation: 'Secret-2026' }), 'password_confirmation')).toBe('passwords_differ');
    expect(registerForm.safeParse({ ...register, partners_consent: undefined }).data?.partners_consent).toBe(false);
  });

  it('says the passwords or e-mails differ even while other fields are still wrong (product-spec §5, first submit)', () => {
    const early = registerForm.safeParse({ ...register, first_name: '', company_name: '', password_confirmation: 'Secret-2026', email_confirmation: 'x@y.fr' });
    expect(firstMessage(early, 'first_name')).toBe('bad_register_first_name');
    expect(firstMessage(early, 'password_confirmation')).toBe('passwords_differ');
    expect(firstMessage(early, 'email_confirmation')).toBe('emails_differ');
    // A password that breaks the rules is reported as such, not compared.
    expect(firstMessage(registerForm.safeParse({ ...register, password: 'short', password_confirmation: 'other' }), 'password_confirmation')).toBeUndefined();
    expect(firstMessage(newPasswordForm.safeParse({ password: 'Secret-2025', password_confirmation: '' }), 'password_confirmation')).toBe('passwords_differ');
    expect(firstMessage(changeEmailForm.safeParse({ email: 'new@example.org', email_confirmation: 'old@example.org' }), 'email_confirmation')).toBe(
      'emails_differ',
    );
  });

  it('refuses a registration without terms, country, matching confirm e-mail or good identifiers', () => {
    expect(firstMessage(registerForm.safeParse({ ...register, terms: false }), 'terms')).toBe('must_accept_terms');
    expect(firstMessage(registerForm.safeParse({ ...register, email_confirmation: 'other@example.org' }), 'email_confirmation')).toBe('emails_differ');
    expect(firstMessage(registerForm.safeParse({ ...register, duns: '12345' }), 'duns')).toBe('bad_duns');
    expect(firstMessage(registerForm.safeParse({ ...register, siret: '1234567890123' }), 'siret')).toBe('bad_siret');
    expect(firstMessage(registerForm.safeParse({ ...register, first_name: 'Anne2' }), 'first_name')).toBe('bad_register_first_name');
    expect(firstMessage(registerForm.safeParse({ ...register, country_code: '' }), 'country_code')).toBe('bad_country');
  });

  it('requires the terms to log in and to consult freely', () => {
    expect(loginForm.safeParse({ login: 'a@b.fr', password: 'x', terms: true }).success).toBe(true);
    expect(firstMessage(loginForm.safeParse({ login: 'a@b.fr', password: 'x', terms: false }), 'terms')).toBe('must_accept_terms');
    expect(
      firstMessage(
        freeConsultForm.safeParse({ first_name: 'A', last_name: 'B', company_name: 'C', email: 'a@b.fr', qsds_consent: false, terms: false }),
        'terms',
      ),
    ).toBe('must_accept_terms');
  });

  it('requires two identical new passwords following the rules, and two identical new e-mails', () => {
    expect(newPasswordForm.safeParse({ password: 'Secret-2025', password_confirmation: 'Secret-2025' }).success).toBe(true);
    expect(firstMessage(newPasswordForm.safeParse({ password: 'Secret-2025', password_confirmation: 'Secret-2026' }), 'password_confirmation')).toBe(
      'passwords_differ',
    );
    expect(firstMessage(newPasswordForm.safeParse({ password: 'secret2025', password_confirmation: 'secret2025' }), 'password')).toBe('password_rules');
    expect(firstMessage(changeEmailForm.safeParse({ email: 'new@example.org', email_confirmation: 'neu@example.org' }), 'email_confirmation')).toBe(
      'emails_differ',
    );
  });

  it('refuses a backup e-mail equal to the main e-mail', () => {
    const profile = {
      title: 'Mme',
      first_name: 'Anne',
      last_name: 'Martin',
      email: 'anne@example.org',
      email_rescue: 'anne@example.org',
      company_name: 'Acme',
      country_code: 'FR',
      address1: '',
      address2: '',
      address3: '',
      zipcode: '',
      city: '',
      state: '',
      duns: '',
      siret: '',
      department: '',
      position: '',
      phone_office: '',
      eu_vat_number: '',
      qsds_consent: true,
    };
    expect(firstMessage(profileForm.safeParse(profile), 'email_rescue')).toBe('email_rescue_same');
    expect(profileForm.safeParse({ ...profile, email_rescue: '' }).success).toBe(true);
  });
});
