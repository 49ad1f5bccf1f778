import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codesOf, useLabelElements } from '../api.ts';
import { ApiErrorText } from '../components/api-error-text.tsx';
import { initialOptions, LabelOptionsFields, layoutRequest, type LabelOptions } from '../components/label-options.tsx';
import '../tools.css';

/**
 * Tool page products/fds-labels: the CLP label elements and sizes for statements and a capacity, and how many such
 * labels an A4 sheet holds in a preset or a custom grid (the designer's and the bulk form's fields; 785 on `grid`).
 */
export function LabelsPage() {
  const { t, i18n } = useTranslation('tools');
  const [h, setH] = useState('');
  const [p, setP] = useState('');
  const [options, setOptions] = useState<LabelOptions>(() => initialOptions(i18n.language));
  const elements = useLabelElements();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // No sheet is printed here: the layout without the copies.
    const { preset, grid } = layoutRequest(options);
    elements.mutate({
      h_statements: codesOf(h),
      p_statements: p ? codesOf(p) : undefined,
      capacity_l: Number(options.capacity.replace(',', '.')),
      preset,
      grid,
    });
  };
  const result = elements.data;
  // The form's own words for a refused field ("h_statements" and "grid" were shown as is).
  const describeField = (field: string) =>
    ({
      h_statements: t('tools.icpe.hStatements'),
      p_statements: t('tools.labels.pStatements'),
      capacity_l: t('tools.labels.capacity'),
      grid: t('tools.labels.grid'),
    })[field.split('.')[0]!];
  return (
    <div className="tools-page">
      <h1>{t('tools.labels.title')}</h1>
      <p>{t('tools.labels.intro')}</p>
      <form onSubmit={submit} className="tools-form">
        <fieldset className="tools-row">
          <legend>{t('tools.labels.statements')}</legend>
          <label>
            {t('tools.icpe.hStatements')}
            <input value={h} onChange={(e) => setH(e.target.value)} placeholder="H225, H319" required />
          </label>
          <label>
            {t('tools.labels.pStatements')}
            <input value={p} onChange={(e) => setP(e.target.value)} placeholder="P210, P280" />
          </label>
        </fieldset>
        <LabelOptionsFields value={options} onChange={setOptions} sheetOnly />
        <div className="tools-actions">
          <button type="submit" className="tools-primary" disabled={elements.isPending}>
            {t('tools.labels.compute')}
          </button>
        </div>
      </form>
      <ApiErrorText error={elements.error} describeField={describeField} />
      {result && (
        <section aria-labelledby="labels-result" className="tools-result">
          <h2 id="labels-result">{t('tools.labels.result')}</h2>
          <div className="tools-pictograms">
            {result.pictograms.map((code) => (
              <img key={code} src={`/ghs/${code}.svg`} alt={code} width={64} height={64} />
            ))}
          </div>
          <p data-testid="signal-word">{result.signal_word ? t(`tools.labels.signal.${result.signal_word}`) : t('tools.labels.noSignal')}</p>
          <p data-testid="label-size">
            {t('tools.labels.size', { w: result.label_mm[0], h: result.label_mm[1], picto: result.pictogram_mm, x: result.min_x_height_mm })}
          </p>
          {result.sheet ? (
            <p data-testid="label-sheet">
              {t('tools.labels.perSheet', {
                count: result.sheet.per_sheet,
                columns: result.sheet.columns,
                rows: result.sheet.rows,
                w: result.sheet.cell_mm[0],
                h: result.sheet.cell_mm[1],
              })}
            </p>
          ) : null}
          {result.warnings.length > 0 && (
            <ul>
              {result.warnings.map((w, i) => (
                <li key={i}>{w.detail}</li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
