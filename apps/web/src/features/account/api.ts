import { api } from '../../lib/api.ts';

/** Shapes of the session and user calls (shared/API-PLATFORM agreement, product-spec §3). */
export interface Me {
  login: string;
  email: string;
  first_name: string;
  last_name: string;
  title: string | null;
  company_name: string;
  profile_type: string[];
  admin: boolean;
  assistant: boolean;
  safebox: boolean;
  guest: boolean;
}

export interface Profile {
  login: string;
  first_name: string;
  last_name: string;
  email: string;
  email_rescue: string | null;
  safebox_cc: string | null;
  company_name: string;
  country_code: string | null;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  zipcode: string | null;
  city: string | null;
  state: string | null;
  duns: string | null;
  siret: string | null;
  title: string | null;
  department: string | null;
  position: string | null;
  phone_office: string | null;
  eu_vat_number: string | null;
  qsds_consent: boolean;
  paying: boolean;
  safebox: boolean;
  safebox_contract_identifier: string | null;
  profile_type: string[];
}

export interface ProfileDetails {
  assignment_letter_referring_contact: string | null;
  operational_contact: string | null;
  safebox: boolean;
  safebox_cc: string | null;
  history_imported: string | null;
}

export interface Subscription {
  tokens: number;
  used_tokens: number;
  total_results: number;
  offers: unknown[];
}

export interface SessionState {
  me: Me | null;
  guestPass: boolean;
}

const enc = encodeURIComponent;

export async function fetchSession(): Promise<SessionState> {
  const result = await api<Me>('/session');
  return { me: result.items[0] ?? null, guestPass: result.value<boolean>('guest_pass') === true };
}

export async function login(body: { login: string; password: string }): Promise<Me | null> {
  const result = await api<Me>('/session', { method: 'POST', json: body });
  return result.items[0] ?? null;
}

export const logout = () => api('/session', { method: 'DELETE' });

export const saveGuest = (body: { first_name: string; last_name: string; company_name: string; email: string; qsds_consent: boolean }) =>
  api('/session', { method: 'PUT', json: body });

export const requestRegistration = (body: Record<string, unknown>) => api('/users/creation_request', { method: 'POST', json: body });

/** Completes a registration or password token: answers the login. */
export async function completeToken(body: { token: string; password: string }): Promise<string | undefined> {
  return (await api('/users', { method: 'POST', json: body })).value<string>('login');
}

export const requestPasswordChange = (loginValue: string) => api('/users/modify_password_request', { method: 'POST', json: { login: loginValue } });

export const requestEmailChange = (loginValue: string, email: string) =>
  api(`/users/${enc(loginValue)}/modify_email_request`, { method: 'POST', json: { email } });

export const confirmEmailChange = (loginValue: string, body: { token: string; password: string; email: string }) =>
  api(`/users/${enc(loginValue)}/email/modification`, { method: 'PUT', json: body });

export async function fetchProfile(loginValue: string): Promise<Profile> {
  const result = await api<Profile>(`/users/${enc(loginValue)}`);
  if (!result.items[0]) throw new Error('empty profile');
  return result.items[0];
}

export async function updateProfile(loginValue: string, body: Record<string, unknown>): Promise<Profile | undefined> {
  return (await api<Profile>(`/users/${enc(loginValue)}`, { method: 'PUT', json: body })).items[0];
}

export async function fetchDetails(loginValue: string): Promise<ProfileDetails | null> {
  return (await api<ProfileDetails>(`/users/${enc(loginValue)}/details`)).items[0] ?? null;
}

export async function fetchSubscription(loginValue: string): Promise<Subscription | null> {
  return (await api<Subscription>(`/users/${enc(loginValue)}/subscription`)).items[0] ?? null;
}

export async function fetchAdminUrl(loginValue: string): Promise<string | undefined> {
  return (await api(`/users/${enc(loginValue)}/admin`)).value<string>('url');
}
