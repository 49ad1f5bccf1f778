import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SupplierDraft,
  SupplierMember,
  SupplierRole,
  SupplierSheet,
  SupplierSheetAccess,
  SupplierSheetFieldsInput,
  SupplierApiKeyItem,
  SupplierStatisticsRow,
  ZipImportRowError,
} from '@openfds/contract';
import { api } from '../../lib/api.ts';

/** The supplier space's calls (issue #27): every one is about the caller's own supplier, decided by the server. */

export interface SupplierProfile {
  code: string;
  name: string;
  access_level: 'public' | 'private' | 'mixed';
  role: SupplierRole;
}

export interface SupplierCode {
  id: number;
  code: string;
  customer: string | null;
  created_at: string;
  holders: number;
}

export interface CodeTexts {
  description: Record<string, string | null>;
  help: Record<string, string | null>;
}

export interface PendingInvitation {
  email: string;
  role: SupplierRole;
  sent_at: string;
  expires_at: string;
}

export interface MonthTotal {
  month: string;
  consultations: number;
  downloads: number;
}

const KEY = ['supplier'] as const;

export function useSupplierProfile() {
  return useQuery({ queryKey: [...KEY, 'profile'], queryFn: async () => (await api<SupplierProfile>('/supplier/profile')).items[0]!, retry: false });
}

export function useSupplierSheets(q: string, page: number, limit = 25) {
  return useQuery({
    queryKey: [...KEY, 'sheets', q, page],
    queryFn: async () => {
      const params = new URLSearchParams({ limit: String(limit), offset: String((page - 1) * limit), ...(q ? { q } : {}) });
      const result = await api<SupplierSheet>(`/supplier/sheets?${params.toString()}`);
      return { items: result.items, total: result.value<number>('itemsCount') ?? 0 };
    },
  });
}

export function useDrafts() {
  return useQuery({
    queryKey: [...KEY, 'drafts'],
    queryFn: async () => (await api<SupplierDraft>('/supplier/drafts')).items,
    // A draft being read is asked again until its reading is there.
    refetchInterval: (query) => (query.state.data?.some((d) => d.reading === 'reading') ? 2000 : false),
  });
}

/** Refreshes what a publication, a withdrawal or an access change touches. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useUploadDrafts() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { files: File[]; replaces?: string; language?: string }) => {
      const form = new FormData();
      if (input.replaces) form.append('replaces', input.replaces);
      if (input.language) form.append('language', input.language);
      for (const file of input.files) form.append('file', file, file.name);
      return (await api<SupplierDraft>('/supplier/drafts', { method: 'POST', body: form })).items;
    },
    onSuccess: refresh,
  });
}

export type PublishFields = SupplierSheetFieldsInput & { confirm_flags?: boolean; replaces?: string | null };

/**
 * Publishes a draft. `onPublished` runs in the mutation's own success step, before the lists are refreshed: the
 * refreshed drafts list no longer holds the draft, its form unmounts, and a callback given to `mutate` by that form
 * would then never run (TanStack Query drops an unmounted observer's callbacks), so the "published" notice was lost
 * whenever the refetch won the race.
 */
export function usePublishDraft(onPublished: (iddc: string) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: number; fields: PublishFields }) =>
      (await api<{ iddc: string; status: string }>(`/supplier/drafts/${id}/publish`, { method: 'POST', json: fields })).items[0]!,
    onSuccess: (result) => {
      onPublished(result.iddc);
      return refresh();
    },
  });
}

export function useDiscardDraft() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api(`/supplier/drafts/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}

export function useSetAccess() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ iddc, access }: { iddc: string; access: SupplierSheetAccess }) =>
      api(`/supplier/sheets/${iddc}/access`, { method: 'PUT', json: { access } }),
    onSuccess: refresh,
  });
}

export function useWithdraw() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (iddc: string) => api(`/supplier/sheets/${iddc}`, { method: 'DELETE' }), onSuccess: refresh });
}

export function useCodes(q: string) {
  return useQuery({
    queryKey: [...KEY, 'codes', q],
    queryFn: async () => {
      const result = await api<SupplierCode>(`/supplier/customer-codes?${new URLSearchParams({ limit: '200', ...(q ? { q } : {}) }).toString()}`);
      return { items: result.items, total: result.value<number>('itemsCount') ?? 0 };
    },
  });
}

export function useAddCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { code: string; customer?: string }) => api<SupplierCode>('/supplier/customer-codes', { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

export function useImportCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (csv: string) => {
      const result = await api<{ line: number; value: string; reason: string }>('/supplier/customer-codes/import', { method: 'POST', json: { csv } });
      return { errors: result.items, added: result.value<number>('added') ?? 0, unchanged: result.value<number>('unchanged') ?? 0 };
    },
    onSuccess: refresh,
  });
}

export function useRevokeCode() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api(`/supplier/customer-codes/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}

export function useCodeTexts() {
  return useQuery({ queryKey: [...KEY, 'code-texts'], queryFn: async () => (await api<CodeTexts>('/supplier/customer-code-texts')).items[0]! });
}

export function useSaveCodeTexts() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (texts: CodeTexts) => (await api<CodeTexts>('/supplier/customer-code-texts', { method: 'PUT', json: texts })).items[0]!,
    onSuccess: refresh,
  });
}

export function useStatistics(months: number) {
  return useQuery({
    queryKey: [...KEY, 'statistics', months],
    queryFn: async () => {
      const result = await api<SupplierStatisticsRow>(`/supplier/statistics?months=${months}`);
      return {
        rows: result.items,
        months: result.value<MonthTotal[]>('months') ?? [],
        customers: result.value<number>('customers_with_code') ?? 0,
      };
    },
  });
}

export function useMembers() {
  return useQuery({
    queryKey: [...KEY, 'members'],
    queryFn: async () => {
      const result = await api<SupplierMember>('/supplier/members');
      return { members: result.items, invitations: result.value<PendingInvitation[]>('invitations') ?? [] };
    },
  });
}

export function useInvite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { email: string; role: SupplierRole }) => api('/supplier/invitations', { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

export function useRemoveMember() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (login: string) => api(`/supplier/members/${encodeURIComponent(login)}`, { method: 'DELETE' }), onSuccess: refresh });
}

export interface InvitationView {
  supplier_name: string;
  email: string;
  role: SupplierRole;
  account_exists: boolean;
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: [...KEY, 'invitation', token],
    queryFn: async () => (await api<InvitationView>(`/supplier-invitations/${encodeURIComponent(token)}`)).items[0]!,
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      (await api<{ supplier_name: string; role: SupplierRole }>(`/supplier-invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' })).items[0]!,
    onSuccess: refresh,
  });
}

export interface ZipImportResult {
  counts: Record<'created' | 'revised' | 'updated' | 'unchanged', number>;
  errors: ZipImportRowError[];
}

/** A zip with the importer's documents.csv and its PDFs: published at once, bad rows reported by line. */
export function useImportZip() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (file: File): Promise<ZipImportResult> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const result = await api<ZipImportRowError>('/supplier/imports', { method: 'POST', body: form });
      const count = (name: string) => result.value<number>(name) ?? 0;
      return {
        counts: { created: count('created'), revised: count('revised'), updated: count('updated'), unchanged: count('unchanged') },
        errors: result.items,
      };
    },
    onSuccess: refresh,
  });
}

/** Every member's supplier API keys, for the supplier's admins (GET /supplier/api_keys). */
export function useSupplierKeys() {
  return useQuery({ queryKey: [...KEY, 'api-keys'], queryFn: async () => (await api<SupplierApiKeyItem>('/supplier/api_keys')).items });
}

export function useRevokeSupplierKey() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api(`/supplier/api_keys/${id}`, { method: 'DELETE' }), onSuccess: refresh });
}
