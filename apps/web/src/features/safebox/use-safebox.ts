import { useQuery } from '@tanstack/react-query';
import { fetchSafeboxStatus } from './api.ts';

export const safeboxKey = (login: string) => ['safebox', login] as const;

export function useSafeboxStatus(login: string | null | undefined) {
  return useQuery({ queryKey: safeboxKey(login ?? ''), queryFn: () => fetchSafeboxStatus(login!), enabled: !!login });
}
