import { useQuery } from '@tanstack/react-query';
import type { ExtractionItem } from '@openfds/contract';
import type { SdsReading } from '@openfds/contract/sds-reading';
import { api } from '../../lib/api.ts';

export type Extraction = Omit<ExtractionItem, 'reading'> & { reading: SdsReading | null };

/** Status and extracted data of a sheet (GET /documents/{code}/extraction). */
export function useExtraction(documentCode: string) {
  return useQuery({
    queryKey: ['extraction', documentCode],
    queryFn: async () => {
      const result = await api<Extraction>(`/documents/${encodeURIComponent(documentCode)}/extraction`);
      return result.items[0] ?? null;
    },
    // While the reader runs, look again now and then so the data appears without a reload.
    refetchInterval: (query) => (query.state.data?.status === 'in_progress' ? 10_000 : false),
  });
}
