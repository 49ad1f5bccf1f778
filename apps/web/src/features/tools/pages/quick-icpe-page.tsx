import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { ICPE_STATES, ICPE_UNITS } from '@openfds/contract';
import { codesOf, useIcpeAssessment } from '../api.ts';
import { ApiErrorText, describeListField } from '../components/api-error-text.tsx';
import '../tools.css';

interface Row {
  name: string;
  classes: string;
  h: string;
  cas: string;
  state: (typeof ICPE_STATES)[number];
  quantity: string;
  unit: (typeof ICPE_UNITS)[number];
}

const emptyRow = (): Row => ({ name: '', classes: '', h: '', cas: '', state: 'liquid', quantity: '', unit: 't' });

/** "Acute Tox. 1; Flam. Liq. 2" -> [{ class: 'Acute Tox.', category: '1' }, ...]. */
function classesOf(text: string) {
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(.*?)\s+(\w{1,3})$/.exec(s);
      return m ? { class: m[1]!, category: m[2]! } : { class: s, category: null };
    });
}

/** The label key of each product field, to name a field the server refuses (`products.1.quantity`). */
const FIELD_LABELS = {
  hazard_classes: 'tools.icpe.classes',
  h_statements: 'tools.icpe.hStatements',
  cas: 'tools.icpe.cas',
  state: 'tools.icpe.state',
  quantity: 'tools.icpe.quantity',
  unit: 'tools.icpe.unit',
} as const;

/** Tool page products/quick-icpe: the rubriques 4xxx, régimes and Seveso status of a list of products. */
export function QuickIcpePage() {
  const { t } = useTranslation('tools');
  const { to } = useLanguage();
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const assess = useIcpeAssessment();
  const update = (i: number, patch: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    assess.mutate({
      products: rows.map((r) => ({
        hazard_classes: r.classes ? classesOf(r.classes) : undefined,
        h_statements: r.h ? codesOf(r.h) : undefined,
        cas: r.cas.trim() || undefined,
        state: r.state,
        quantity: Number(r.quantity.replace(',', '.')),
        unit: r.unit,
      })),
    });
  };
  const result = assess.data;
  // "products.0.h_statements.1" was shown as is; the user sees "Product 1 - H statements".
  const describeField = (field: string) =>
    describeListField(field, 'products', (n) => t('tools.icpe.product', { n }), Object.fromEntries(Object.entries(FIELD_LABELS).map(([k, v]) => [k, t(v)])));
  return (
    <div className="tools-page">
      <h1>{t('tools.icpe.title')}</h1>
      <p>{t('tools.icpe.intro')}</p>
      <p className="tools-note">{t('tools.icpe.maximumNote')}</p>
      <p>
        <Link to={to(paths.myFdsInventory)}>{t('tools.inventory.title')}</Link>
      </p>
      <form onSubmit={submit} className="tools-form">
        {rows.map((r, i) => (
          <fieldset key={i} className="tools-row">
            <legend>{t('tools.icpe.product', { n: i + 1 })}</legend>
            <label>
              {t('tools.icpe.classes')}
              <input value={r.classes} onChange={(e) => update(i, { classes: e.target.value })} placeholder="Acute Tox. 1; Flam. Liq. 2" />
            </label>
            <label>
              {t('tools.icpe.hStatements')}
              <input value={r.h} onChange={(e) => update(i, { h: e.target.value })} placeholder="H225, H301" />
            </label>
            <label>
              {t('tools.icpe.cas')}
              <input value={r.cas} onChange={(e) => update(i, { cas: e.target.value })} placeholder="67-56-1" />
            </label>
            <label>
              {t('tools.icpe.state')}
              <select value={r.state} onChange={(e) => update(i, { state: e.target.value as Row['state'] })}>
                {ICPE_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`tools.icpe.states.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('tools.icpe.quantity')}
              <input inputMode="decimal" value={r.quantity} onChange={(e) => update(i, { quantity: e.target.value })} required />
            </label>
            <label>
              {t('tools.icpe.unit')}
              <select value={r.unit} onChange={(e) => update(i, { unit: e.target.value as Row['unit'] })}>
                {ICPE_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </label>
            {rows.length > 1 && (
              <button type="button" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                {t('tools.common.removeRow')}
              </button>
            )}
          </fieldset>
        ))}
        <div className="tools-actions">
          <button type="button" onClick={() => setRows((all) => [...all, emptyRow()])}>
            {t('tools.common.addRow')}
          </button>
          <button type="submit" className="tools-primary" disabled={assess.isPending}>
            {t('tools.icpe.assess')}
          </button>
        </div>
      </form>
      <ApiErrorText error={assess.error} describeField={describeField} />
      {result && (
        <section aria-labelledby="icpe-result" className="tools-result">
          <h2 id="icpe-result">{t('tools.icpe.result')}</h2>
          <table className="tools-table">
            <thead>
              <tr>
                <th scope="col">{t('tools.icpe.rubrique')}</th>
                <th scope="col">{t('tools.icpe.regime')}</th>
                <th scope="col">{t('tools.icpe.tonnes')}</th>
                <th scope="col">{t('tools.icpe.next')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rubriques.map((r) => (
                <tr key={`${r.rubrique}-${r.state ?? ''}`} data-rubrique={r.rubrique}>
                  <td>
                    {r.rubrique}
                    {r.state ? ` (${t(`tools.icpe.states.${r.state}`)})` : ''} <span className="tools-muted">{r.title}</span>
                  </td>
                  <td>{r.regime}</td>
                  <td>{r.tonnes}</td>
                  <td>{r.next ? t('tools.icpe.margin', { regime: r.next.regime, margin: r.next.margin_t }) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p data-testid="seveso">
            {t(`tools.icpe.seveso.${result.seveso.status}`)}
            {result.seveso.by ? ` (${t(`tools.icpe.by.${result.seveso.by}`)})` : ''} - Sa = {result.seveso.sums.sa}, Sb = {result.seveso.sums.sb}, Sc ={' '}
            {result.seveso.sums.sc}
          </p>
          {/* An empty "Assumptions" heading was shown when the assessment made none (like the ADR warnings). */}
          {result.assumptions.length > 0 && (
            <>
              <h3>{t('tools.common.assumptions')}</h3>
              <ul>
                {result.assumptions.map((a, i) => (
                  <li key={i}>{a.detail}</li>
                ))}
              </ul>
            </>
          )}
          <p className="tools-source">
            {t('tools.common.source', { source: result.nomenclature.source, version: result.nomenclature.version, licence: result.nomenclature.licence })}{' '}
            {!result.nomenclature.confirmed_against_current_text && t('tools.icpe.notConfirmed')}
          </p>
        </section>
      )}
    </div>
  );
}
