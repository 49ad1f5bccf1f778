import { useQuery } from '@tanstack/react-query';
import { PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE, type ExtractionItem } from '@openfds/contract';
import type { SdsReading } from '@openfds/sds/types';
import { api, ApiError } from '../../lib/api.ts';
import { API_PREFIX_PATH, type Envelope } from '../../lib/api-types.ts';
import i18n from '../../i18n/i18n.ts';

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

/** The reply was not of the promised type (product-spec §5: "wrong data content"). */
export class WrongContentError extends Error {}

export const DATA_DOWNLOADS = {
  xlsx: { path: (code: string) => `/documents/${encodeURIComponent(code)}/sds2excel`, type: XLSX_CONTENT_TYPE, extension: 'xlsx' },
  report: { path: (code: string) => `/rapport/donnees_fds/${encodeURIComponent(code)}`, type: PDF_CONTENT_TYPE, extension: 'pdf' },
} as const;

/**
 * Downloads the xlsx workbook or the PDF report of a sheet. The reply must carry the expected content type;
 * anything else is rejected (WrongContentError), an API error envelope as ApiError with its translated message.
 */
export async function downloadData(kind: keyof typeof DATA_DOWNLOADS, documentCode: string): Promise<void> {
  const target = DATA_DOWNLOADS[kind];
  const response = await fetch(API_PREFIX_PATH + target.path(documentCode), {
    credentials: 'include',
    headers: { 'Accept-Language': i18n.language || 'fr', Accept: `${target.type}, application/json` },
  });
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (!response.ok || type !== target.type) {
    if (type === 'application/json') {
      const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
      const first = envelope?.collection?.errors?.[0];
      if (first) throw new ApiError(response.status, first.code ?? null, first.message, first.data ?? []);
    }
    throw new WrongContentError(type || 'empty');
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${documentCode}.${target.extension}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
