import { useState, type DragEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MY_FDS_UPLOAD_MAX_BYTES, SHEET_LANGUAGES, UploadFields } from '@openfds/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { track } from '../../../lib/analytics.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { sheetLanguageName } from '../../../lib/sheet-language-name.ts';
import { uploadSheet, useEntry } from '../api.ts';
import { ExtractedSummaryView } from './extracted-summary.tsx';
import { ReadingStatus } from './reading-status.tsx';
import { useUploadPrefill, type PrefillField } from './upload-prefill.ts';
import { errorText } from '../../../lib/api-errors.ts';

/** The upload form: the contract's fields plus the file ('You must select a file', PDF, size limit). */
export const uploadForm = UploadFields.extend({
  file: z
    .custom<File | null>((v) => typeof File !== 'undefined' && v instanceof File, { message: 'must_select_file' })
    .refine((f) => !!f && (f.type === 'application/pdf' || /\.pdf$/i.test(f.name)), { message: 'not_pdf' })
    .refine((f) => !!f && f.size <= MY_FDS_UPLOAD_MAX_BYTES, { message: 'too_large' }),
});
type Input = z.input<typeof uploadForm>;
type Output = z.output<typeof uploadForm>;

const OWN_MESSAGES: Record<string, string> = { must_select_file: 'upload.mustSelectFile', not_pdf: 'upload.notPdf', too_large: 'upload.tooLarge' };

/** Upload dialog: drag and drop or choose a PDF, see the progress, then the reader's result once it is ready. */
export function UploadDialog({ login, open, onClose, onUploaded }: { login: string; open: boolean; onClose: () => void; onUploaded: () => void }) {
  const { t, i18n } = useTranslation('my-fds');
  const language = i18n.language;
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(uploadForm),
    defaultValues: { product_name: '', supplier_name: '', revision_date: '', language: language.slice(0, 2), file: null },
  });
  const { errors, isSubmitting } = form.formState;
  const file = form.watch('file');
  const entry = useEntry(login, uploaded);
  const prefill = useUploadPrefill(
    login,
    {
      value: (field) => String(form.watch(field) ?? ''),
      set: (field, value) => form.setValue(field, value, { shouldValidate: form.formState.isSubmitted }),
    },
    language.slice(0, 2),
  );
  const readHint = (field: PrefillField) => (prefill.isProposed(field) ? t('upload.prefilled') : undefined);
  const fieldText = (e: { message?: string } | undefined) =>
    e?.message && OWN_MESSAGES[e.message] ? t(OWN_MESSAGES[e.message], { max: MY_FDS_UPLOAD_MAX_BYTES / 1024 / 1024 }) : fieldErrorText(e, language);

  const setFile = (f: File | null) => {
    form.setValue('file', f, { shouldValidate: form.formState.isSubmitted });
    prefill.read(f);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    setFile(event.dataTransfer.files?.[0] ?? null);
  };

  const close = () => {
    form.reset();
    prefill.reset();
    setProgress(null);
    setUploaded(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProgress(0);
    try {
      const item = await uploadSheet(login, { ...values, file: values.file as File }, setProgress);
      track('UploadFDS', { name: values.product_name });
      setUploaded(item.iddc);
      onUploaded();
    } catch (error) {
      setProgress(null);
      if (!bindFieldError(error, form.setError, ['product_name', 'supplier_name', 'revision_date', 'language', 'file'])) {
        form.setError('root', { message: errorText(error, t('upload.failed')) });
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} title={t('upload.title')} size="md">
      {uploaded ? (
        <div className="my-fds__upload-result">
          <p className="form-message form-message--success" role="status">
            {t('upload.done')}
          </p>
          {entry.data ? (
            <>
              <p>
                {t('upload.status')}:{' '}
                <strong>
                  <ReadingStatus item={entry.data} />
                </strong>
              </p>
              {entry.data.extraction_status === 'in_progress' ? (
                <p role="status" aria-live="polite">
                  {t('upload.reading')}
                </p>
              ) : null}
              {entry.data.newer_revision ? <p className="form-message form-message--danger">{t('upload.outdated')}</p> : null}
              {entry.data.conformity.length > 0 ? (
                <ul className="my-fds__flags">
                  {entry.data.conformity.map((f) => (
                    <li key={f}>{t(`conformity.${f}`, { defaultValue: f })}</li>
                  ))}
                </ul>
              ) : null}
              {entry.data.extracted ? <ExtractedSummaryView data={entry.data.extracted} /> : null}
            </>
          ) : null}
          <div className="form-actions">
            <button type="button" className="btn btn--primary" onClick={close}>
              {t('actions.close')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          {errors.root?.message ? (
            <p className="form-message form-message--danger" role="alert">
              {errors.root.message}
            </p>
          ) : null}
          <TextField
            label={t('upload.productName')}
            required
            maxLength={100}
            hint={readHint('product_name')}
            {...form.register('product_name')}
            error={fieldText(errors.product_name)}
          />
          <TextField
            label={t('upload.supplier')}
            required
            maxLength={100}
            hint={readHint('supplier_name')}
            {...form.register('supplier_name')}
            error={fieldText(errors.supplier_name)}
          />
          <TextField
            label={t('upload.date')}
            type="date"
            required
            hint={readHint('revision_date')}
            {...form.register('revision_date')}
            error={fieldText(errors.revision_date)}
          />
          <SelectField
            label={t('upload.language')}
            required
            hint={readHint('language')}
            {...form.register('language')}
            error={fieldText(errors.language)}
            options={SHEET_LANGUAGES.map((l) => ({ value: l, label: sheetLanguageName(l, language) }))}
          />
          <div
            className={`my-fds__drop ${dragging ? 'my-fds__drop--over' : ''} ${errors.file ? 'field--invalid' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <label className="field__label" htmlFor="my-fds-upload-file">
              {t('upload.file')} <span aria-hidden="true">*</span>
            </label>
            <p className="field__hint" id="my-fds-upload-hint">
              {t('upload.dropHint', { max: MY_FDS_UPLOAD_MAX_BYTES / 1024 / 1024 })}
            </p>
            <input
              id="my-fds-upload-file"
              type="file"
              accept="application/pdf,.pdf"
              aria-describedby="my-fds-upload-hint"
              aria-invalid={errors.file ? true : undefined}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            {file ? <p className="my-fds__file">{file.name}</p> : null}
            {prefill.reading ? (
              <p className="field__hint" role="status" aria-live="polite">
                {t('upload.readingFile')}
              </p>
            ) : null}
            {errors.file ? (
              <p className="field__error" role="alert">
                {fieldText(errors.file)}
              </p>
            ) : null}
          </div>
          {progress !== null ? (
            <p>
              <label htmlFor="my-fds-upload-progress">{t('upload.progress')}</label> <progress id="my-fds-upload-progress" max={1} value={progress} />
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined} disabled={isSubmitting}>
              {t('upload.submit')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={close}>
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
