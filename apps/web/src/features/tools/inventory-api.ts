import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InventoryEntryInput } from '@openfds/contract';
import { api } from '../../lib/api.ts';
import type { IcpeResult } from './api.ts';

export interface InventorySite {
  id: number;
  name: string;
  areas: {
    id: number;
    name: string;
    entries: { document_code: string; product_name: string; max_quantity: number | null; unit: string | null; state: string | null }[];
  }[];
}
export type SiteAssessment = IcpeResult & { site_id: number; site: string; pending_documents: string[]; without_quantity: string[] };

const base = (login: string) => `/users/${encodeURIComponent(login)}/mySDS`;

export function useInventory(login: string) {
  return useQuery({ queryKey: ['tools', 'inventory', login], queryFn: async () => (await api<InventorySite>(`${base(login)}/inventory`)).items });
}

export function useSiteAssessments(login: string) {
  return useQuery({ queryKey: ['tools', 'icpe-sites', login], queryFn: async () => (await api<SiteAssessment>(`${base(login)}/quick_icpe`)).items });
}

/** The inventory's writes; each one refreshes the inventory and the ICPE summary. */
export function useInventoryWrites(login: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['tools'] });
  return {
    addSite: useMutation({ mutationFn: (name: string) => api(`${base(login)}/inventory/sites`, { method: 'POST', json: { name } }), onSuccess: refresh }),
    addArea: useMutation({
      mutationFn: (v: { siteId: number; name: string }) => api(`${base(login)}/inventory/sites/${v.siteId}/areas`, { method: 'POST', json: { name: v.name } }),
      onSuccess: refresh,
    }),
    putEntry: useMutation({
      mutationFn: (v: { areaId: number; entry: InventoryEntryInput }) =>
        api(`${base(login)}/inventory/areas/${v.areaId}/entries`, { method: 'PUT', json: v.entry }),
      onSuccess: refresh,
    }),
  };
}
