import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CODE, ADR_EDITION, ERRORS } from '@openfds/contract';
import { CustomerCodeForm } from '../../../components/customer-code-form.tsx';
import { Badge, Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { track } from '../../../lib/analytics.ts';
import { useShellState } from '../../../lib/shell-state.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { fetchSheet, previewUrl, probeFile, verifyCustomerCode, type SheetDetails } from '../api.ts';
import { OneClickDialog } from '../components/one-click-dialog.tsx';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';
import '../documents.css';
import { formatDay } from '../../../lib/format-date.ts';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-errors.ts';

/** Blocks of the sheet page that other features fill, given the sheet's code. */
export interface SheetSections {
  extractedData: (documentCode: string) => ReactNode;
  vigilance: (documentCode: string) => ReactNode;
  /** Add to / remove from my space (my-fds), beside the file buttons, with the sheet's myFDS flag. */
  favourite?: (documentCode: string, space: SheetSpaceFlag) => ReactNode;
}

/** Whether the sheet is in the caller's my-FDS (GET /documents/{code}'s myFDS), for the add/remove control. */
export interface SheetSpaceFlag {
  /** Undefined when the sheet was read without a logged-in user (the reply has no flag then). */
  inSpace: boolean | undefined;
  /** The control added or removed the sheet: the page's copy of the sheet says so too. */
  onChange: (inSpace: boolean) => void;
  /** Reads the sheet again (a user logged in since it was read). */
  refresh: () => void;
}

/**
 * The sheet page (/fds/{code}, /fds-preview/..., /test): the latest version of the product, view and download,
 * other languages, other sheets of the supplier, one-click link and QR code, the extraction and vigilance
 * sections (filled by their features, which the app layer passes in: a feature never imports another), and the
 * liability notice last (VISUAL.md). Unknown or deleted sheets show the not-found message; restricted sheets ask
 * for the customer code.
 */
export function SheetPage({ preview = false, sections }: { preview?: boolean; sections: SheetSections }) {
  const { t, i18n } = useTranslation('documents');
  const { to } = useLanguage();
  const params = useParams();
  const [query] = useSearchParams();
  const code = preview ? ((params['*'] ?? '').match(/\d{7}-\d{5}-\d{5}-\d{6}/)?.[0] ?? '') : (params.code ?? '');
  const valid = DOCUMENT_CODE.test(code);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { openAuth, auth } = useShellState();
  const [oneClick, setOneClick] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const sheet = useQuery({ queryKey: ['document', code], queryFn: () => fetchSheet(code), enabled: valid, retry: false });

  const missing = !valid || (sheet.error instanceof ApiError && sheet.error.code === ERRORS.documentNotFound.code);
  const restricted = sheet.error instanceof ApiError && sheet.error.code === ERRORS.customerCodeRequired.code;
  // The tab and a shared link's preview name the sheet (WCAG 2.4.2), as the other pages do.
  useDocumentTitle(missing ? t('notFound.title') : restricted ? t('restricted.title') : sheet.data?.product_name);

  // The action a visitor asked for before giving the free-consult details (issue #16): it goes on by itself once
  // the popup closes, and no error of the first try stays on screen.
  const pending = useRef<boolean | null>(null);
  const open = async (download: boolean, afterPopup = false) => {
    setFileError(null);
    try {
      await probeFile(code);
    } catch (e) {
      const error = e as ApiError;
      if (error.code === ERRORS.freeConsultRequired.code && !afterPopup) {
        // A visitor without an account gives the free-consult data first (shell popup); the action then resumes.
        pending.current = download;
        openAuth('free');
      } else if (error.code === ERRORS.freeConsultRequired.code) setFileError(t('file.freeConsult'));
      else setFileError(errorText(error));
      return;
    }
    track(download ? 'Telechargement-FDS' : 'Consult-FDS', { name: code });
    if (download) window.location.assign(previewUrl(code, true));
    // Resumed without a click, a new tab may be blocked: the sheet then opens in this tab.
    else if (!window.open(previewUrl(code), '_blank', 'noopener') && afterPopup) window.location.assign(previewUrl(code));
  };
  const popupWasOpen = useRef(false);
  useEffect(() => {
    if (auth.open) {
      popupWasOpen.current = true;
      return;
    }
    if (!popupWasOpen.current) return;
    popupWasOpen.current = false;
    const download = pending.current;
    pending.current = null;
    if (download !== null) void open(download, true);
    // open is recreated each render; only the popup closing matters here.
  }, [auth.open]); // eslint-disable-line react-hooks/exhaustive-deps

  if (missing) {
    return (
      <div className="page">
        <EmptyState
          heading="h1"
          title={t('notFound.title')}
          action={
            <Link className="btn btn--primary" to={to(paths.home)}>
              {t('notFound.search')}
            </Link>
          }
        >
          <p>{t('notFound.text')}</p>
        </EmptyState>
      </div>
    );
  }
  if (restricted && sheet.error instanceof ApiError) {
    const supplierCode = String(sheet.error.data.find((d) => d.name === 'supplier_code')?.value ?? '');
    const supplierName = String(sheet.error.data.find((d) => d.name === 'supplier_name')?.value ?? '');
    return (
      <div className="page">
        <h1 className="page__title">{t('restricted.title')}</h1>
        <p>{sheet.error.message}</p>
        <CustomerCodeForm
          supplierName={supplierName}
          supplierCode={supplierCode || undefined}
          onVerify={async (value) => {
            await verifyCustomerCode(supplierCode, value);
            await client.invalidateQueries({ queryKey: ['document', code] });
          }}
          // Without a code this sheet stays closed: "continue without customer code" leads to the supplier's
          // sheets open to everyone (the results page at level 'non'), rather than leaving a dead end.
          onSkip={supplierCode ? () => navigate(to(paths.searchResults(supplierCode, 'non'))) : undefined}
        />
      </div>
    );
  }
  if (sheet.error)
    return (
      <div className="page">
        <Banner tone="danger" role="alert">
          {errorText(sheet.error)}
        </Banner>
      </div>
    );
  if (!sheet.data)
    return (
      <div className="page">
        <Skeleton lines={8} />
      </div>
    );

  const s = sheet.data;
  const space: SheetSpaceFlag = {
    inSpace: s.myFDS,
    onChange: (inSpace) => client.setQueryData<SheetDetails>(['document', code], (old) => (old ? { ...old, myFDS: inSpace } : old)),
    refresh: () => void client.invalidateQueries({ queryKey: ['document', code] }),
  };
  const date = (value: string | null) => formatDay(value, i18n.language) || '—';
  return (
    <article className="page page--wide sheet">
      {preview ? <Badge tone="accent">{t('preview')}</Badge> : null}
      {query.get('updates') ? <Banner tone="success">{t(`updates.${query.get('updates') === 'stopped' ? 'stopped' : 'extended'}`)}</Banner> : null}
      {s.superseded ? <Banner tone="info">{t('superseded')}</Banner> : null}
      {s.own_upload ? <Banner tone="info">{t('ownUpload')}</Banner> : null}
      <header className="sheet__header">
        <h1 className="page__title">{s.product_name}</h1>
        <p className="sheet__supplier">{s.supplier_name}</p>
        {/* The main actions first, visible without scrolling on a phone (issue #16). */}
        <div className="form-actions sheet__actions">
          <button type="button" className="btn btn--primary" onClick={() => void open(false)}>
            {t('file.view')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void open(true)}>
            {t('file.download')}
          </button>
        </div>
        {fileError ? (
          <p className="field__error" role="alert">
            {fileError}
          </p>
        ) : null}
      </header>

      {sections.extractedData(s.iddc)}

      <section className="sheet__facts card" aria-labelledby="sheet-facts">
        <h2 id="sheet-facts">{t('facts.title')}</h2>
        <dl className="facts">
          <dt>{t('facts.version')}</dt>
          <dd>{s.revision_version ?? '—'}</dd>
          <dt>{t('facts.revisionDate')}</dt>
          <dd>{date(s.revision_date)}</dd>
          <dt>{t('facts.language')}</dt>
          <dd>{sheetLanguageName(s.language, i18n.language)}</dd>
          <dt>{t('facts.lastUpdate')}</dt>
          <dd>{date(s.last_update)}</dd>
          {s.product_code ? (
            <>
              <dt>{t('facts.productCode')}</dt>
              <dd>{s.product_code}</dd>
            </>
          ) : null}
          {s.ufi ? (
            <>
              <dt>{t('facts.ufi')}</dt>
              <dd>{s.ufi}</dd>
            </>
          ) : null}
          {s.ean.length ? (
            <>
              <dt>{t('facts.ean')}</dt>
              <dd>{s.ean.join(', ')}</dd>
            </>
          ) : null}
          <dt>{t('facts.type')}</dt>
          <dd>{s.type}</dd>
        </dl>
        <div className="form-actions">
          <button type="button" className="btn btn--ghost" onClick={() => setOneClick(true)}>
            {t('oneClick.open')}
          </button>
          {sections.favourite?.(s.iddc, space)}
        </div>
      </section>

      {sections.vigilance(s.iddc)}

      {s.documents_languages.length ? (
        <section className="card" aria-labelledby="sheet-languages">
          <h2 id="sheet-languages">{t('languages.title')}</h2>
          <ul className="inline-list">
            {s.documents_languages.map((l) => (
              <li key={l.iddc}>
                <Link to={to(paths.sheet(l.iddc))} lang={l.lang}>
                  {sheetLanguageName(l.lang, i18n.language)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {s.other_documents.length ? (
        <section className="card" aria-labelledby="sheet-others">
          <h2 id="sheet-others">{t('others.title', { supplier: s.supplier_name })}</h2>
          <ul>
            {s.other_documents.map((o) => (
              <li key={o.iddc}>
                <Link to={to(paths.sheet(o.iddc))}>{o.product_name}</Link>{' '}
                <span className="muted">
                  ({sheetLanguageName(o.language, i18n.language)}, {date(o.revision_date)})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="sheet__notice">{t('notice', { edition: ADR_EDITION })}</p>
      <OneClickDialog open={oneClick} onClose={() => setOneClick(false)} code={s.iddc} url={s.permanent_url} productName={s.product_name} />
    </article>
  );
}
