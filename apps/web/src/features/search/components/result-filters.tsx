import { useId, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { ALL_LANGUAGES } from '@openfds/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { filterValues } from '../api.ts';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';

/** Page filters of product-spec §2.6 (query parameter name -> values_list field). */
const FILTERS: [param: string, field: string][] = [
  ['country', 'country'],
  ['brand', 'brand'],
  ['document_type', 'type'],
  ['range', 'range'],
  ['regulation', 'regulation'],
  ['zone', 'zone'],
  ['language', 'language'],
];
export const FILTER_PARAMS = FILTERS.map(([param]) => param);

/** The filters of the list that have a value (the sort is not a filter). */
export function activeFilters(params: URLSearchParams): [param: string, value: string][] {
  return FILTER_PARAMS.flatMap((param) => {
    const value = params.get(param);
    return value ? [[param, value] as [string, string]] : [];
  });
}

/**
 * Filters (values of the supplier, or of the whole catalogue) and the sort of the result list. `folded` (phones):
 * the filters hide behind one button that says how many are active.
 */
export function ResultFilters({
  supplierCode,
  params,
  onChange,
  folded = false,
}: {
  supplierCode: string | null;
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
  folded?: boolean;
}) {
  const { t, i18n } = useTranslation('search');
  const { t: te } = useTranslation('everyday');
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const active = activeFilters(params).length;
  const values = useQueries({
    queries: FILTERS.map(([, field]) => ({
      queryKey: ['values_list', field, supplierCode],
      queryFn: () => filterValues(field, supplierCode),
      staleTime: 300_000,
    })),
  });
  const hidden = folded && !unfolded;
  return (
    <div className="result-filters-wrap">
      {folded ? (
        <button
          type="button"
          className="btn btn--secondary result-filters__toggle"
          aria-expanded={!hidden}
          aria-controls={panelId}
          onClick={() => setUnfolded((u) => !u)}
        >
          {active > 0 ? te('filters.toggleCount', { count: active }) : te('filters.toggle')}
        </button>
      ) : null}
      <form id={panelId} className="result-filters" aria-label={t('filters.title')} onSubmit={(e) => e.preventDefault()} hidden={hidden}>
        {FILTERS.map(([param, field], i) => (
          <SelectField
            key={param}
            label={t(`filters.${param}`)}
            name={param}
            value={params.get(param) ?? ''}
            onChange={(e) => onChange({ [param]: e.target.value || null })}
            // A phone's select holds about 25 characters: the first choice there is short, and says the rest under it.
            placeholder={
              param === 'language'
                ? te(folded ? 'filters.languageAutoShort' : 'filters.languageAuto', { language: sheetLanguageName(i18n.language, i18n.language) })
                : t('filters.all')
            }
            hint={param === 'language' && folded && !params.get(param) ? te('filters.languageAutoHint') : undefined}
            options={[
              // "All languages" lists every language at once; without a choice the interface language comes first and
              // the fallback chain fills in (the page says when it did).
              ...(param === 'language' ? [{ value: ALL_LANGUAGES, label: te('filters.languageAll') }] : []),
              ...(values[i].data ?? []).map((v) => ({
                value: v.code,
                label: field === 'language' ? sheetLanguageName(v.code, i18n.language) : v.name,
              })),
            ]}
          />
        ))}
        <SelectField
          label={t('filters.sort')}
          name="sort_by"
          value={`${params.get('sort_by') ?? 'relevance'}:${params.get('sort_direction') ?? 'asc'}`}
          onChange={(e) => {
            const [sortBy, direction] = e.target.value.split(':');
            onChange({ sort_by: sortBy === 'relevance' ? null : sortBy, sort_direction: direction === 'asc' ? null : direction });
          }}
          options={[
            { value: 'relevance:asc', label: t('filters.sortRelevance') },
            { value: 'product_name:asc', label: t('filters.sortName') },
            { value: 'revision_date:desc', label: t('filters.sortNewest') },
            { value: 'revision_date:asc', label: t('filters.sortOldest') },
            { value: 'supplier_name:asc', label: t('filters.sortSupplier') },
            // Every sort of the API (DOCUMENT_SORT_FIELDS) is offered, the sheet language included.
            { value: 'language:asc', label: t('filters.sortLanguage') },
          ]}
        />
      </form>
    </div>
  );
}
