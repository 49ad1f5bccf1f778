import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/files.ts';
import { useRefreshToolCredits } from '../inventory-api.ts';
import { sheetLabelsPdf, useLabelDesign, useLabelPreview, type LabelDesign } from '../label-api.ts';
import { ApiErrorText } from './api-error-text.tsx';
import { capacityOf, initialOptions, LabelOptionsFields, layoutRequest, type LabelOptions } from './label-options.tsx';
import '../tools.css';

/** CLP Art. 28(3): more than six P statements are warned and a selection offered. */
const MAX_P = 6;

/**
 * The label designer of a sheet (issue #28): everything the label shows comes from the sheet's reading (pictograms,
 * signal word, H/EUH/P, "Contains", UFI, supplier, emergency number); the user chooses what the law leaves to a
 * re-labeller (the P statements kept when more than six), the capacity, language, sheet layout and copies. The
 * preview is the server's elements call; the PDF is POST /documents/{code}/labels.
 */
export function LabelDesigner({ documentCode }: { documentCode: string }) {
  const { t } = useTranslation('tools');
  const design = useLabelDesign(documentCode);
  if (design.isPending) return <p className="tools-muted">{t('tools.labels.designer.loading')}</p>;
  if (design.isError) return <ApiErrorText error={design.error} />;
  return <Designer design={design.data} />;
}

function Designer({ design }: { design: LabelDesign }) {
  const { t, i18n } = useTranslation('tools');
  const [options, setOptions] = useState<LabelOptions>(() => initialOptions(i18n.language));
  const [kept, setKept] = useState<string[]>(design.p_statements);
  const capacity = capacityOf(options);
  const refreshCredits = useRefreshToolCredits();
  const preview = useLabelPreview(
    capacity === null ? null : { h_statements: design.h_statements, euh_statements: design.euh_statements, p_statements: kept, capacity_l: capacity },
  );
  const pdf = useMutation({
    mutationFn: () =>
      sheetLabelsPdf(design.document_code, {
        capacity_l: capacity ?? 0,
        language: options.language,
        ...layoutRequest(options),
        p_statements: kept,
      }),
    // In the mutation's options: it runs even if the designer has closed meanwhile. The sheet cost a credit.
    onSuccess: (file) => {
      saveBlob(file.blob, file.name);
      void refreshCredits();
    },
  });
  const toggleP = (code: string) =>
    setKept((list) => (list.includes(code) ? list.filter((c) => c !== code) : design.p_statements.filter((c) => c === code || list.includes(c))));
  const result = preview.data;

  return (
    <section className="tools-designer" aria-labelledby="label-designer-title">
      <h2 id="label-designer-title">{t('tools.labels.designer.title', { product: design.product_name })}</h2>
      {!design.labellable ? <p className="tools-warn">{t('tools.labels.designer.noHazard')}</p> : null}
      <dl className="tools-facts">
        <dt>{t('tools.labels.designer.contains')}</dt>
        <dd data-testid="label-contains">
          {design.contains.names.length > 0 ? design.contains.names.join(', ') : '—'}
          {design.contains.proposed && design.contains.names.length > 0 ? ` (${t('tools.labels.designer.proposed')})` : ''}
        </dd>
        <dt>{t('tools.labels.designer.hazard')}</dt>
        <dd>{[...design.h_statements, ...design.euh_statements].join(', ') || '—'}</dd>
        <dt>UFI</dt>
        <dd>{design.ufi ?? '—'}</dd>
        <dt>{t('tools.labels.designer.supplier')}</dt>
        <dd>{[design.supplier.name, design.supplier.address, design.supplier.phone].filter(Boolean).join(' – ')}</dd>
        <dt>{t('tools.labels.designer.emergency')}</dt>
        <dd>{design.emergency_phone ?? '—'}</dd>
      </dl>
      <form
        className="tools-form"
        onSubmit={(e) => {
          e.preventDefault();
          pdf.mutate();
        }}
      >
        <LabelOptionsFields value={options} onChange={setOptions} />
        {design.p_statements.length > 0 ? (
          <fieldset className="tools-row">
            <legend>{t('tools.labels.designer.pKept', { kept: kept.length, total: design.p_statements.length })}</legend>
            {kept.length > MAX_P ? <p className="tools-warn tools-full">{t('tools.labels.designer.tooManyP', { max: MAX_P })}</p> : null}
            {design.p_statements.length > MAX_P ? (
              design.p_statements.map((code) => (
                <label key={code} className="tools-check">
                  <input type="checkbox" checked={kept.includes(code)} onChange={() => toggleP(code)} />
                  {code}
                </label>
              ))
            ) : (
              <p className="tools-muted tools-full">{design.p_statements.join(', ')}</p>
            )}
          </fieldset>
        ) : null}
        <div className="tools-actions">
          <button type="submit" className="tools-primary" disabled={pdf.isPending || capacity === null}>
            {pdf.isPending ? t('tools.labels.designer.making') : t('tools.labels.designer.download')}
          </button>
        </div>
      </form>
      <ApiErrorText error={pdf.error} />
      <section aria-labelledby="label-preview-title" className="tools-result" data-testid="label-preview">
        <h3 id="label-preview-title">{t('tools.labels.designer.preview')}</h3>
        {preview.isError ? <ApiErrorText error={preview.error} /> : null}
        {result ? (
          <div className="tools-label-preview" style={{ aspectRatio: `${result.label_mm[0]} / ${result.label_mm[1]}` }}>
            <strong>{design.product_name}</strong>
            {design.contains.names.length > 0 ? (
              <span>
                {t('tools.labels.designer.contains')}: {design.contains.names.join(', ')}
              </span>
            ) : null}
            <span className="tools-pictograms">
              {result.pictograms.map((code) => (
                <img key={code} src={`/ghs/${code}.svg`} alt={code} width={40} height={40} />
              ))}
            </span>
            <strong data-testid="signal-word">{result.signal_word ? t(`tools.labels.signal.${result.signal_word}`) : t('tools.labels.noSignal')}</strong>
            <span className="tools-muted">{[...design.h_statements, ...design.euh_statements, ...kept].join(' ')}</span>
            <span className="tools-muted">{design.ufi ? `UFI: ${design.ufi}` : null}</span>
          </div>
        ) : null}
        {result ? (
          <p data-testid="label-size">
            {t('tools.labels.size', { w: result.label_mm[0], h: result.label_mm[1], picto: result.pictogram_mm, x: result.min_x_height_mm })}
          </p>
        ) : null}
        {result && result.warnings.length > 0 ? (
          <ul className="tools-note">
            {result.warnings.map((w, i) => (
              <li key={i}>{t(`tools.labels.warnings.${w.code}`, { defaultValue: w.detail })}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
