import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuickAdrLoadRequest, SavedAdrLoadItem } from '@openfds/contract';
import { api } from '../../lib/api.ts';

const loadsPath = (login: string) => `/users/${encodeURIComponent(login)}/mySDS/quick_adr`;
const loadsKey = (login: string) => ['tools', 'adr-loads', login] as const;

/** The user's saved Quick-ADR loads, the most recent first, each computed again on the sheets' current data. */
export function useSavedAdrLoads(login: string) {
  return useQuery({ queryKey: loadsKey(login), queryFn: async ({ signal }) => (await api<SavedAdrLoadItem>(loadsPath(login), { signal })).items });
}

/**
 * Saves the load just computed (one Quick-ADR credit). The list and the balance are asked again from the mutation's
 * options, not mutate()'s: they must follow even when the form that saved has closed meanwhile.
 */
export function useSaveAdrLoad(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuickAdrLoadRequest & { name: string }) => api(loadsPath(login), { method: 'POST', json: body }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: loadsKey(login) }), client.invalidateQueries({ queryKey: ['tools', 'credits'] })]),
  });
}

/** Deletes a saved load; the list is asked again (the deleted row leaves it, so nothing may hang on that row's view). */
export function useDeleteAdrLoad(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`${loadsPath(login)}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: loadsKey(login) }),
  });
}
