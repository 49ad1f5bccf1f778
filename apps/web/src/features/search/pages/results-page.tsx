import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAGE_SIZE, type SearchResultRow, ERRORS } from '@openfds/contract';
import { CustomerCodeForm } from '../../../components/customer-code-form.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Badge, Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { searchDocuments, stagesForCode, verifyCustomerCode } from '../api.ts';
import { ResultFilters, FILTER_PARAMS } from '../components/result-filters.tsx';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';
import { trackSearch } from '../analytics-events.ts';
import '../search.css';
import { paths } from '../../../config/paths.ts';

const PASSED = ['search_value', 'product_name', 'product_code', 'ean', 'language', 'sort_by', 'sort_direction', ...FILTER_PARAMS];

/**
 * Results: 15 sheets a page with filters, sort and paging (product-spec §2.6, §3.4). The path carries the
 * supplier and the customer-code level (/search/{supplier}/{yes|non|public}); a restricted supplier searched
 * without a code gets the customer-code prompt and "continue without customer code".
 */
export function ResultsPage() {
  const { t, i18n } = useTranslation('search');
  const { to } = useLanguage();
  const { '*': rest = '' } = useParams();
  const [supplierCode = '', level = ''] = rest.split('/').filter(Boolean);
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const [promptClosed, setPromptClosed] = useState(level === 'non');
  const navigate = useNavigate();
  // The answer to the prompt is recorded in the path as on the home page (valid 'yes', skipped 'non'), so that
  // a reload, the back button or a shared link do not ask again.
  const recordLevel = (answer: 'yes' | 'non') => {
    setPromptClosed(true);
    if (supplierCode && level !== answer) {
      const query = params.toString();
      void navigate(to(paths.searchResults(supplierCode, answer, query || undefined)), { replace: true });
    }
  };
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);

  const apiParams = new URLSearchParams();
  for (const key of PASSED) {
    const value = params.get(key);
    if (value) apiParams.set(key, value);
  }
  if (supplierCode) apiParams.set('supplier', supplierCode);
  apiParams.set('limit', String(SEARCH_PAGE_SIZE));
  apiParams.set('offset', String((page - 1) * SEARCH_PAGE_SIZE));

  const results = useQuery({
    queryKey: ['documents', apiParams.toString()],
    queryFn: () => searchDocuments(apiParams),
    retry: false,
    // The table stays while the next page, sort or filter loads: replacing it by a skeleton dropped the keyboard
    // focus from the pager button to the page top.
    placeholderData: keepPreviousData,
  });
  const supplier = useQuery({
    queryKey: ['search_steps', supplierCode],
    queryFn: () => stagesForCode(supplierCode),
    enabled: !!supplierCode,
    select: (stages) => ({ name: stages[0]?.value ?? supplierCode, stage: stages.find((s) => s.type === 'search_customer_code') }),
  });
  // One Search event per search: a new term or supplier, not each page, sort or filter change of the same list.
  const term = params.get('search_value') || params.get('product_name') || supplierCode;
  useEffect(() => {
    if (term) trackSearch(term);
  }, [term]);

  // A page past the last one (old link, fewer sheets since) goes to the last page instead of an empty table.
  const lastPage = results.data?.pagesCount ?? 0;
  useEffect(() => {
    if (lastPage >= 1 && page > lastPage) {
      const next = new URLSearchParams(params);
      next.set('page', String(lastPage));
      setParams(next, { replace: true });
    }
  }, [lastPage, page, params, setParams]);

  const title = supplier.data ? t('results.titleSupplier', { supplier: supplier.data.name }) : t('results.title');
  useDocumentTitle(title);

  const notFound = results.error instanceof ApiError && results.error.code === ERRORS.missingRecord.code;
  const codeStage = supplier.data?.stage;
  const askCode = !!codeStage && level !== 'yes' && !promptClosed;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const day = (value: string | null) => (value ? new Date(value).toLocaleDateString(i18n.language) : '');
  const columns: Column<SearchResultRow>[] = [
    {
      key: 'product_name',
      header: t('results.column.product_name'),
      cell: (r) => (
        <>
          <Link to={to(paths.sheet(r.iddc))}>{r.product_name}</Link>
          {r.access === 'private' ? <> <Badge tone="accent">{t('results.restricted')}</Badge></> : null}
        </>
      ),
    },
    { key: 'product_code', header: t('results.column.product_code'), cell: (r) => r.product_code ?? '' },
    { key: 'supplier_name', header: t('results.column.supplier_name'), cell: (r) => r.supplier_name },
    { key: 'revision_date', header: t('results.column.revision_date'), cell: (r) => day(r.revision_date) },
    { key: 'revision_version', header: t('results.column.revision_version'), cell: (r) => r.revision_version ?? '' },
    { key: 'language', header: t('results.column.language'), cell: (r) => sheetLanguageName(r.language, i18n.language) },
    { key: 'type', header: t('results.column.type'), cell: (r) => r.type },
    // product-spec §3.4: the row also gives the UFI (or the related one) and the
    // last update of the sheet.
    { key: 'ufi', header: t('results.column.ufi'), cell: (r) => <span className="nowrap">{r.ufi ?? r.rel_ufi ?? ''}</span> },
    { key: 'last_update', header: t('results.column.last_update'), cell: (r) => day(r.last_update) },
  ];

  return (
    <div className="page page--wide results">
      <h1 className="page__title">{title}</h1>
      <p>
        <Link to={to(paths.home)}>{t('results.newSearch')}</Link>
      </p>
      {askCode && codeStage ? (
        <section className="results__code card" aria-label={t('customerCode.label')}>
          <p>{codeStage.intro}</p>
          <CustomerCodeForm
            supplierName={supplier.data?.name ?? supplierCode}
            description={codeStage.customer_code_description}
            help={codeStage.help_text}
            onVerify={async (code) => {
              await verifyCustomerCode(supplierCode, code);
              recordLevel('yes');
              await client.invalidateQueries({ queryKey: ['documents'] });
            }}
            onSkip={() => recordLevel('non')}
          />
        </section>
      ) : null}
      <ResultFilters supplierCode={supplierCode || null} params={params} onChange={update} />
      {results.isPending ? <Skeleton lines={6} /> : null}
      {notFound ? (
        <EmptyState
          title={t('results.empty.title')}
          action={codeStage && !askCode ? <button type="button" className="btn btn--secondary" onClick={() => setPromptClosed(false)}>{t('results.enterCode')}</button> : undefined}
        >
          <p>{t('results.empty.advice')}</p>
        </EmptyState>
      ) : null}
      {results.error && !notFound ? <Banner tone="danger" role="alert">{(results.error as ApiError).message}</Banner> : null}
      {results.data ? (
        <div className="results__list" aria-busy={results.isPlaceholderData || undefined}>
          <p role="status" className="results__count">
            {results.data.itemsCountExact
              ? t('results.count', { count: results.data.itemsCount })
              : t('results.countMore', { count: results.data.itemsCount })}
            {results.data.tolerant ? ` ${t('results.tolerant')}` : ''}
          </p>
          <DataTable
            caption={t('results.caption')}
            columns={columns}
            rows={results.data.rows}
            rowKey={(r) => r.iddc}
            page={results.data.pageCurrent}
            pageCount={results.data.pagesCount}
            onPage={(p) => update({ page: String(p) })}
          />
        </div>
      ) : null}
    </div>
  );
}
