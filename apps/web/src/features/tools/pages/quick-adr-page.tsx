import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADR_REGIMES, ADR_UNITS, type AdrLineInput, type QuickAdrLoadRequest, type SavedAdrLoadItem } from '@openfds/contract';
import { useAdrLoad, useAdrTable } from '../api.ts';
import { ApiErrorText, describeListField } from '../components/api-error-text.tsx';
import { MySheetPicker, type PickedSheet } from '../components/my-sheet-picker.tsx';
import { SaveAdrLoad } from '../components/save-adr-load.tsx';
import { SavedAdrLoads } from '../components/saved-adr-loads.tsx';
import '../tools.css';

interface Row {
  /** A sheet of the user's space: the server reads its UN number and packing group from section 14. */
  sheet?: PickedSheet;
  un: string;
  pg: '' | 'I' | 'II' | 'III';
  quantity: string;
  unit: (typeof ADR_UNITS)[number];
  regime: (typeof ADR_REGIMES)[number];
  /** What a reopened saved load gave that this form has no field for: kept, so that computing again keeps it. */
  rest?: Pick<AdrLineInput, 'inner_quantity' | 'package_gross_kg' | 'packages'>;
}
const emptyRow = (): Row => ({ un: '', pg: '', quantity: '', unit: 'L', regime: 'full' });

/** A saved load's lines as the calculator's rows (its sheets named as the list names them). */
function rowsOf(load: SavedAdrLoadItem): Row[] {
  return load.input.lines.map((l) => {
    const named = l.document_code ? load.sheets.find((s) => s.document_code === l.document_code) : undefined;
    const sheet = l.document_code ? (named ?? { document_code: l.document_code, product_name: l.document_code, supplier_name: '' }) : undefined;
    const { inner_quantity, package_gross_kg, packages } = l;
    return {
      sheet,
      un: sheet ? '' : (l.un ?? ''),
      pg: sheet ? '' : (l.packing_group ?? ''),
      quantity: String(l.quantity),
      unit: l.unit,
      regime: l.regime ?? 'full',
      rest: { inner_quantity, package_gross_kg, packages },
    };
  });
}

/**
 * Tool page products/quick-adr: a road load under ADR 1.1.3.6, with the paragraph behind every figure. A logged-in
 * user (`login`, given by the app layer) picks lines from the sheets of their space; anyone may type UN numbers.
 */
export function QuickAdrPage({ login }: { login?: string } = {}) {
  const { t, i18n } = useTranslation('tools');
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  // A reopened saved load's vehicle mass (the form has no field for it): sent again with the lines.
  const [vehicle, setVehicle] = useState<number | undefined>(undefined);
  const load = useAdrLoad();
  const update = (i: number, patch: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  // "lines.0.un" was shown as is; the user sees "Line 1 - UN number".
  const describeField = (field: string) =>
    describeListField(field, 'lines', (n) => t('tools.adr.line', { n }), {
      un: t('tools.adr.un'),
      packing_group: t('tools.adr.packingGroup'),
      quantity: t('tools.adr.quantity'),
      unit: t('tools.adr.unit'),
      regime: t('tools.adr.regime'),
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const request: QuickAdrLoadRequest = {
      lines: rows.map((r) => ({
        document_code: r.sheet?.document_code,
        un: r.sheet ? undefined : r.un.trim() || undefined,
        packing_group: r.sheet ? undefined : r.pg || undefined,
        quantity: Number(r.quantity.replace(',', '.')),
        unit: r.unit,
        regime: r.regime,
        ...r.rest,
      })),
      vehicle_max_mass_t: vehicle,
    };
    load.mutate(request);
  };
  // A saved load back in the calculator, computed at once (on the sheets' current data, as the list shows it).
  const open = (saved: SavedAdrLoadItem) => {
    setRows(rowsOf(saved));
    setVehicle(saved.input.vehicle_max_mass_t);
    load.mutate(saved.input);
  };
  const addSheet = (sheet: PickedSheet) =>
    setRows((all) => {
      const line: Row = { ...emptyRow(), sheet };
      // The first, still empty line takes the sheet; otherwise a new line.
      return all.length === 1 && !all[0].un && !all[0].sheet && !all[0].quantity ? [line] : [...all, line];
    });
  const result = load.data;
  // The sample note until the server says an imported BAM table is current (then its attribution, dl-de/by-2-0).
  const tableInUse = useAdrTable();
  const lines = result ? (i18n.language === 'fr' ? result.document_lines.fr : result.document_lines.en) : [];
  return (
    <div className="tools-page">
      <h1>{t('tools.adr.title')}</h1>
      <p>{t('tools.adr.intro')}</p>
      {tableInUse.data && !tableInUse.data.sample ? (
        <p className="tools-note" data-testid="adr-table">
          {t('tools.adr.bamTable', { edition: tableInUse.data.edition, imported: tableInUse.data.imported ?? '' })}
        </p>
      ) : (
        <p className="tools-note" data-testid="adr-table">
          {t('tools.adr.sample')}
        </p>
      )}
      {login ? <MySheetPicker login={login} onPick={addSheet} /> : null}
      <form onSubmit={submit} className="tools-form">
        {rows.map((r, i) => (
          <fieldset key={i} className="tools-row">
            <legend>{t('tools.adr.line', { n: i + 1 })}</legend>
            {r.sheet ? (
              <p className="tools-row__sheet">{t('tools.picker.line', { product: r.sheet.product_name, supplier: r.sheet.supplier_name })}</p>
            ) : (
              <>
                <label>
                  {t('tools.adr.un')}
                  <input value={r.un} onChange={(e) => update(i, { un: e.target.value })} inputMode="numeric" placeholder="1203" required />
                </label>
                <label>
                  {t('tools.adr.packingGroup')}
                  <select value={r.pg} onChange={(e) => update(i, { pg: e.target.value as Row['pg'] })}>
                    <option value="">-</option>
                    <option value="I">I</option>
                    <option value="II">II</option>
                    <option value="III">III</option>
                  </select>
                </label>
              </>
            )}
            <label>
              {t('tools.adr.quantity')}
              <input inputMode="decimal" value={r.quantity} onChange={(e) => update(i, { quantity: e.target.value })} required />
            </label>
            <label>
              {t('tools.adr.unit')}
              <select value={r.unit} onChange={(e) => update(i, { unit: e.target.value as Row['unit'] })}>
                {ADR_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('tools.adr.regime')}
              <select value={r.regime} onChange={(e) => update(i, { regime: e.target.value as Row['regime'] })}>
                {ADR_REGIMES.map((g) => (
                  <option key={g} value={g}>
                    {t(`tools.adr.regimes.${g}`)}
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
          <button type="submit" className="tools-primary" disabled={load.isPending}>
            {t('tools.adr.compute')}
          </button>
        </div>
      </form>
      <ApiErrorText error={load.error} describeField={describeField} />
      {result && (
        <section aria-labelledby="adr-result" className="tools-result">
          <h2 id="adr-result">{t('tools.adr.result')}</h2>
          <p data-testid="adr-verdict" className={result.exempt ? 'tools-ok' : 'tools-warn'}>
            {t(result.exempt ? 'tools.adr.exempt' : 'tools.adr.notExempt', { points: result.points })}
          </p>
          {result.pending_documents && result.pending_documents.length > 0 ? (
            <p className="tools-warn" role="status">
              {t('tools.picker.pending', { count: result.pending_documents.length })}
            </p>
          ) : null}
          <ul>
            <li>{t('tools.adr.tunnel', { code: result.tunnel_code ?? '-' })}</li>
            <li>
              {t(result.orange_plates.required ? 'tools.adr.platesRequired' : 'tools.adr.platesNotRequired', { paragraph: result.orange_plates.paragraph })}
            </li>
            {result.lq_mark.required && <li>{t('tools.adr.lqMark')}</li>}
          </ul>
          {lines.length > 0 && (
            <>
              <h3>{t('tools.adr.documentLines')}</h3>
              <ul className="tools-document">
                {lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </>
          )}
          {result.warnings.length > 0 && (
            <>
              <h3>{t('tools.common.warnings')}</h3>
              <ul>
                {result.warnings.map((w, i) => (
                  <li key={i}>
                    {w.line ? `${t('tools.adr.line', { n: w.line })}: ` : ''}
                    {w.detail} (ADR {w.paragraph})
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="tools-source">
            {t('tools.common.source', { source: result.table.source, version: result.table.edition, licence: result.table.licence })}
          </p>
          {/* A logged-in user keeps the load computed (the request it answered, whatever was typed since). */}
          {login && load.variables ? <SaveAdrLoad login={login} load={load.variables} /> : null}
        </section>
      )}
      {login ? <SavedAdrLoads login={login} onOpen={open} /> : null}
    </div>
  );
}
