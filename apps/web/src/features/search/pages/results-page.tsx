import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ALL_LANGUAGES, SEARCH_PAGE_SIZE, type SearchResultRow, ERRORS } from '@openfds/contract';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Badge, Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { searchDocuments, stagesForCode, verifyCustomerCode } from '../api.ts';
import { CustomerCodeGate } from '../components/customer-code-gate.tsx';
import { ResultFilters, FILTER_PARAMS, activeFilters } from '../components/result-filters.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';
import { trackSearch } from '../analytics-events.ts';
import '../search.css';
import { adminPaths, backOfficePath, paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';

const PASSED = ['search_value', 'product_name', 'product_code', 'ean', 'language', 'sort_by', 'sort_direction', ...FILTER_PARAMS];

/** Name searches need 3 characters: 1 or 2 give "type at least 3 characters", not "no product found". */
const MIN_QUERY_LENGTH = 3;
const tooShort = (text: string) => text.length > 0 && text.length < MIN_QUERY_LENGTH;

/** A language's name as written inside a sentence (lower case in French and Italian, as Intl gives it). */
function languageInSentence(code: string, interfaceLanguage: string): string {
  try {
    return new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The search box of the results page: changes the product searched, keeping supplier, filters and sort. */
function RefineForm({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation('everyday');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const id = useId();
  // The box follows the URL (back button, a search from elsewhere).
  useEffect(() => {
    setValue(initial);
    setError(undefined);
  }, [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (tooShort(typed)) {
      setError(t('results.tooShort'));
      return;
    }
    setError(undefined);
    onSearch(typed);
  };
  return (
    <form role="search" aria-labelledby={`${id}-title`} className="results__refine" onSubmit={submit} noValidate>
      <span id={`${id}-title`} className="visually-hidden">
        {t('results.refineForm')}
      </span>
      <TextField
        label={t('results.refineLabel')}
        name="search_value"
        type="search"
        value={value}
        maxLength={100}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn--primary">
        {t('results.refineSubmit')}
      </button>
    </form>
  );
}

/**
 * Results: 15 sheets a page with filters, sort and paging (product-spec §2.6, §3.4). The path carries the
 * supplier and the customer-code level (/search/{supplier}/{yes|non|public}); a restricted supplier searched
 * without a code gets the customer-code prompt and "continue without customer code".
 */
export function ResultsPage({ rowAction }: { rowAction?: { header: ReactNode; cell: (row: SearchResultRow) => ReactNode } } = {}) {
  const { t, i18n } = useTranslation('search');
  const { t: te } = useTranslation('everyday');
  const { t: tCommon } = useTranslation('common');
  const { to } = useLanguage();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const { '*': rest = '' } = useParams();
  const [supplierCode = '', level = ''] = rest.split('/').filter(Boolean);
  const [params, setParams] = useSearchParams();
  const staff = useViewerIsStaff();
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

  const query = (params.get('search_value') || params.get('product_name') || '').trim();
  const queryTooShort = tooShort(query);
  const results = useQuery({
    queryKey: ['documents', apiParams.toString()],
    queryFn: () => searchDocuments(apiParams),
    enabled: !queryTooShort,
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

  const supplierName = supplier.data?.name;
  const title = query
    ? supplierName
      ? te('results.titleQuerySupplier', { query, supplier: supplierName })
      : te('results.titleQuery', { query })
    : supplierName
      ? t('results.titleSupplier', { supplier: supplierName })
      : t('results.title');
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

  const day = (value: string | null) => formatDay(value, i18n.language);
  // The language asked (filter, else the interface language) and the one the fallback chain served.
  const asked = params.get('language') || i18n.language;
  const served = results.data?.language;
  const fallbackNotice =
    results.data && asked !== ALL_LANGUAGES && served !== asked
      ? served
        ? te('results.fallbackOther', { asked: languageInSentence(asked, i18n.language), served: languageInSentence(served, i18n.language) })
        : te('results.fallbackAll', { asked: languageInSentence(asked, i18n.language) })
      : null;
  const filtersOn = activeFilters(params);
  const clearFilters = () => update(Object.fromEntries(FILTER_PARAMS.map((p) => [p, null])));
  const codePrompt = useRef<HTMLElement>(null);
  const backToCode = () => {
    setPromptClosed(false);
    // The prompt appears above: the focus goes to its field.
    requestAnimationFrame(() => codePrompt.current?.querySelector<HTMLElement>('input')?.focus());
  };
  const columns: Column<SearchResultRow>[] = [
    {
      key: 'product_name',
      header: t('results.column.product_name'),
      cell: (r) => (
        <>
          <Link to={to(paths.sheet(r.iddc))}>{r.product_name}</Link>
          {r.access === 'private' ? (
            <>
              {' '}
              <Badge tone="accent">{t('results.restricted')}</Badge>
            </>
          ) : null}
        </>
      ),
    },
    // A product code reads as one word: never cut at its dashes (issue #23, "025-000003" over two lines).
    { key: 'product_code', header: t('results.column.product_code'), cell: (r) => <span className="nowrap">{r.product_code ?? ''}</span> },
    { key: 'supplier_name', header: t('results.column.supplier_name'), cell: (r) => r.supplier_name },
    { key: 'revision_date', header: t('results.column.revision_date'), cell: (r) => day(r.revision_date) },
    { key: 'revision_version', header: t('results.column.revision_version'), cell: (r) => <span className="nowrap">{r.revision_version ?? ''}</span> },
    { key: 'language', header: t('results.column.language'), cell: (r) => sheetLanguageName(r.language, i18n.language) },
    { key: 'type', header: t('results.column.type'), cell: (r) => r.type },
    // product-spec §3.4: the row also gives the UFI (or the related one) and the
    // last update of the sheet.
    { key: 'ufi', header: t('results.column.ufi'), cell: (r) => <span className="nowrap">{r.ufi ?? r.rel_ufi ?? ''}</span> },
    { key: 'last_update', header: t('results.column.last_update'), cell: (r) => day(r.last_update) },
    // A control the app layer adds to each row (add to / remove from my space, issue #12).
    ...(rowAction ? [{ key: 'row_action', header: rowAction.header, cell: rowAction.cell }] : []),
  ];

  return (
    <div className="page page--wide results">
      <h1 className="page__title">{title}</h1>
      <RefineForm initial={query} onSearch={(value) => update({ search_value: value, product_name: null })} />
      <p>
        <Link to={to(paths.home)}>{t('results.newSearch')}</Link>
      </p>
      {staff ? (
        // Issue #26: this search lists for staff what a customer finds; every sheet (private, secret, deleted,
        // superseded) is found in the back office, with the same words.
        <p data-testid="staff-search-link">
          <a href={backOfficePath(query ? `${adminPaths.sheets}?${new URLSearchParams({ q: query }).toString()}` : adminPaths.sheets)}>
            {t('results.staffAll')}
          </a>
        </p>
      ) : null}
      {askCode && codeStage ? (
        <section ref={codePrompt} className="results__code card" aria-label={t('customerCode.label')}>
          <p>{codeStage.intro}</p>
          <CustomerCodeGate
            supplierName={supplier.data?.name ?? supplierCode}
            supplierCode={supplierCode}
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
      <ResultFilters supplierCode={supplierCode || null} params={params} onChange={update} folded={narrow} />
      {queryTooShort ? (
        <Banner tone="warning" role="status" className="results__short">
          {te('results.tooShort')}
        </Banner>
      ) : null}
      {results.isPending && !queryTooShort ? <Skeleton lines={6} /> : null}
      {notFound ? (
        <EmptyState
          title={t('results.empty.title')}
          action={
            filtersOn.length > 0 || (codeStage && !askCode && !staff) ? (
              <div className="results__empty-actions">
                {filtersOn.length > 0 ? (
                  <button type="button" className="btn btn--secondary" onClick={clearFilters}>
                    {te('results.clearFilters')}
                  </button>
                ) : null}
                {codeStage && !askCode && !staff ? (
                  <button type="button" className="btn btn--primary" onClick={backToCode}>
                    {t('results.enterCode')}
                  </button>
                ) : null}
              </div>
            ) : undefined
          }
        >
          {filtersOn.length > 0 ? (
            <div className="results__active-filters">
              <p>{te('results.emptyFilters')}</p>
              <ul>
                {filtersOn.map(([param, value]) => (
                  <li key={param}>
                    {te('results.filterValue', {
                      name: t(`filters.${param}`),
                      value: param === 'language' ? (value === ALL_LANGUAGES ? te('filters.languageAll') : sheetLanguageName(value, i18n.language)) : value,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {codeStage && level !== 'yes' ? <p>{te('results.emptyRestricted', { supplier: supplierName ?? supplierCode })}</p> : null}
          {codeStage && level !== 'yes' ? (
            <p>
              <Link to={to(paths.customerCodeRequest(supplierCode, supplierName ?? supplierCode))}>
                {tCommon('customerCodeRequest.link', { supplier: supplierName ?? supplierCode })}
              </Link>
            </p>
          ) : null}
          <p>{t('results.empty.advice')}</p>
        </EmptyState>
      ) : null}
      {results.error && !notFound ? (
        <Banner tone="danger" role="alert">
          {errorText(results.error)}
        </Banner>
      ) : null}
      {results.data ? (
        <div className="results__list" aria-busy={results.isPlaceholderData || undefined}>
          <p role="status" className="results__count">
            {results.data.itemsCountExact ? t('results.count', { count: results.data.itemsCount }) : t('results.countMore', { count: results.data.itemsCount })}
            {results.data.tolerant ? ` ${t('results.tolerant')}` : ''}
          </p>
          {fallbackNotice ? (
            <Banner tone="info" className="results__fallback">
              {fallbackNotice}
            </Banner>
          ) : null}
          {narrow ? (
            <ResultCards
              rows={results.data.rows}
              page={results.data.pageCurrent}
              pageCount={results.data.pagesCount}
              onPage={(p) => update({ page: String(p) })}
              day={day}
            />
          ) : (
            <DataTable
              caption={t('results.caption')}
              columns={columns}
              rows={results.data.rows}
              rowKey={(r) => r.iddc}
              page={results.data.pageCurrent}
              pageCount={results.data.pagesCount}
              onPage={(p) => update({ page: String(p) })}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Phones: one card per sheet (product, supplier, date, language), the whole card one tap to the sheet. */
function ResultCards({
  rows,
  page,
  pageCount,
  onPage,
  day,
}: {
  rows: SearchResultRow[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  day: (value: string | null) => string;
}) {
  const { t, i18n } = useTranslation('search');
  const { t: te } = useTranslation('everyday');
  const { t: tc } = useTranslation('common');
  const { to } = useLanguage();
  return (
    <>
      <ul className="result-cards" aria-label={t('results.caption')}>
        {rows.map((r) => (
          <li key={r.iddc} className="result-card">
            <Link className="result-card__link" to={to(paths.sheet(r.iddc))}>
              <span className="result-card__product">{r.product_name}</span>
              {r.access === 'private' ? <Badge tone="accent">{t('results.restricted')}</Badge> : null}
            </Link>
            <dl className="result-card__facts">
              <div>
                <dt>{te('results.card.supplier')}</dt>
                <dd>{r.supplier_name}</dd>
              </div>
              <div>
                <dt>{te('results.card.date')}</dt>
                <dd>{day(r.revision_date)}</dd>
              </div>
              <div>
                <dt>{te('results.card.language')}</dt>
                <dd>{sheetLanguageName(r.language, i18n.language)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className="pager" aria-label={tc('table.paging')}>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {tc('table.previous')}
          </button>
          <span aria-live="polite">{tc('table.pageOf', { page, count: pageCount })}</span>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {tc('table.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
