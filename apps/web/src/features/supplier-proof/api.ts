import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Delivery, ReceivedSheet, SupplierSend } from '@openfds/contract';
import { api, ApiError } from '../../lib/api.ts';
import { API_PREFIX_PATH } from '../../lib/api-types.ts';

/** The sheet a personal link of a send names (GET /received/{token}: the server records the opening). */
export function useReceivedSheet(token: string) {
  return useQuery({
    queryKey: ['received', token],
    queryFn: async () => (await api<z.output<typeof ReceivedSheet>>(`/received/${encodeURIComponent(token)}`)).items[0] ?? null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    // One opening per visit: the archive records each call.
    staleTime: Infinity,
  });
}

export function useDeliveries() {
  return useQuery({ queryKey: ['supplier', 'deliveries'], queryFn: async () => (await api<z.output<typeof Delivery>>('/supplier/deliveries')).items });
}

export function useSends() {
  return useQuery({ queryKey: ['supplier', 'sends'], queryFn: async () => (await api<z.output<typeof SupplierSend>>('/supplier/sends')).items });
}

/** Imports a deliveries CSV (its text); field errors come one per bad line. */
export async function importDeliveriesCsv(csv: string) {
  return api('/supplier/deliveries/csv', { method: 'POST', json: { csv } });
}

export const sendProofUrl = (id: number) => `${API_PREFIX_PATH}/supplier/sends/${id}/proof.pdf`;
export const sheetProofUrl = (documentCode: string) => `${API_PREFIX_PATH}/supplier/sheets/${encodeURIComponent(documentCode)}/proof.pdf`;
