import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES } from '@openfds/contract';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { API_PREFIX_PATH } from '../../../lib/api-types.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { createApiKey, revokeApiKey, useApiKeys, type ApiKey } from '../api.ts';

/** /account/api-keys: the caller's API keys (issue #27): create (shown once), list, revoke. */
export function ApiKeysPage() {
  const { t, i18n } = useTranslation('api-keys');
  const client = useQueryClient();
  const keys = useApiKeys();
  const [created, setCreated] = useState<ApiKey | null>(null);
  // A server error naming a field (name, webhook_url) shows under that field; any other above the button.
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const id = useId();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<(typeof API_KEY_SCOPES)[number]>('read');
  const [supplier, setSupplier] = useState(false);
  const [webhook, setWebhook] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setCreated(await createApiKey({ name, scope, webhook_url: supplier ? webhook : null }, supplier));
      setName('');
      await client.invalidateQueries({ queryKey: ['api-keys'] });
    } catch (e) {
      setError(e instanceof ApiError ? { field: e.field, message: e.message } : { message: t('error') });
    }
  };
  const onRevoke = async (keyId: number) => {
    setError(null);
    try {
      await revokeApiKey(keyId);
    } catch (e) {
      setError({ message: e instanceof ApiError ? e.message : t('error') });
    }
    await client.invalidateQueries({ queryKey: ['api-keys'] });
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  /** The house field layout (ui.css): the form was unstyled (tiny native inputs, a bare button). */
  const errorProps = (field: string) => (fieldError(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : { 'aria-invalid': false });

  return (
    <PageFrame title={t('title')} lead={t('lead')} wide>
      <p>
        <a href={`${API_PREFIX_PATH}/reference`}>{t('reference')}</a>
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="api-keys__form" noValidate>
        <div className={`field${fieldError('name') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('name')}
          </label>
          <input id={`${id}-name`} className="field__input" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} {...errorProps('name')} />
          {fieldError('name') ? (
            <p id={`${id}-name-error`} className="field__error">
              {fieldError('name')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-scope`}>
            {t('scope')}
          </label>
          <select id={`${id}-scope`} className="field__input" value={scope} onChange={(e) => setScope(e.target.value as (typeof API_KEY_SCOPES)[number])}>
            {API_KEY_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`scopes.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--checkbox">
          <input id={`${id}-supplier`} type="checkbox" checked={supplier} onChange={(e) => setSupplier(e.target.checked)} />
          <label htmlFor={`${id}-supplier`}>{t('supplierKey')}</label>
        </div>
        {supplier ? (
          <div className={`field${fieldError('webhook_url') ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-webhook`}>
              {t('webhook')}
            </label>
            <input
              id={`${id}-webhook`}
              type="url"
              className="field__input"
              value={webhook}
              onChange={(e) => setWebhook(e.target.value)}
              maxLength={500}
              {...errorProps('webhook_url')}
            />
            {fieldError('webhook_url') ? (
              <p id={`${id}-webhook_url-error`} className="field__error">
                {fieldError('webhook_url')}
              </p>
            ) : null}
          </div>
        ) : null}
        {error && error.field !== 'name' && error.field !== 'webhook_url' ? (
          <p role="alert" className="form-message form-message--danger">
            {error.message}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary">
            {t('create')}
          </button>
        </div>
      </form>
      {created?.key ? (
        <div role="status" className="api-keys__created">
          <p>{t('shownOnce')}</p>
          <code>{created.key}</code>
          {created.webhook_secret ? (
            <>
              <p>{t('secret')}</p>
              <code>{created.webhook_secret}</code>
            </>
          ) : null}
        </div>
      ) : null}
      <h2>{t('list')}</h2>
      {keys.isPending ? (
        <Skeleton />
      ) : !keys.data?.length ? (
        <EmptyState title={t('empty')} />
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('name')}</th>
              <th>{t('scope')}</th>
              <th>{t('created')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {keys.data.map((k) => (
              <tr key={k.id}>
                <td>
                  {k.name} <code>{k.key_prefix}…</code>
                </td>
                <td>{t(`scopes.${k.scope}`)}</td>
                <td>{formatDay(k.created_at, i18n.language)}</td>
                <td>
                  {k.revoked_at ? (
                    t('revoked')
                  ) : (
                    <button type="button" className="btn btn--secondary btn--sm" onClick={() => void onRevoke(k.id)}>
                      {t('revoke')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageFrame>
  );
}
