import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/feedback.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { verifyCustomerCode } from '../api.ts';
import { ProductForm } from '../components/product-form.tsx';
import { StatsBar } from '../components/stats-bar.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { useStagedSearch, type FlowStage } from '../hooks/use-staged-search.ts';
import '../search.css';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';

// Shown only at a restricted supplier's step: its code (and the field rules' validation library) loads then.
const CustomerCodeGate = lazy(() => import('../components/customer-code-gate.tsx').then((m) => ({ default: m.CustomerCodeGate })));

/** Runs once when committed: inside a Suspense boundary, only once its lazily loaded siblings are in the page. */
function OnMount({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}

/**
 * Home: one box for suppliers and products (issue #23), then the staged search by supplier, customer code, language
 * and product name (product-spec §2.2, §4).
 */
export function HomePage() {
  const { t } = useTranslation('search');
  const { language, to } = useLanguage();
  const navigate = useNavigate();
  const flow = useStagedSearch();
  const supplierStage = flow.stages.find((s) => s.type === 'search_supplier');
  const staff = useViewerIsStaff();

  // Keyboard and screen-reader users follow the flow: when stages are added, answered or dropped, the focus goes
  // to the first field of the stage now waiting for an answer (the supplier field after "change"), instead of
  // falling back to the page top when the field that had it is replaced.
  const flowRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const focusOpenStage = useRef(() => {});
  focusOpenStage.current = () => {
    if (flow.blocked || !started.current) return;
    const open = flowRef.current?.querySelectorAll<HTMLElement>('.stage:not(.stage--done), .supplier-search');
    const target = open?.[open.length - 1]?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
    target?.focus();
  };
  useEffect(() => {
    // Not on the first render (the page keeps its natural focus order) but after any request, failed ones included.
    if (flow.blocked || flow.stages.length > 0) started.current = true;
    focusOpenStage.current();
  }, [flow.stages, flow.blocked]);
  // The customer-code form arrives a moment later the first time (its own chunk): the focus goes to it then.
  const focusWhenLoaded = useRef(() => focusOpenStage.current()).current;

  const goToResults = (stage: FlowStage, values: { search_value: string; language: string }) => {
    const code = stage.supplier_code!;
    const level = flow.stages.find((s) => s.type === 'search_customer_code')?.answer ?? (stage.access_level === 'public' ? 'public' : 'non');
    const params = new URLSearchParams({ language: values.language });
    if (values.search_value) params.set('search_value', values.search_value);
    // The Search event is sent by the results page, once per search (not here as well).
    void navigate(to(paths.searchResults(code, level, params.toString())));
  };

  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="page__title">{t('home.title')}</h1>
        <p className="page__lead">{t('home.lead')}</p>
        <div className="staged-search" ref={flowRef} aria-busy={flow.blocked || undefined}>
          {supplierStage ? (
            <div className="stage stage--done">
              <span className="stage__label">{t('home.supplierLabel')}</span>
              <strong>{supplierStage.value}</strong>
              <button type="button" className="btn btn--ghost btn--sm" onClick={flow.reset} disabled={flow.blocked}>
                {t('home.change')}
              </button>
            </div>
          ) : (
            <SearchBox
              disabled={flow.blocked}
              language={language}
              onPickSupplier={(s) => void flow.chooseSupplier(s.code)}
              onPickProduct={(p) => void navigate(to(paths.sheet(p.iddc)))}
              onSubmitSupplierName={(name) => void flow.searchSupplier(name)}
              onSubmitProducts={(text) => void navigate(to(`${paths.search}?${new URLSearchParams({ search_value: text, language }).toString()}`))}
            />
          )}
          {flow.blocked ? (
            <p role="status" className="stage__status">
              {t('home.checking')}
            </p>
          ) : null}
          {flow.error ? (
            <Banner tone="warning" role="alert">
              {errorText(flow.error, t('home.failed'))}
            </Banner>
          ) : null}

          {flow.stages.map((stage, index) => {
            if (stage.type === 'select_supplier_list') {
              return (
                <fieldset key={stage.name} className="stage">
                  <legend>{stage.intro}</legend>
                  <ul className="supplier-list">
                    {stage.values?.map((s) => (
                      <li key={s.code}>
                        <button
                          type="button"
                          className="btn btn--secondary"
                          disabled={flow.blocked}
                          onClick={() => void flow.chooseSupplier(s.code, index + 1)}
                        >
                          {s.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                  {stage.help_text ? <p className="field__hint">{stage.help_text}</p> : null}
                </fieldset>
              );
            }
            if (stage.type === 'search_customer_code') {
              if (stage.answer) {
                return (
                  <div key={stage.name} className="stage stage--done">
                    <span className="stage__label">{t('customerCode.label')}</span>
                    <strong>{stage.answer === 'yes' ? t('customerCode.validated') : staff ? t('customerCode.staffDone') : t('customerCode.skipped')}</strong>
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => flow.backTo(index)} disabled={flow.blocked}>
                      {t('home.change')}
                    </button>
                  </div>
                );
              }
              return (
                <div key={stage.name} className="stage">
                  <p>{stage.intro}</p>
                  <Suspense fallback={null}>
                    <CustomerCodeGate
                      supplierName={supplierStage?.value ?? ''}
                      supplierCode={stage.supplier_code ?? undefined}
                      description={stage.customer_code_description}
                      help={stage.help_text}
                      disabled={flow.blocked}
                      onVerify={(code) => flow.verify(index, () => verifyCustomerCode(stage.supplier_code!, code))}
                      onSkip={() => flow.answer(index, 'non')}
                    />
                    <OnMount run={focusWhenLoaded} />
                  </Suspense>
                  {stage.outro ? <p className="field__hint">{stage.outro}</p> : null}
                </div>
              );
            }
            if (stage.type === 'search_product_form') {
              // The product form waits for the customer-code stage to be answered (valid or skipped).
              const pending = flow.stages.some((s, i) => i < index && s.type === 'search_customer_code' && !s.answer);
              if (pending) return null;
              return (
                <div key={stage.name} className="stage">
                  <ProductForm
                    defaultLanguage={language}
                    disabled={flow.blocked}
                    intro={stage.intro}
                    help={stage.help_text}
                    onSearch={(values) => goToResults(stage, values)}
                  />
                </div>
              );
            }
            return null;
          })}
        </div>
      </section>
      <StatsBar />
    </div>
  );
}
