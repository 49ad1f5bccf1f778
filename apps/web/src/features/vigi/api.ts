import { useQuery } from '@tanstack/react-query';
import type { VigiListHits, VigiListInfo } from '@openfds/contract';
import { api, ApiError } from '../../lib/api.ts';
import { download } from '../../lib/files.ts';
import i18n from '../../i18n/i18n.ts';

export interface DocumentVigi {
  lists: VigiListHits[];
  /** The sheet has not been read yet: its reading is queued and the hits come later. */
  extractionPending: boolean;
  reportAvailable: boolean;
  invalidIdentifiers: { position: number; name: string | null; cas: string | null; ec: string | null }[];
}

/** Hits of one sheet per list (GET /documents/{code}/vigi_substances); a vigilance error arrives as ApiError 606. */
export function useDocumentVigi(documentCode: string) {
  return useQuery({
    queryKey: ['vigi', 'document', documentCode, i18n.language],
    queryFn: async (): Promise<DocumentVigi> => {
      const result = await api<VigiListHits>(`/documents/${encodeURIComponent(documentCode)}/vigi_substances`);
      return {
        lists: result.items,
        extractionPending: result.value<string>('extraction_status') === 'in_progress',
        reportAvailable: result.value<boolean>('report_available') ?? false,
        invalidIdentifiers: result.value<DocumentVigi['invalidIdentifiers']>('invalid_identifiers') ?? [],
      };
    },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    // Ask again while the sheet is being read (same pace as the extraction block of the sheet page).
    refetchInterval: (query) => (query.state.data?.extractionPending ? 10_000 : false),
  });
}

/** The lists, their versions and prices (GET /vigi/lists), for the tool page. */
export function useVigiLists() {
  return useQuery({
    queryKey: ['vigi', 'lists'],
    queryFn: async () => (await api<VigiListInfo>('/vigi/lists')).items,
  });
}

/**
 * Downloads the PDF report (lib/files.ts). The reply must be a PDF (api-spec §5): anything else is rejected as wrong
 * content (WrongContentError), and an API error in the envelope is thrown as ApiError.
 */
export async function fetchVigiReport(documentCode: string): Promise<Blob> {
  const path = `/rapport/vigi_substances/${encodeURIComponent(documentCode)}`;
  return (await download(path, { types: ['application/pdf'], accept: 'application/pdf' })).blob;
}
