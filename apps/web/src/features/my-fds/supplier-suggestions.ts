import { useQuery } from '@tanstack/react-query';
import { useSettledValue } from '../../hooks/use-settled-value.ts';
import { api } from '../../lib/api.ts';

interface SupplierValue {
  code: string;
  name: string;
  access_level: 'public' | 'private' | 'mixed';
}

/**
 * Suppliers suggested as the user types a supplier's name on the customer-codes page (issue #23), from the staged
 * search's supplier list: only those with restricted sheets (private or mixed), the ones a customer code opens.
 */
export function useCodeSupplierSuggestions(typed: string): string[] {
  const settled = useSettledValue(typed.trim(), 200);
  const query = useQuery({
    queryKey: ['supplier-suggestions', settled],
    enabled: settled.length >= 2,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await api<SupplierValue>(`/search_steps/values_list?field=supplier&limit=20&supplier_name=${encodeURIComponent(settled)}`, { signal })).items,
  });
  return (query.data ?? []).filter((s) => s.access_level !== 'public').map((s) => s.name);
}
