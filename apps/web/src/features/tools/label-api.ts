import { useQuery } from '@tanstack/react-query';
import type { LabelSheetRequest, MySdsLabelsRequest } from '@openfds/contract';
import { API_PREFIX_PATH, type Envelope } from '../../lib/api-types.ts';
import { api, apiHeaders, resultOf, withReconnect } from '../../lib/api.ts';
import { WrongContentError } from '../../lib/files.ts';
import type { LabelResult } from './api.ts';

/** What GET /documents/{code}/labels answers: the label's elements as the sheet gives them (issue #28). */
export interface LabelDesign {
  document_code: string;
  product_name: string;
  h_statements: string[];
  euh_statements: string[];
  p_statements: string[];
  contains: { names: string[]; proposed: boolean };
  ufi: string | null;
  supplier: { name: string; address: string | null; phone: string | null };
  emergency_phone: string | null;
  permanent_url: string;
  labellable: boolean;
}

/** A sheet the bulk call left out, with why (server: labels-bulk.service.ts). */
export interface NotLabelled {
  document_code: string;
  product_name: string | null;
  reason: 'not_in_space' | 'not_found' | 'not_read' | 'no_hazard_data';
}

export function useLabelDesign(code: string) {
  return useQuery({
    queryKey: ['tools', 'label-design', code],
    queryFn: async ({ signal }) => (await api<LabelDesign>(`/documents/${code}/labels`, { signal })).items[0]!,
    retry: false,
  });
}

/** The live preview: POST /labels/elements for what the designer holds (a query: same input, same answer). */
export function useLabelPreview(input: { h_statements: string[]; euh_statements: string[]; p_statements: string[]; capacity_l: number } | null) {
  return useQuery({
    queryKey: ['tools', 'label-preview', input],
    enabled: input !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await api<LabelResult>('/labels/elements', { method: 'POST', json: input, signal })).items[0]!,
  });
}

/** POSTs a JSON body for a PDF; an error envelope becomes an ApiError as api() makes it. */
async function postForPdf(path: string, json: unknown): Promise<{ blob: Blob; headers: Headers }> {
  return withReconnect(async () => {
    const headers = apiHeaders({ 'Content-Type': 'application/json' }, 'application/pdf, application/json');
    const response = await fetch(API_PREFIX_PATH + path, { method: 'POST', credentials: 'include', headers, body: JSON.stringify(json) });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (response.ok && type === 'application/pdf') return { blob: await response.blob(), headers: response.headers };
    const envelope = type === 'application/json' ? ((await response.json().catch(() => null)) as Envelope<unknown> | null) : null;
    if (envelope?.collection?.errors?.length || !response.ok) resultOf(false, response.status, envelope, path);
    throw new WrongContentError(type || 'empty');
  });
}

/** The name the server gave the file (Content-Disposition), or a fallback. */
function fileName(headers: Headers, fallback: string): string {
  return /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

export async function sheetLabelsPdf(code: string, body: Partial<LabelSheetRequest> & { capacity_l: number }) {
  const { blob, headers } = await postForPdf(`/documents/${code}/labels`, body);
  return { blob, name: fileName(headers, `labels-${code}.pdf`) };
}

export async function bulkLabelsPdf(login: string, body: Partial<MySdsLabelsRequest> & { document_codes: string[]; capacity_l: number }) {
  const { blob, headers } = await postForPdf(`/users/${encodeURIComponent(login)}/mySDS/labels`, body);
  return { blob, name: fileName(headers, 'labels.pdf'), notLabelled: notLabelledOf(headers) };
}

/** The sheets the server left out (X-Labels-Not-Labelled, URI-encoded JSON). */
function notLabelledOf(headers: Headers): NotLabelled[] {
  try {
    return JSON.parse(decodeURIComponent(headers.get('x-labels-not-labelled') ?? '%5B%5D')) as NotLabelled[];
  } catch {
    // A header cut by a proxy: the PDF is still good; the list stays empty rather than wrong.
    return [];
  }
}
