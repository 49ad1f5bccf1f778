import { useMutation, useQuery } from '@tanstack/react-query';
import type { LabelElementsRequest, QuickAdrLoadRequest, QuickIcpeAssessmentRequest } from '@openfds/contract';
import { api } from '../../lib/api.ts';

/** What POST /quick_icpe/assessments answers (the names of issue #28). */
export interface IcpeResult {
  rubriques: {
    rubrique: string;
    state: string | null;
    title: string;
    regime: string;
    tonnes: number;
    products: string[];
    next: { regime: string; threshold_t: number; margin_t: number } | null;
  }[];
  seveso: { status: 'none' | 'low' | 'high'; by: 'direct' | 'cumulation' | null; sums: { sa: number; sb: number; sc: number } };
  assumptions: { code: string; product?: string; rubrique?: string; detail: string }[];
  not_classified: string[];
  nomenclature: { title: string; version: string; source: string; licence: string; confirmed_against_current_text: boolean };
}

export interface AdrResult {
  exempt: boolean;
  points: number;
  quantity_per_category: Record<string, number>;
  tunnel_code: string | null;
  orange_plates: { required: boolean; paragraph: string };
  placards: string[];
  lq_mark: { required: boolean; lq_gross_kg: number };
  document_lines: { fr: string[]; en: string[] };
  lines: { line: number; un: string | null; transport_category: number | null; points: number; left_out: string | null; paragraph: string }[];
  warnings: { code: string; line?: number; paragraph: string; detail: string }[];
  table: AdrTableInfo;
  /** Sheets of the load not read yet: their lines count without section 14's data until they are. */
  pending_documents?: string[];
}

export interface LabelResult {
  pictograms: string[];
  signal_word: 'danger' | 'warning' | null;
  label_mm: [number, number];
  pictogram_mm: number;
  min_x_height_mm: number;
  p_reduction: string[] | null;
  warnings: { code: string; detail: string }[];
  /** When asked with a preset or a grid (server: labels.service.ts elementsSheet): how the label lies on A4. */
  sheet?: { layout: string; columns: number; rows: number; per_sheet: number; cell_mm: [number, number] };
}

const post = async <T>(path: string, json: unknown) => (await api<T>(path, { method: 'POST', json })).items[0]!;

export function useIcpeAssessment() {
  return useMutation({ mutationFn: (body: QuickIcpeAssessmentRequest) => post<IcpeResult>('/quick_icpe/assessments', body) });
}

export function useAdrLoad() {
  return useMutation({ mutationFn: (body: QuickAdrLoadRequest) => post<AdrResult>('/quick_adr/loads', body) });
}

export function useLabelElements() {
  return useMutation({ mutationFn: (body: LabelElementsRequest) => post<LabelResult>('/labels/elements', body) });
}

/** "H225, H319 H336" -> ["H225", "H319", "H336"]. */
export function codesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

/** GET /quick_adr/table: the ADR Table A Quick-ADR runs on (the shipped sample, or an imported BAM edition). */
export interface AdrTableInfo {
  edition: string;
  sample: boolean;
  source: string;
  licence: string;
  imported?: string;
  attribution: string | null;
}

export function useAdrTable() {
  return useQuery({ queryKey: ['tools', 'adr-table'], queryFn: async () => (await api<AdrTableInfo>('/quick_adr/table')).items[0] ?? null });
}
