import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { languageOrFrench, type InventoryEntryInput } from '@openfds/contract';
import { api } from '../../lib/api.ts';
import { download, saveBlob } from '../../lib/files.ts';
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
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function useInventory(login: string) {
  return useQuery({ queryKey: ['tools', 'inventory', login], queryFn: async () => (await api<InventorySite>(`${base(login)}/inventory`)).items });
}

/** What GET /users/{login}/mySDS/tool_credits answers per tool (contract ToolBalance). */
export type ToolBalanceItem = {
  tool: 'quickIcpe' | 'quickAdr' | 'fdsLabels';
  free_left: number;
  free_per_month: number;
  credits_left: number;
  unlimited: boolean;
};

/** What the user has left of each tool (SafeBox free uses of the month, paid credits). */
export function useToolCredits(login: string | undefined) {
  return useQuery({
    queryKey: ['tools', 'credits', login],
    enabled: !!login,
    queryFn: async () => (await api<ToolBalanceItem>(`${base(login!)}/tool_credits`)).items,
  });
}

/**
 * For the `onSuccess` of a mutation that spends a tool credit (a label sheet, a saved load): the balance is asked
 * again, or ToolBalance would show the old figure until the next page load. In the useMutation options, not in
 * mutate()'s, so that it runs even when the form has closed meanwhile.
 */
export function useRefreshToolCredits(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['tools', 'credits'] });
}

/**
 * The establishment report's download (one Quick-ICPE use; the PDF and the xlsx of a day are one report). A plain link
 * carries the browser's Accept-Language, so the link names the interface language (`lang`, which the server honours).
 */
export function siteReportUrl(login: string, siteId: number, format: 'pdf' | 'xlsx', language: string): string {
  return `/api/v1${sitePath(login, siteId, format, language)}`;
}

const sitePath = (login: string, siteId: number, format: 'pdf' | 'xlsx', language: string) =>
  `${base(login)}/quick_icpe/${format}?site_id=${siteId}&lang=${languageOrFrench(language)}`;

const REPORT_TYPES = { pdf: 'application/pdf', xlsx: XLSX } as const;

/**
 * An establishment report fetched by the page rather than followed as a link: it is charged (one Quick-ICPE use), so
 * the balance is asked again once it is made, and a refusal (780, no use left) is said on the page instead of being
 * saved as a file. Both in the mutation's options: they must happen even if the summary re-rendered meanwhile.
 */
export function useSiteReport(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { siteId: number; format: 'pdf' | 'xlsx'; language: string }) => {
      const { blob, headers } = await download(sitePath(login, v.siteId, v.format, v.language), { types: [REPORT_TYPES[v.format]] });
      const named = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
      return { blob, name: named ?? `quick-icpe-${v.siteId}.${v.format}` };
    },
    onSuccess: (file) => {
      saveBlob(file.blob, file.name);
      return client.invalidateQueries({ queryKey: ['tools', 'credits'] });
    },
  });
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

/** The inventory as an xlsx workbook (the interface's language), handed to the browser as a download. */
export async function downloadInventoryXlsx(login: string): Promise<void> {
  const { blob } = await download(`${base(login)}/inventory/xlsx`, { types: [XLSX] });
  saveBlob(blob, 'inventory.xlsx');
}

/**
 * Imports a workbook in the export's layout: all lines or none (a refused line comes back with its number). The
 * refresh is in the mutation's options, so it runs even when the view that started it is gone.
 */
export function useInventoryImport(login: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (await api<InventoryImportResult>(`${base(login)}/inventory/xlsx`, { method: 'POST', body: file, headers: { 'Content-Type': XLSX } })).items[0]!,
    onSuccess: () => client.invalidateQueries({ queryKey: ['tools'] }),
  });
}
export interface InventoryImportResult {
  sites: number;
  areas: number;
  entries: number;
}
