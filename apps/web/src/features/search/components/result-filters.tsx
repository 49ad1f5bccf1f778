import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { filterValues } from '../api.ts';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';

/** Page filters of product-spec §2.6 (query parameter name -> values_list field). */
const FILTERS: [param: string, field: string][] = [
  ['country', 'country'], ['brand', 'brand'], ['document_type', 'type'], ['range', 'range'],
  ['regulation', 'regulation'], ['zone', 'zone'], ['language', 'language'],
];
export const FILTER_PARAMS = FILTERS.map(([param]) => param);

/** Filters (values of the supplier, or of the whole catalogue) and the sort of the result list. */
export function ResultFilters({
  supplierCode,
  params,
  onChange,
}: {
  supplierCode: string | null;
  params: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { t, i18n } = useTranslation('search');
  const values = useQueries({
    queries: FILTERS.map(([, field]) => ({
      queryKey: ['values_list', field, supplierCode],
      queryFn: () => filterValues(field, supplierCode),
      staleTime: 300_000,
    })),
  });
  return (
    <form className="result-filters" aria-label={t('filters.title')} onSubmit={(e) => e.preventDefault()}>
      {FILTERS.map(([param, field], i) => (
        <SelectField
          key={param}
          label={t(`filters.${param}`)}
          name={param}
          value={params.get(param) ?? ''}
          placeholder={t('filters.all')}
          onChange={(e) => onChange({ [param]: e.target.value || null })}
          options={(values[i].data ?? []).map((v) => ({
            value: v.code,
            label: field === 'language' ? sheetLanguageName(v.code, i18n.language) : v.name,
          }))}
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
  );
}
