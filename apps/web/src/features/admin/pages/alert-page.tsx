import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, type AlertFile, type InterfaceLanguage } from '@openfds/contract';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { fetchAlert, saveAlert } from '../api.ts';

type Parts = [number, number, number, number, number];

/** The alert file's dates are [year, month (1-based), day, hour, minute] in UTC; the inputs show them as UTC too. */
function toInput(parts: number[]): string {
  if (parts.length !== 5) return '';
  const [y, m, d, h, min] = parts.map((n) => String(n).padStart(2, '0'));
  return `${y}-${m}-${d}T${h}:${min}`;
}
function fromInput(value: string): Parts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return match ? (match.slice(1).map(Number) as Parts) : null;
}

interface Draft {
  message: Record<InterfaceLanguage, string>;
  start: string;
  end: string;
  locked: boolean;
}
const fromFile = (file: AlertFile): Draft => ({
  message: Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, file.message[l] ?? ''])) as Record<InterfaceLanguage, string>,
  start: toInput(file.start),
  end: toInput(file.end),
  locked: file.locked,
});

/**
 * The alert banner and the lock window (product-spec §3.7): a message per language, the window in UTC, the locked
 * flag that disables registration; each message previewed as the banner users will see.
 */
export function AlertPage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const current = useQuery({ queryKey: ['admin', 'alert'], queryFn: fetchAlert });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (current.data && !draft) setDraft(fromFile(current.data));
  }, [current.data, draft]);
  const save = useMutation({
    mutationFn: (d: Draft) =>
      saveAlert({
        message: d.message,
        start: fromInput(d.start) ?? ([] as unknown as Parts),
        end: fromInput(d.end) ?? ([] as unknown as Parts),
        locked: d.locked,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['alert-file'] });
      await client.invalidateQueries({ queryKey: ['admin', 'alert'] });
    },
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const fieldError = (field: string) => (error && error.field?.startsWith(field) ? error.message : undefined);

  if (!draft)
    return <AdminPage title={t('alert.title')}>{current.isError ? <Banner tone="danger">{t('loadFailed')}</Banner> : <Skeleton lines={6} />}</AdminPage>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <AdminPage title={t('alert.title')}>
      <p>{t('alert.lead')}</p>
      <form onSubmit={submit} noValidate className="bo-form">
        {INTERFACE_LANGUAGES.map((language) => (
          <div key={language} className="field">
            <label className="field__label" htmlFor={`alert-${language}`}>
              {t('alert.message', { language: language.toUpperCase() })}
            </label>
            <textarea
              id={`alert-${language}`}
              className="field__input"
              rows={2}
              value={draft.message[language]}
              aria-invalid={fieldError(`message.${language}`) ? true : undefined}
              onChange={(e) => setDraft({ ...draft, message: { ...draft.message, [language]: e.target.value } })}
            />
            {fieldError(`message.${language}`) ? <p className="field__error">{fieldError(`message.${language}`)}</p> : null}
            <div className="banner banner--warning alert-banner" aria-label={t('alert.preview', { language: language.toUpperCase() })} role="group">
              <div className="banner__content">
                <p className="alert-banner__text">{draft.message[language] || t('alert.empty')}</p>
              </div>
            </div>
          </div>
        ))}
        <div className="bo-filters">
          {(['start', 'end'] as const).map((name) => (
            <div key={name} className="field">
              <label className="field__label" htmlFor={`alert-${name}`}>
                {t(`alert.${name}`)}
              </label>
              <input
                id={`alert-${name}`}
                type="datetime-local"
                className="field__input"
                value={draft[name]}
                aria-invalid={fieldError(name) ? true : undefined}
                onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
              />
              {fieldError(name) ? <p className="field__error">{fieldError(name)}</p> : null}
            </div>
          ))}
        </div>
        <div className="field field--checkbox">
          <input id="alert-locked" type="checkbox" checked={draft.locked} onChange={(e) => setDraft({ ...draft, locked: e.target.checked })} />
          <label htmlFor="alert-locked">{t('alert.locked')}</label>
        </div>
        {error && !error.field ? <Banner tone="danger">{error.message}</Banner> : null}
        {save.isSuccess ? (
          <Banner tone="success" role="status">
            {t('alert.saved')}
          </Banner>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" aria-busy={save.isPending}>
            {t('alert.publish')}
          </button>
        </div>
      </form>
    </AdminPage>
  );
}
