import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as f from './fields.ts';

/** The message key of the first issue, or 'ok' when the value passes. */
function keyOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues[0].message;
}

describe('email (product-spec §5)', () => {
  it.each(['jane.doe@example.com', "o'brien@example.co.uk", 'a+tag@sub.example.fr', 'x_y-z@ex-ample.io'])('accepts %s', (v) => {
    expect(keyOf(f.email, v)).toBe('ok');
  });
  it.each([
    'plain',
    'a@b',
    'a@b.c',
    'a b@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a/b@example.com',
    'a@example.com;b@example.com',
  ])('refuses %s with bad_email', (v) => {
    expect(keyOf(f.email, v)).toBe('bad_email');
  });
  it('is lower-cased and trimmed on input', () => {
    expect(f.email.parse('  Jane.DOE@Example.COM ')).toBe('jane.doe@example.com');
  });
  it('is required and at most 100 characters', () => {
    expect(keyOf(f.email, '')).toBe('params_required');
    expect(keyOf(f.email, undefined)).toBe('bad_email');
    expect(keyOf(f.email, `${'a'.repeat(88)}@example.com`)).toBe('ok');
    expect(keyOf(f.email, `${'a'.repeat(89)}@example.com`)).toBe('too_long');
  });
  it('has an optional variant where empty means absent', () => {
    expect(f.optionalEmail.parse('')).toBeNull();
    expect(f.optionalEmail.parse(undefined)).toBeNull();
    expect(f.optionalEmail.parse('B@Example.com')).toBe('b@example.com');
    expect(keyOf(f.optionalEmail, 'nope')).toBe('bad_email');
  });
});

describe('login', () => {
  it('accepts one e-mail, lower-cased', () => {
    expect(f.login.parse('User@Example.com')).toBe('user@example.com');
  });
  it('accepts two e-mails separated by a slash, spaces around it dropped', () => {
    expect(f.login.parse('a@example.com / B@example.org')).toBe('a@example.com/b@example.org');
  });
  it.each(['a@example.com/b@example.org/c@example.net', 'a@example.com/', '/a@example.com', 'not-an-email', 'a@example.com/nope'])('refuses %s', (v) => {
    expect(keyOf(f.login, v)).toBe('bad_email');
  });
  it('is at most 100 characters', () => {
    const two = `${'a'.repeat(40)}@example.com/${'b'.repeat(35)}@example.com`;
    expect(two.length).toBe(100);
    expect(keyOf(f.login, two)).toBe('ok');
    expect(keyOf(f.login, `${two}x`.replace('@example.com/', 'x@example.com/'))).toBe('too_long');
  });
});

describe('passwords', () => {
  it('login password: required, 1-200', () => {
    expect(keyOf(f.loginPassword, '')).toBe('params_required');
    expect(keyOf(f.loginPassword, 'x')).toBe('ok');
    expect(keyOf(f.loginPassword, 'x'.repeat(200))).toBe('ok');
    expect(keyOf(f.loginPassword, 'x'.repeat(201))).toBe('too_long');
  });
  it('new password: 8-200 with a lowercase, an uppercase and a digit', () => {
    expect(keyOf(f.newPassword, 'Abcdefg1')).toBe('ok');
    expect(keyOf(f.newPassword, 'Abcdef1')).toBe('password_rules');
    expect(keyOf(f.newPassword, 'abcdefg1')).toBe('password_rules');
    expect(keyOf(f.newPassword, 'ABCDEFG1')).toBe('password_rules');
    expect(keyOf(f.newPassword, 'Abcdefgh')).toBe('password_rules');
    expect(keyOf(f.newPassword, `Ab1${'x'.repeat(197)}`)).toBe('ok');
    expect(keyOf(f.newPassword, `Ab1${'x'.repeat(198)}`)).toBe('password_rules');
    expect(keyOf(f.newPassword, 'Élan-vital-9')).toBe('ok');
  });
  it('new password: refuses the commonest passwords, whatever their case (issue #22)', () => {
    for (const common of ['Password1', 'Azerty123', 'Motdepasse1', 'Passwort123', 'Welcome2025', 'qwerTY123']) {
      expect(keyOf(f.newPassword, common), common).toBe('password_common');
    }
    expect(keyOf(f.newPassword, 'Correct-Horse-9')).toBe('ok');
  });
  it('strips control characters before the rules apply', () => {
    expect(f.newPassword.parse('Abc\u0000def\t1\u007f\n\u0085g')).toBe('Abcdef1g');
    expect(keyOf(f.newPassword, 'Abc\u0001\u0002\u0003d1e')).toBe('password_rules');
    expect(f.loginPassword.parse('pass\rword')).toBe('password');
    expect(keyOf(f.loginPassword, '\u0000\u0001')).toBe('params_required');
  });
});

describe('first and last names', () => {
  it.each([
    ['firstName', f.firstName, 'bad_register_first_name'],
    ['lastName', f.lastName, 'bad_register_last_name'],
  ] as const)('%s: required, max 100, no digits nor , ; : ! ?', (_, schema, key) => {
    expect(keyOf(schema, "Jean-Éloïse d'Arc")).toBe('ok');
    expect(keyOf(schema, '')).toBe(key);
    expect(keyOf(schema, '   ')).toBe(key);
    expect(keyOf(schema, undefined)).toBe(key);
    expect(keyOf(schema, 'x'.repeat(100))).toBe('ok');
    expect(keyOf(schema, 'x'.repeat(101))).toBe(key);
    for (const bad of ['Jean2', 'Jean,', 'Je;an', 'Je:an', 'Jean!', 'Jean?']) expect(keyOf(schema, bad)).toBe(key);
  });
});

describe('company and other texts', () => {
  it('company: required, max 100', () => {
    expect(keyOf(f.companyName, 'ACME 2000, SA')).toBe('ok');
    expect(keyOf(f.companyName, '')).toBe('bad_register_company');
    expect(keyOf(f.companyName, 'x'.repeat(101))).toBe('bad_register_company');
  });
  it('other text fields: max 100, empty becomes null', () => {
    expect(f.optionalText(100).parse('')).toBeNull();
    expect(f.optionalText(100).parse(' Lyon ')).toBe('Lyon');
    expect(keyOf(f.optionalText(100), 'x'.repeat(101))).toBe('too_long');
    expect(keyOf(f.addressLine, 'x'.repeat(100))).toBe('ok');
    expect(keyOf(f.addressLine, 'x'.repeat(101))).toBe('too_long');
  });
  it('department and position: max 300', () => {
    expect(keyOf(f.departmentOrPosition, 'x'.repeat(300))).toBe('ok');
    expect(keyOf(f.departmentOrPosition, 'x'.repeat(301))).toBe('too_long');
  });
  it('zipcode: max 10', () => {
    expect(keyOf(f.zipcode, '75001')).toBe('ok');
    expect(keyOf(f.zipcode, '12345678901')).toBe('too_long');
    expect(f.optionalZipcode.parse('')).toBeNull();
    expect(keyOf(f.optionalZipcode, '12345678901')).toBe('too_long');
  });
  it('message: max 1000; token: max 1000', () => {
    expect(keyOf(f.message, 'x'.repeat(1000))).toBe('ok');
    expect(keyOf(f.message, 'x'.repeat(1001))).toBe('too_long');
    expect(keyOf(f.token, 'x'.repeat(1000))).toBe('ok');
    expect(keyOf(f.token, 'x'.repeat(1001))).toBe('too_long');
    expect(keyOf(f.token, '')).toBe('params_required');
  });
});

describe('company identifiers and country', () => {
  it('duns: 9 digits', () => {
    expect(keyOf(f.duns, '123456789')).toBe('ok');
    for (const bad of ['12345678', '1234567890', '12345678a', '']) expect(keyOf(f.duns, bad)).toBe('bad_duns');
    expect(f.optionalDuns.parse('')).toBeNull();
    expect(keyOf(f.optionalDuns, '1234')).toBe('bad_duns');
  });
  it('siret: 14 digits', () => {
    expect(keyOf(f.siret, '12345678901234')).toBe('ok');
    for (const bad of ['1234567890123', '123456789012345', '1234567890123x']) expect(keyOf(f.siret, bad)).toBe('bad_siret');
    expect(f.optionalSiret.parse(null)).toBeNull();
    expect(keyOf(f.optionalSiret, '123')).toBe('bad_siret');
  });
  it('country_code: two letters, upper-cased', () => {
    expect(f.countryCode.parse('fr')).toBe('FR');
    for (const bad of ['F', 'FRA', 'F1', '']) expect(keyOf(f.countryCode, bad)).toBe('bad_country');
    expect(f.optionalCountryCode.parse('')).toBeNull();
    expect(keyOf(f.optionalCountryCode, 'FRA')).toBe('bad_country');
  });
  it('safebox contract identifier: 5-5-5-6 digits', () => {
    expect(keyOf(f.safeboxContractIdentifier, '12345-12345-12345-123456')).toBe('ok');
    expect(keyOf(f.safeboxContractIdentifier, '1234-12345-12345-123456')).toBe('wrong_pattern');
  });
});

describe('title, phone, consent, terms', () => {
  it('title: M. or Mme', () => {
    expect(keyOf(f.title, 'M.')).toBe('ok');
    expect(keyOf(f.title, 'Mme')).toBe('ok');
    expect(keyOf(f.title, 'Mr')).toBe('not_in_enum');
    // Left empty (the select's placeholder) it is required, not "not offered".
    expect(keyOf(f.title, '')).toBe('params_required');
    expect(keyOf(f.title, undefined)).toBe('params_required');
    expect(f.optionalTitle.parse('')).toBeNull();
    expect(keyOf(f.optionalTitle, 'Dr')).toBe('not_in_enum');
  });
  it('phone: must match a phone pattern', () => {
    for (const ok of ['+33 1 23 45 67 89', '01.23.45.67.89', '(555) 123-4567', '0123456789']) expect(keyOf(f.phone, ok)).toBe('ok');
    for (const bad of ['12345', 'call me', '+33 1 23 45 67 89 00 11 22', '++33123456789', '----------']) {
      expect(keyOf(f.phone, bad)).toBe('bad_phone');
    }
    expect(f.optionalPhone.parse('')).toBeNull();
    expect(keyOf(f.optionalPhone, 'abc')).toBe('bad_phone');
  });
  it('consent: a boolean that must be sent, even false', () => {
    expect(keyOf(f.consent, false)).toBe('ok');
    expect(keyOf(f.consent, true)).toBe('ok');
    expect(keyOf(f.consent, undefined)).toBe('params_required');
    expect(keyOf(f.consent, 'true')).toBe('params_required');
  });
  it('terms of use must be accepted', () => {
    expect(keyOf(f.termsAccepted, true)).toBe('ok');
    expect(keyOf(f.termsAccepted, false)).toBe('must_accept_terms');
    expect(keyOf(f.termsAccepted, undefined)).toBe('must_accept_terms');
  });
});

describe('customer code, document code, item code', () => {
  it('customer_code: max 240, no spaces, quotes, ü or ý', () => {
    expect(keyOf(f.customerCode, 'ABC-123_x.y')).toBe('ok');
    expect(keyOf(f.customerCode, 'x'.repeat(240))).toBe('ok');
    expect(keyOf(f.customerCode, 'x'.repeat(241))).toBe('bad_customer_code');
    expect(keyOf(f.customerCode, '')).toBe('params_required');
    for (const bad of ['AB C', 'AB\tC', "AB'C", 'AB"C', 'AB`C', 'ABüC', 'ABÜC', 'ABýC', 'ABÝC']) {
      expect(keyOf(f.customerCode, bad)).toBe('bad_customer_code');
    }
  });
  it('document code: 7-5-5-6 digits', () => {
    expect(keyOf(f.documentCode, '1234567-12345-12345-123456')).toBe('ok');
    for (const bad of ['123456-12345-12345-123456', '1234567-1234-12345-123456', '1234567-12345-12345-1234567', '1234567_12345_12345_123456']) {
      expect(keyOf(f.documentCode, bad)).toBe('bad_document_code');
    }
  });
  it('cart item_code: letters, digits, hyphen, max 100', () => {
    expect(keyOf(f.itemCode, 'fds-extract-2')).toBe('ok');
    expect(keyOf(f.itemCode, 'a'.repeat(101))).toBe('wrong_pattern');
    expect(keyOf(f.itemCode, 'a_b')).toBe('wrong_pattern');
  });
});
