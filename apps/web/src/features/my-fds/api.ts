import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MY_FDS_FETCH_MAX,
  SEARCH_PAGE_SIZE,
  type ChangelogRow,
  type ChangelogWithheld,
  type MyFdsCollection,
  type MyFdsEntryUpdate,
  type MyFdsItem,
  type MyFdsSort,
  type OrderProcessing,
  type UploadPreview,
} from '@openfds/contract';
import { api, ApiError } from '../../lib/api.ts';
import { ordersQuery, useInvalidatePurchases } from '../../lib/queries/purchases.ts';
import { download, upload, type DownloadProgress } from '../../lib/files.ts';

/** Calls of the personal space (api-spec §7 "My documents"). */

export const SCREEN_PAGE = SEARCH_PAGE_SIZE;
/** How often a list with sheets waiting for the reader is asked again. */
const READING_POLL_MS = 10_000;
export const FETCH_SIZE = MY_FDS_FETCH_MAX;

export interface SpaceFilters {
  tab: MyFdsCollection;
  productName: string;
  supplierCode: string;
  sortBy: MyFdsSort;
  sortDirection: 'asc' | 'desc';
}

export interface ExtractedSummary {
  h_statements: string[];
  pictograms: string[];
  signal_word: string | null;
  components: { name: string | null; cas: string | null; ec: string | null; concentration: string | null }[];
}
export type MyFdsEntry = MyFdsItem & { extracted: ExtractedSummary | null };

const base = (login: string, profileType = 'mySDS') => `/users/${encodeURIComponent(login)}/${profileType}`;
export const spaceKey = (login: string) => ['my-fds', login] as const;

interface Chunk {
  items: MyFdsItem[];
  itemsCount: number;
}

/**
 * The list as product-spec §4 describes it: pages of 500 are fetched and kept (one query per chunk, keyed by the
 * filters, so a filter change starts a fresh cache), 15 rows are shown at a time from the cached chunk.
 */
export function useSpacePage(login: string, filters: SpaceFilters, page: number) {
  const first = (page - 1) * SCREEN_PAGE;
  const chunkIndex = Math.floor(first / FETCH_SIZE);
  const query = useQuery({
    queryKey: [...spaceKey(login), 'list', filters, chunkIndex],
    queryFn: async (): Promise<Chunk> => {
      const params = new URLSearchParams({
        document_col: filters.tab,
        limit: String(FETCH_SIZE),
        offset: String(chunkIndex * FETCH_SIZE),
        sort_by: filters.sortBy,
        sort_direction: filters.sortDirection,
      });
      if (filters.productName) params.set('product_name', filters.productName);
      if (filters.supplierCode) params.set('supplier_code', filters.supplierCode);
      const result = await api<MyFdsItem>(`${base(login)}/documents?${params}`);
      return { items: result.items, itemsCount: result.value<number>('itemsCount') ?? result.items.length };
    },
    staleTime: 5 * 60_000,
    // Issue #23: a row whose sheet waits for the reader updates by itself when the reading ends.
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.reading_state === 'queued' || i.reading_state === 'being_read') ? READING_POLL_MS : false),
    retry: false,
  });
  const offset = first - chunkIndex * FETCH_SIZE;
  return {
    ...query,
    rows: query.data?.items.slice(offset, offset + SCREEN_PAGE) ?? [],
    itemsCount: query.data?.itemsCount ?? 0,
    pageCount: Math.max(1, Math.ceil((query.data?.itemsCount ?? 0) / SCREEN_PAGE)),
  };
}

/** Resets the cached pages (after an add or a remove, product-spec §4). */
export function useResetSpace(login: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: spaceKey(login) });
}

export function useSpaceSuppliers(login: string) {
  return useQuery({
    queryKey: [...spaceKey(login), 'suppliers'],
    queryFn: async () =>
      (await api<{ supplier_code: string; supplier_name: string; documents: number }>(`/users/${encodeURIComponent(login)}/mySDS/documents/suppliers`)).items,
    staleTime: 60_000,
  });
}

/**
 * The user's paid orders (the shared orders query, filtered), for the orders tab: an order whose credits have not
 * processed any sheet yet has no row there, so the tab names it and leads to adding sheets.
 */
export function usePaidOrders(login: string, enabled: boolean) {
  return useQuery({ ...ordersQuery(login), select: (orders) => orders.filter((o) => o.status === 'paid'), enabled, staleTime: 60_000, retry: false });
}

/**
 * A paid order's processing (issue #23): the sheets its credits went to and how many are read. Asked again every
 * few seconds while sheets wait for the reader, so the progress moves on its own.
 */
export function useOrderProcessing(login: string, orderId: number | null) {
  return useQuery({
    queryKey: [...spaceKey(login), 'order-processing', orderId],
    queryFn: async () => (await api<OrderProcessing>(`${base(login)}/orders/${orderId}/processing`)).items[0],
    enabled: orderId !== null,
    refetchInterval: (q) => (q.state.data && !q.state.data.done ? 3_000 : false),
    retry: false,
  });
}

async function addDocuments(login: string, codes: string[]) {
  const result = await api(`${base(login)}/documents`, { method: 'POST', json: { document_code: codes } });
  // Sheets added that an offer held could not process (its credits are spent): the user is told and offered more.
  return { added: result.value<number>('added') ?? 0, notProcessed: result.value<string[]>('not_processed') ?? [] };
}

/**
 * Adds sheets to the space. An offer held processes them with its credits: the space, the subscription (credits
 * left) and the orders (their processing) are all stale once it succeeds.
 */
export function useAddDocuments(login: string) {
  const client = useQueryClient();
  const invalidatePurchases = useInvalidatePurchases();
  return useMutation({
    mutationFn: (codes: string[]) => addDocuments(login, codes),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: spaceKey(login) }), invalidatePurchases()]),
  });
}

export async function removeDocuments(login: string, codes: string[] | null) {
  const result = await api(`${base(login)}/documents`, { method: 'DELETE', json: codes ? { document_code: codes } : {} });
  return { removed: result.value<number>('removed') ?? 0 };
}

export function useEntry(login: string, code: string | null) {
  return useQuery({
    queryKey: [...spaceKey(login), 'entry', code],
    queryFn: async () => (await api<MyFdsEntry>(`${base(login)}/documents/${code}`)).items[0],
    enabled: !!code,
    // While the reader works on an upload, ask again every few seconds.
    refetchInterval: (q) => (q.state.data?.extraction_status === 'in_progress' ? 3_000 : false),
  });
}

export async function updateEntry(login: string, code: string, fields: MyFdsEntryUpdate) {
  return (await api<MyFdsEntry>(`${base(login)}/documents/${code}`, { method: 'PUT', json: fields })).items[0];
}

/** Uploads a sheet (multipart) with upload progress (0..1); resolves with the new entry. */
export async function uploadSheet(
  login: string,
  values: { product_name: string; supplier_name: string; revision_date: string; language: string; file: File },
  onProgress: (fraction: number) => void,
): Promise<MyFdsItem> {
  const form = new FormData();
  form.set('product_name', values.product_name);
  form.set('supplier_name', values.supplier_name);
  form.set('revision_date', values.revision_date);
  form.set('language', values.language);
  form.set('file', values.file, values.file.name);
  const item = (await upload<MyFdsItem>(`${base(login)}/documents`, form, onProgress)).items[0];
  if (!item) throw new ApiError(200, null, 'h200');
  return item;
}

/** What the reader finds in a file before its upload (issue #23): the form's proposal; nothing is stored. */
export async function previewUpload(login: string, file: File): Promise<UploadPreview> {
  const form = new FormData();
  form.set('file', file, file.name);
  const item = (await upload<UploadPreview>(`${base(login)}/uploads/preview`, form, () => {})).items[0];
  if (!item) throw new ApiError(200, null, 'h200');
  return item;
}

export async function importHistory(login: string, ignoreProfileDocuments: boolean) {
  const result = await api(`${base(login)}/import_consultation`, { method: 'POST', json: { ignore_profile_documents: ignoreProfileDocuments } });
  return { imported: result.value<number>('imported') ?? 0, updated: result.value<number>('updated') ?? 0 };
}

export function useHistory(login: string, enabled: boolean) {
  return useQuery({
    queryKey: [...spaceKey(login), 'history'],
    queryFn: async () =>
      (await api<{ document_code: string; product_name: string; supplier_name: string; consulted_at: string; myFDS: boolean }>(`${base(login)}/history`)).items,
    enabled,
  });
}

export function useChangelog(login: string, range: { dateStart: string; dateEnd: string }) {
  return useQuery({
    queryKey: [...spaceKey(login), 'changelog', range],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (range.dateStart) params.set('date_start', range.dateStart);
      if (range.dateEnd) params.set('date_end', range.dateEnd);
      const result = await api<ChangelogRow>(`/users/${encodeURIComponent(login)}/mySDS/changelog?${params}`);
      // The sheets whose extracted-data changes are left out at the user's FDS-Extract level (issue #14).
      return { rows: result.items, withheld: result.value<ChangelogWithheld[]>('withheld') ?? [] };
    },
  });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportProgress = DownloadProgress;

/**
 * Downloads an export (lib/files.ts). The reply must be a spreadsheet, or a zip when zip was asked (product-spec
 * §5); anything else is rejected as wrong content (WrongContentError), an API error is thrown as ApiError.
 */
export async function fetchExport(path: string, expected: 'xlsx' | 'zip', onProgress?: (progress: ExportProgress) => void): Promise<Blob> {
  return (await download(path, { types: [expected === 'zip' ? 'application/zip' : XLSX], onProgress })).blob;
}

export function spaceExportPath(login: string, zip: boolean) {
  return `/users/${encodeURIComponent(login)}/mySDS/export${zip ? '?zip=true' : ''}`;
}

export function changelogExportPath(login: string, range: { dateStart: string; dateEnd: string }) {
  const params = new URLSearchParams({ format: 'xlsx' });
  if (range.dateStart) params.set('date_start', range.dateStart);
  if (range.dateEnd) params.set('date_end', range.dateEnd);
  return `/users/${encodeURIComponent(login)}/mySDS/changelog?${params}`;
}

export interface AccountCustomerCode {
  supplier_name: string;
  supplier_code: string;
  customer_code: string;
  added_at: string;
}

export function useCustomerCodes(login: string) {
  return useQuery({
    queryKey: ['customer-codes', login],
    queryFn: async () => (await api<AccountCustomerCode>(`${base(login)}/customer_codes`)).items,
  });
}

export async function addCustomerCode(login: string, entry: { supplier_name: string; customer_code: string }) {
  return (await api<AccountCustomerCode>(`${base(login)}/customer_codes`, { method: 'POST', json: entry })).items[0];
}

export async function removeCustomerCode(login: string, entry: { supplier_name: string; customer_code: string }) {
  await api(`${base(login)}/customer_codes`, { method: 'DELETE', json: entry });
}
