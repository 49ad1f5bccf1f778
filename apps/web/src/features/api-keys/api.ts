import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiKeyCreate, ApiKeyItem } from '@openfds/contract';
import { api } from '../../lib/api.ts';

export type ApiKey = z.output<typeof ApiKeyItem>;

export function useApiKeys() {
  return useQuery({ queryKey: ['api-keys'], queryFn: async () => (await api<ApiKey>('/account/api_keys')).items });
}

/** A personal key, or (supplier) a key of the caller's supplier; the reply holds the key this once. */
export async function createApiKey(body: z.input<typeof ApiKeyCreate>, supplier: boolean): Promise<ApiKey> {
  const item = (await api<ApiKey>(supplier ? '/supplier/api_keys' : '/account/api_keys', { method: 'POST', json: body })).items[0];
  if (!item) throw new Error('empty reply');
  return item;
}

export async function revokeApiKey(id: number): Promise<void> {
  await api(`/account/api_keys/${id}`, { method: 'DELETE' });
}
