import { useQuery } from '@tanstack/react-query';
import { ALERT_POLL_MS } from '@openfds/contract';
import type { AlertFile } from './alert-window.ts';

/** GET /alert.json every 60 s; a failed fetch is ignored (the last known alert stays). */
export function useAlertFile() {
  return useQuery({
    queryKey: ['alert-file'],
    queryFn: async (): Promise<AlertFile> => {
      const response = await fetch('/alert.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
      if (!response.ok) throw new Error(`alert ${response.status}`);
      return (await response.json()) as AlertFile;
    },
    refetchInterval: ALERT_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: ALERT_POLL_MS,
  });
}
