import { useTranslation } from 'react-i18next';
import type { SavedAdrLoadItem } from '@openfds/contract';
import { formatDay } from '../../../lib/format-date.ts';
import { useDeleteAdrLoad, useSavedAdrLoads } from '../adr-loads-api.ts';
import { ApiErrorText } from './api-error-text.tsx';

/**
 * The user's saved Quick-ADR loads (issue #28: GET /users/{login}/mySDS/quick_adr): each with its date and its
 * verdict on the sheets' current data; "Open" puts it back in the calculator above, "Delete" removes it (the credit it
 * cost is not given back). A load whose sheet can no longer be opened says so and can still be deleted.
 */
export function SavedAdrLoads({ login, onOpen }: { login: string; onOpen: (load: SavedAdrLoadItem) => void }) {
  const { t, i18n } = useTranslation('tools');
  const loads = useSavedAdrLoads(login);
  const remove = useDeleteAdrLoad(login);
  return (
    <section aria-labelledby="adr-saved-loads" className="tools-result" data-testid="adr-saved-loads">
      <h2 id="adr-saved-loads">{t('tools.adr.saved.title')}</h2>
      {loads.isPending ? <p className="tools-muted">{t('tools.adr.saved.loading')}</p> : null}
      <ApiErrorText error={loads.error ?? remove.error} />
      {loads.data && loads.data.length === 0 ? <p>{t('tools.adr.saved.empty')}</p> : null}
      {loads.data && loads.data.length > 0 ? (
        <ul className="tools-saved-loads">
          {loads.data.map((load) => (
            <li key={load.id} data-load={load.name}>
              <strong>{load.name}</strong> <span className="tools-muted">{formatDay(load.created_at, i18n.language)}</span>{' '}
              {load.error ? (
                <span className="tools-warn">{t('tools.adr.saved.unavailable')}</span>
              ) : (
                <span className={load.exempt ? 'tools-ok' : 'tools-warn'}>
                  {t(load.exempt ? 'tools.adr.saved.exempt' : 'tools.adr.saved.notExempt', { points: load.points ?? 0 })}
                </span>
              )}{' '}
              <button type="button" onClick={() => onOpen(load)} aria-label={t('tools.adr.saved.openNamed', { name: load.name })}>
                {t('tools.adr.saved.open')}
              </button>{' '}
              <button
                type="button"
                onClick={() => remove.mutate(load.id)}
                disabled={remove.isPending}
                aria-label={t('tools.adr.saved.deleteNamed', { name: load.name })}
              >
                {t('tools.adr.saved.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
