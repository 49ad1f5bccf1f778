import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LABELS_MAX_SHEETS } from '@openfds/contract';
import { saveBlob } from '../../../lib/files.ts';
import { useRefreshToolCredits } from '../inventory-api.ts';
import { bulkLabelsPdf, type NotLabelled } from '../label-api.ts';
import { ApiErrorText } from './api-error-text.tsx';
import { capacityOf, initialOptions, LabelOptionsFields, layoutRequest, type LabelOptions } from './label-options.tsx';
import { ApiError } from '../../../lib/api.ts';
import '../tools.css';

/** The sheets a refusal (786) or the PDF's header names as not labelled. */
function notLabelledOf(error: unknown): NotLabelled[] {
  if (!(error instanceof ApiError)) return [];
  const entry = error.data.find((d) => d.name === 'not_labelled');
  return Array.isArray(entry?.value) ? (entry.value as NotLabelled[]) : [];
}

/**
 * Labels for the sheets selected in my-FDS (issue #28): one PDF, the same capacity, language and layout for all,
 * `copies` per sheet. Every sheet that got no label is named with why, never skipped in silence.
 */
export function BulkLabels({ login, codes, names }: { login: string; codes: string[]; names: Record<string, string> }) {
  const { t, i18n } = useTranslation('tools');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<LabelOptions>(() => initialOptions(i18n.language));
  const [left, setLeft] = useState<NotLabelled[] | null>(null);
  const capacity = capacityOf(options);
  const refreshCredits = useRefreshToolCredits();
  const pdf = useMutation({
    mutationFn: (documentCodes: string[]) =>
      bulkLabelsPdf(login, { document_codes: documentCodes, capacity_l: capacity ?? 0, language: options.language, ...layoutRequest(options) }),
    // In the mutation's options, not mutate()'s: the file is saved even if the selection changed meanwhile.
    onSuccess: (file) => {
      saveBlob(file.blob, file.name);
      setLeft(file.notLabelled);
      void refreshCredits();
    },
    onError: (error) => setLeft(notLabelledOf(error)),
  });
  const tooMany = codes.length > LABELS_MAX_SHEETS;
  const listed = left ?? [];
  if (!open) {
    return (
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
        {t('tools.labels.bulk.open')}
      </button>
    );
  }
  return (
    <form
      className="tools-form tools-bulk"
      aria-label={t('tools.labels.bulk.title')}
      onSubmit={(e) => {
        e.preventDefault();
        setLeft(null);
        pdf.mutate(codes);
      }}
    >
      <p>{t('tools.labels.bulk.lead', { count: codes.length })}</p>
      <LabelOptionsFields value={options} onChange={setOptions} copiesLabel={t('tools.labels.bulk.copies')} />
      {tooMany ? <p className="tools-warn">{t('tools.labels.bulk.tooMany', { max: LABELS_MAX_SHEETS })}</p> : null}
      <div className="tools-actions">
        <button type="submit" className="tools-primary" disabled={pdf.isPending || capacity === null || tooMany}>
          {pdf.isPending ? t('tools.labels.designer.making') : t('tools.labels.bulk.download')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(false)}>
          {t('tools.labels.bulk.close')}
        </button>
      </div>
      <ApiErrorText error={pdf.error} />
      {pdf.isSuccess && listed.length === 0 ? <p className="tools-ok">{t('tools.labels.bulk.allDone')}</p> : null}
      {listed.length > 0 ? (
        <div role="status" data-testid="not-labelled">
          <p>{t('tools.labels.bulk.notLabelled', { count: listed.length })}</p>
          <ul>
            {listed.map((n) => (
              <li key={n.document_code}>
                {t('tools.labels.bulk.reason', {
                  product: n.product_name ?? names[n.document_code] ?? n.document_code,
                  reason: t(`tools.labels.bulk.reasons.${n.reason}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
