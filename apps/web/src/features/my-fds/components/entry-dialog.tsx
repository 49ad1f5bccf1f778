import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MyFdsEntryUpdate } from '@openfds/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { updateEntry, useEntry } from '../api.ts';
import { ExtractedSummaryView } from './extracted-summary.tsx';
import { ReadingStatus } from './reading-status.tsx';
import { errorText } from '../../../lib/api-errors.ts';

type Input = z.input<typeof MyFdsEntryUpdate>;
type Output = z.output<typeof MyFdsEntryUpdate>;

/** One sheet of the space: its extracted data and the user's own fields (reference, site, storage, note). */
export function EntryDialog({ login, code, onClose, onSaved }: { login: string; code: string | null; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation('my-fds');
  const toast = useToast();
  const entry = useEntry(login, code);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(MyFdsEntryUpdate) });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (entry.data) {
      form.reset({
        internal_reference: entry.data.internal_reference ?? '',
        site: entry.data.site ?? '',
        storage_location: entry.data.storage_location ?? '',
        note: entry.data.note ?? '',
      });
    }
  }, [entry.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateEntry(login, code!, values);
      toast(t('entry.saved'), 'success');
      onSaved();
      onClose();
    } catch (error) {
      if (!bindFieldError(error, form.setError, ['internal_reference', 'site', 'storage_location', 'note'])) {
        form.setError('root', { message: errorText(error, t('entry.notSaved')) });
      }
    }
  });

  return (
    <Dialog open={code !== null} onClose={onClose} title={entry.data?.product_name ?? t('entry.title')} size="lg">
      {entry.data ? (
        <>
          <p>
            {entry.data.supplier_name} · {entry.data.iddc}
          </p>
          {entry.data.extracted ? (
            <ExtractedSummaryView data={entry.data.extracted} />
          ) : (
            <p>
              <ReadingStatus item={entry.data} />
            </p>
          )}
          <form onSubmit={onSubmit} noValidate>
            <h3>{t('entry.ownFields')}</h3>
            {errors.root?.message ? (
              <p className="form-message form-message--danger" role="alert">
                {errors.root.message}
              </p>
            ) : null}
            <TextField
              label={t('entry.internalReference')}
              maxLength={100}
              {...form.register('internal_reference')}
              error={fieldErrorText(errors.internal_reference, i18n.language)}
            />
            <TextField label={t('entry.site')} maxLength={100} {...form.register('site')} error={fieldErrorText(errors.site, i18n.language)} />
            <TextField
              label={t('entry.storageLocation')}
              maxLength={100}
              {...form.register('storage_location')}
              error={fieldErrorText(errors.storage_location, i18n.language)}
            />
            <label className="field" htmlFor="my-fds-note">
              <span className="field__label">{t('entry.note')}</span>
              <textarea id="my-fds-note" className="field__input" rows={3} maxLength={1000} {...form.register('note')} />
            </label>
            <div className="form-actions">
              <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
                {t('entry.save')}
              </button>
              <button type="button" className="btn btn--ghost" onClick={onClose}>
                {t('actions.cancel')}
              </button>
            </div>
          </form>
        </>
      ) : entry.isError ? (
        <p role="alert">{errorText(entry.error, t('list.loadError'))}</p>
      ) : (
        <p role="status">{t('list.loading')}</p>
      )}
    </Dialog>
  );
}
