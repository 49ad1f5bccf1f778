import type { AdminUserDetail, AdminUserRow, AlertFile, AlertUpdate, CreditsAdjustment, Dashboard } from '@openfds/contract';
import { api } from '../../lib/api.ts';

/** The back office's calls of issue #26 part 1 (types only from the contract: no zod in this chunk). */
const enc = encodeURIComponent;
const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export async function fetchDashboard(): Promise<Dashboard> {
  return (await api<Dashboard>('/admin/dashboard')).items[0]!;
}

export async function fetchAlert(): Promise<AlertFile> {
  const response = await fetch('/alert.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`alert ${response.status}`);
  return (await response.json()) as AlertFile;
}

export async function saveAlert(alert: AlertUpdate): Promise<void> {
  await api('/alert', { method: 'PUT', json: alert });
}

export async function searchUsers(filters: { q?: string; status?: string; profile_type?: string; offset?: number }, limit = 50): Promise<AdminUserRow[]> {
  return (await api<AdminUserRow>(`/admin/users${query({ ...filters, limit })}`)).items;
}

export async function fetchUser(login: string): Promise<AdminUserDetail> {
  return (await api<AdminUserDetail>(`/admin/users/${enc(login)}`)).items[0]!;
}

export async function setProfiles(login: string, profileTypes: string[]): Promise<void> {
  await api(`/users/${enc(login)}/profiles`, { method: 'POST', json: { profile_types: profileTypes } });
}

export async function setLocked(login: string, locked: boolean): Promise<void> {
  await api(`/admin/users/${enc(login)}/lock`, { method: 'PUT', json: { locked } });
}

export async function adjustCredits(login: string, body: CreditsAdjustment): Promise<void> {
  await api(`/admin/users/${enc(login)}/credits`, { method: 'POST', json: body });
}

export async function endSessions(login: string, sessionId?: number): Promise<void> {
  await api(`/admin/users/${enc(login)}/sessions${sessionId === undefined ? '' : `/${sessionId}`}`, { method: 'DELETE' });
}
