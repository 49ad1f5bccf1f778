import { SHELL_ERRORS, MIGRATION_CHECK_TIMEOUT_MS, type SearchPageStats, type SearchResultRow, type SearchStage } from '@openfds/contract';
import { api, ApiError } from '../../lib/api.ts';

/** Calls of the staged search and the result list (api-spec §7 "Public search and documents"). */
export interface SupplierSuggestion {
  code: string;
  name: string;
  access_level: 'public' | 'private' | 'mixed';
  documents: number;
}

export async function suggestSuppliers(typed: string, signal?: AbortSignal): Promise<SupplierSuggestion[]> {
  const res = await api<SupplierSuggestion>(`/search_steps/values_list?field=supplier&limit=8&supplier_name=${encodeURIComponent(typed)}`, { signal });
  return res.items;
}

/** A product suggested by the home page's box: a sheet of the product search (its first rows). */
export interface ProductSuggestion {
  iddc: string;
  product_name: string;
  supplier_name: string;
  language: string;
}

/**
 * The first sheets a product search finds for the typed text (name, code, EAN or UFI), in the interface language
 * with the search's own fallback; none when nothing matches (the search answers 587) or the text is under 3 letters.
 */
export async function suggestProducts(typed: string, language: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  if (typed.length < 3) return [];
  const params = new URLSearchParams({ search_value: typed, language, limit: '5' });
  try {
    return (await api<SearchResultRow>(`/documents?${params.toString()}`, { signal })).items;
  } catch (error) {
    if (error instanceof ApiError && error.code === SHELL_ERRORS.missingRecord.code) return [];
    throw error;
  }
}

export async function stagesForName(supplierName: string): Promise<SearchStage[]> {
  return (await api<SearchStage>(`/search_steps?supplier_name=${encodeURIComponent(supplierName)}`)).items;
}

export async function stagesForCode(supplierCode: string): Promise<SearchStage[]> {
  return (await api<SearchStage>(`/search_steps/${encodeURIComponent(supplierCode)}`)).items;
}

/**
 * The migration check before a supplier search: at most 5 s; any failure or time-out means "not migrated" and
 * the flow continues normally (api-spec §4).
 */
export async function migrationStatus(supplierCode: string): Promise<{ is_migrated: boolean; redirect_url: string | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), MIGRATION_CHECK_TIMEOUT_MS);
  try {
    const res = await api<{ is_migrated: boolean; redirect_url: string | null }>(`/supplier-migration/${encodeURIComponent(supplierCode)}/status`, {
      signal: controller.signal,
    });
    return res.items[0] ?? { is_migrated: false, redirect_url: null };
  } catch {
    return { is_migrated: false, redirect_url: null };
  } finally {
    clearTimeout(timer);
  }
}

export async function verifyCustomerCode(supplierCode: string, customerCode: string): Promise<void> {
  // POST: the check remembers the code (session, account), a state change (issue #22); GET only checks.
  await api('/documents/verify_customer_code', { method: 'POST', json: { supplier_code: supplierCode, customer_code: customerCode } });
}

export interface SearchPage extends SearchPageStats {
  rows: SearchResultRow[];
}

export async function searchDocuments(params: URLSearchParams): Promise<SearchPage> {
  const res = await api<SearchResultRow>(`/documents?${params.toString()}`);
  return {
    rows: res.items,
    itemsCount: res.value<number>('itemsCount') ?? 0,
    itemsCountExact: res.value<boolean>('itemsCountExact') ?? true,
    pagesCount: res.value<number>('pagesCount') ?? 0,
    pageCurrent: res.value<number>('pageCurrent') ?? 1,
    language: res.value<string | null>('language') ?? null,
    tolerant: res.value<boolean>('tolerant') ?? false,
  };
}

export async function filterValues(field: string, supplierCode: string | null): Promise<{ code: string; name: string; documents: number }[]> {
  const supplier = supplierCode ? `&supplier=${encodeURIComponent(supplierCode)}` : '';
  return (await api<{ code: string; name: string; documents: number }>(`/search_steps/values_list?field=${field}&limit=50${supplier}`)).items;
}

export async function landingFigures(): Promise<{ code: string; value: number }[]> {
  return (await api<{ code: string; value: number }>('/landing_page')).items;
}
