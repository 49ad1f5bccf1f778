import type { SafeboxCcConfirmation, SafeboxRequest, SafeboxStatus } from '@openfds/contract';
import { api } from '../../lib/api.ts';
import { API_PREFIX_PATH } from '../../lib/api-types.ts';

export type { SafeboxStatus };

const enc = encodeURIComponent;

async function first(path: string, init?: RequestInit & { json?: unknown }): Promise<SafeboxStatus> {
  const item = (await api<SafeboxStatus>(path, init)).items[0];
  if (!item) throw new Error('empty SafeBox status');
  return item;
}

export const fetchSafeboxStatus = (login: string) => first(`/users/${enc(login)}/safebox`);
export const joinSafebox = (login: string, body: SafeboxRequest) => first(`/users/${enc(login)}/safebox`, { method: 'POST', json: body });
export const resendContract = (login: string) => first(`/users/${enc(login)}/safebox/resend`, { method: 'POST' });
export const endSafebox = (login: string) => first(`/users/${enc(login)}/safebox`, { method: 'DELETE' });
export const signContract = (contractIdentifier: string) => first('/signatures/safebox', { method: 'POST', json: { contract_identifier: contractIdentifier } });

/** The contract PDF (a plain link: the browser downloads it with the session cookie). */
export function contractUrl(login: string): string {
  return `${API_PREFIX_PATH}/users/${enc(login)}/safebox/contract`;
}

/** POST /safebox/cc_confirmation: the copy address's owner confirms it with the mailed token. */
export async function confirmCcAddress(token: string): Promise<SafeboxCcConfirmation> {
  const item = (await api<SafeboxCcConfirmation>('/safebox/cc_confirmation', { method: 'POST', json: { token } })).items[0];
  if (!item) throw new Error('empty confirmation');
  return item;
}
