import type { Me, Profile, ProfileDetails } from '@openfds/contract';
import type { UserRow } from './repository.ts';

/** Reply shapes built from a user row (the profile fields live in users.profile, a JSON document). */

function text(profile: Record<string, unknown>, key: string): string | null {
  const value = profile[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The session's user; `supplier` is the caller's own membership (session module), null for a non-member. */
export function toMe(user: UserRow, supplier: Me['supplier']): Me {
  const p = user.profile ?? {};
  return {
    login: user.login,
    email: user.email,
    first_name: text(p, 'first_name'),
    last_name: text(p, 'last_name'),
    title: text(p, 'title'),
    company_name: text(p, 'company_name'),
    profile_type: user.profile_types,
    admin: user.profile_types.includes('admin'),
    assistant: user.profile_types.includes('assistant'),
    safebox: user.safebox,
    guest: user.profile_types.includes('guest'),
    supplier,
  };
}

const PROFILE_TEXTS = [
  'title',
  'first_name',
  'last_name',
  'email_rescue',
  'safebox_cc',
  'company_name',
  'country_code',
  'address1',
  'address2',
  'address3',
  'zipcode',
  'city',
  'state',
  'duns',
  'siret',
  'department',
  'position',
  'phone_office',
  'eu_vat_number',
  'safebox_contract_identifier',
  'safebox_signed_contract_return_date',
  'safebox_max_return_date',
] as const;

/** product-spec §3.2 without password and token. */
export function toProfile(user: UserRow): Profile {
  const p = user.profile ?? {};
  const texts = Object.fromEntries(PROFILE_TEXTS.map((key) => [key, text(p, key)])) as Record<(typeof PROFILE_TEXTS)[number], string | null>;
  return {
    login: user.login,
    email: user.email,
    ...texts,
    qsds_consent: p.qsds_consent === true,
    partners_consent: p.partners_consent === true,
    paying: user.paying,
    rights: Array.isArray(p.rights) ? (p.rights as unknown[]).map(String) : [],
    safebox: user.safebox,
    profile_type: user.profile_types,
  };
}

export function toDetails(user: UserRow): ProfileDetails {
  const p = user.profile ?? {};
  return {
    assignment_letter_referring_contact: text(p, 'assignment_letter_referring_contact'),
    operational_contact: text(p, 'operational_contact'),
    safebox: user.safebox,
    safebox_cc: text(p, 'safebox_cc'),
    history_imported: text(p, 'history_imported'),
  };
}
