import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@openfds/contract';
import { api } from './api.ts';

/** Public settings of the shell (GET /api/v1/site_config): sales contact URL, support contact, analytics. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: async () => (await api<SiteConfig>('/site_config')).items[0] ?? null,
    staleTime: Infinity,
    retry: 2,
  });
}
