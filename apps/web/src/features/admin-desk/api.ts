import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckedReading,
  ContentEntity,
  ContentRow,
  DeskRequestDetail,
  DeskRequestStatus,
  DeskRequestSummary,
  DeskStaffMember,
  FormKind,
  InterfaceLanguage,
  PremiumCheckDetail,
  PremiumCheckItem,
  SafeboxAdminItem,
  SheetLabelFixture,
} from '@openfds/contract';
import { api } from '../../lib/api.ts';
import { API_PREFIX_PATH } from '../../lib/api-types.ts';

/** The desk's calls (issue #26): requests, SafeBox contracts, Premium checks, content. */
const enc = encodeURIComponent;

async function one<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T> {
  const item = (await api<T>(path, init)).items[0];
  if (!item) throw new Error(`empty reply of ${path}`);
  return item;
}

export interface RequestFilters {
  status?: DeskRequestStatus | '';
  kind?: FormKind | '';
  assignee?: string;
}

function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(values).filter((e): e is [string, string] => !!e[1]));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useRequests(filters: RequestFilters) {
  return useQuery({
    queryKey: ['desk', 'requests', filters],
    queryFn: async () =>
      (await api<DeskRequestSummary>(`/admin/requests${query({ status: filters.status, kind: filters.kind, assignee: filters.assignee })}`)).items,
  });
}

export function useRequest(id: number) {
  return useQuery({ queryKey: ['desk', 'request', id], queryFn: () => one<DeskRequestDetail>(`/admin/requests/${id}`) });
}

export function useStaffMembers() {
  return useQuery({ queryKey: ['desk', 'staff'], queryFn: async () => (await api<DeskStaffMember>('/admin/requests/staff')).items, staleTime: 300_000 });
}

/** The writes of one request; each answer is the request as it now is. */
export function useRequestWrites(id: number) {
  const client = useQueryClient();
  const done = (detail: DeskRequestDetail) => {
    client.setQueryData(['desk', 'request', id], detail);
    void client.invalidateQueries({ queryKey: ['desk', 'requests'] });
  };
  return {
    update: useMutation({
      mutationFn: (change: { status?: DeskRequestStatus; assignee?: string | null }) =>
        one<DeskRequestDetail>(`/admin/requests/${id}`, { method: 'PATCH', json: change }),
      onSuccess: done,
    }),
    note: useMutation({
      mutationFn: (text: string) => one<DeskRequestDetail>(`/admin/requests/${id}/notes`, { method: 'POST', json: { text } }),
      onSuccess: done,
    }),
    reply: useMutation({
      mutationFn: (body: { subject?: string; message: string; close?: boolean }) =>
        one<DeskRequestDetail>(`/admin/requests/${id}/replies`, { method: 'POST', json: body }),
      onSuccess: done,
    }),
  };
}

export type SafeboxState = 'pending' | 'received' | 'lapsed';

export function useSafeboxContracts(state: SafeboxState | '') {
  return useQuery({
    queryKey: ['desk', 'safebox', state],
    queryFn: async () => (await api<SafeboxAdminItem>(`/admin/safebox_contracts${query({ state: state || undefined })}`)).items,
  });
}

export function useSafeboxWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['desk', 'safebox'] });
  return {
    receipt: useMutation({
      mutationFn: (identifier: string) => api(`/admin/safebox_contracts/${enc(identifier)}/receipt`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: (identifier: string) => api(`/admin/safebox_contracts/${enc(identifier)}/resend`, { method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}

export function usePremiumChecks(status: 'awaiting' | 'checked' | '') {
  return useQuery({
    queryKey: ['desk', 'premium', status],
    queryFn: async () => (await api<PremiumCheckItem>(`/admin/premium_checks${query({ status: status || undefined })}`)).items,
  });
}

export function usePremiumCheck(code: string) {
  return useQuery({ queryKey: ['desk', 'premium-check', code], queryFn: () => one<PremiumCheckDetail>(`/admin/premium_checks/${enc(code)}`) });
}

export function premiumFileUrl(code: string): string {
  return `${API_PREFIX_PATH}/admin/premium_checks/${enc(code)}/file`;
}

export function usePremiumWrites(code: string) {
  const client = useQueryClient();
  const done = (detail: PremiumCheckDetail) => {
    client.setQueryData(['desk', 'premium-check', code], detail);
    void client.invalidateQueries({ queryKey: ['desk', 'premium'] });
  };
  return {
    save: useMutation({
      mutationFn: (label: CheckedReading) => one<PremiumCheckDetail>(`/admin/premium_checks/${enc(code)}/reading`, { method: 'PUT', json: label }),
      onSuccess: done,
    }),
    approve: useMutation({
      mutationFn: () => one<PremiumCheckDetail>(`/admin/premium_checks/${enc(code)}/approval`, { method: 'POST' }),
      onSuccess: done,
    }),
  };
}

/** The approved checks as reader fixtures (downloaded as one JSON file by the queue's export button). */
export async function fetchFixtures(): Promise<SheetLabelFixture[]> {
  return (await api<SheetLabelFixture>('/admin/premium_checks/fixtures')).items;
}

export function useContent(entity: ContentEntity) {
  return useQuery({ queryKey: ['desk', 'content', entity], queryFn: async () => (await api<ContentRow>(`/admin/content/${entity}`)).items });
}

export function useContentWrites(entity: ContentEntity) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['desk', 'content', entity] });
  return {
    /** Several translations of one item in one call (one transaction); answers the rows and the languages still missing. */
    saveAll: useMutation({
      mutationFn: async (v: { key: string; translations: Partial<Record<InterfaceLanguage, Record<string, unknown>>> }) => {
        const result = await api<ContentRow>(`/admin/content/${entity}/${enc(v.key)}`, { method: 'PUT', json: { translations: v.translations } });
        return { rows: result.items, missing: result.value<InterfaceLanguage[]>('missing') ?? [] };
      },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (v: { key: string; language: string }) => api(`/admin/content/${entity}/${enc(v.key)}/${v.language}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
