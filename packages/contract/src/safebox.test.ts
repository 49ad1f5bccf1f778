import { describe, expect, it } from 'vitest';
import { isSafeboxContractIdentifier, isValidDuns, isValidSiret, luhnValid, SafeboxRequest, SafeboxSignatureRequest } from './safebox.ts';

const valid = {
  company_name: 'Chimie Durand',
  siret: '73282932000074',
  duns: '123456789',
  address1: '1 rue de la Paix',
  zipcode: '75002',
  city: 'Paris',
  accept_terms: true,
};

function issues(input: unknown): Record<string, string> {
  const r = SafeboxRequest.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('SIRET, DUNS and contract identifier rules', () => {
  it('checks the SIRET with Luhn', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('7328 2932 000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('55212345000017')).toBe(true);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('7328293200007a')).toBe(false);
    expect(luhnValid('35600000000048')).toBe(true);
  });
  it("accepts La Poste's SIRETs by the sum of their digits (multiple of 5)", () => {
    expect(luhnValid('35600000000010')).toBe(false);
    expect(isValidSiret('35600000000010')).toBe(true); // sum 15
    expect(isValidSiret('35600000000048')).toBe(true); // head office, Luhn
    expect(isValidSiret('35600000000011')).toBe(false); // sum 16, not Luhn
    // The exception is La Poste's alone: the same sum elsewhere is no excuse.
    expect(isValidSiret('35700000000010')).toBe(false);
  });
  it('DUNS has 9 digits', () => {
    expect(isValidDuns('123456789')).toBe(true);
    for (const bad of ['12345678', '1234567890', '12345678a']) expect(isValidDuns(bad)).toBe(false);
  });
  it('contract identifiers are digit groups 5-5-5-6', () => {
    expect(isSafeboxContractIdentifier('12345-12345-12345-123456')).toBe(true);
    expect(isSafeboxContractIdentifier('12345-12345-12345-12345')).toBe(false);
    expect(isSafeboxContractIdentifier('1234567-12345-12345-123456')).toBe(false);
    expect(SafeboxSignatureRequest.safeParse({ contract_identifier: '12345-12345-12345-1234a6' }).success).toBe(false);
  });
});

describe('SafeBox form schema', () => {
  it('accepts a complete form and normalises it', () => {
    const parsed = SafeboxRequest.parse({ ...valid, siret: '732 829 320 00074', duns: '123 456 789', safebox_cc: '' });
    expect(parsed).toMatchObject({ siret: '73282932000074', duns: '123456789', safebox_cc: null, address2: null });
  });
  it('refuses each invalid field with its message key', () => {
    expect(issues({ ...valid, company_name: '' })).toEqual({ company_name: 'bad_register_company' });
    expect(issues({ ...valid, siret: '1234' })).toEqual({ siret: 'bad_siret' });
    expect(issues({ ...valid, siret: '73282932000075' })).toEqual({ siret: 'bad_siret_check' });
    expect(issues({ ...valid, duns: '12345' })).toEqual({ duns: 'bad_duns' });
    expect(issues({ ...valid, address1: ' ' })).toEqual({ address1: 'params_required' });
    expect(issues({ ...valid, city: '' })).toEqual({ city: 'params_required' });
    expect(issues({ ...valid, zipcode: '7500' })).toEqual({ zipcode: 'bad_zipcode' });
    expect(issues({ ...valid, accept_terms: false })).toEqual({ accept_terms: 'must_accept_safebox_terms' });
    expect(issues({ ...valid, safebox_cc: 'not-an-email' })).toEqual({ safebox_cc: 'bad_email' });
    const { siret: _s, ...withoutSiret } = valid;
    expect(issues(withoutSiret)).toEqual({ siret: 'bad_siret' });
  });
});
