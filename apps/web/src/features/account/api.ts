import { api } from '../../lib/api.ts';

import type { Me, Profile, ProfileDetails, Subscription } from '@openfds/contract';

export type { Me, Profile, ProfileDetails, Subscription };

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

/** Registration with the chosen password (POST /users/creation_code, issue #16). */
export const requestRegistration = (body: Record<string, unknown>) => api('/users/creation_code', { method: 'POST', json: body });

/** Completes a registration or password token: answers the login. Without a password: activation only. */
export async function completeToken(body: { token: string; password?: string }): Promise<string | undefined> {
  return (await api('/users', { method: 'POST', json: body })).value<string>('login');
}

/** PUT /users/{login}/password: a new password with the current one (issue #16). */
export const changePassword = (loginValue: string, body: { current_password: string; password: string }) =>
  api(`/users/${enc(loginValue)}/password`, { method: 'PUT', json: body });

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

export async function fetchAdminUrl(loginValue: string): Promise<string | undefined> {
  return (await api(`/users/${enc(loginValue)}/admin`)).value<string>('url');
}
