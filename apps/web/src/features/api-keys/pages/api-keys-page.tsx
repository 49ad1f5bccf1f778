import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES } from '@openfds/contract';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { API_PREFIX_PATH } from '../../../lib/api-types.ts';
import { createApiKey, revokeApiKey, useApiKeys, type ApiKey } from '../api.ts';

/** /account/api-keys: the caller's API keys (issue #27): create (shown once), list, revoke. */
export function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  const client = useQueryClient();
  const keys = useApiKeys();
  const [created, setCreated] = useState<ApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);
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
      setError(e instanceof ApiError ? e.message : t('error'));
    }
  };
  const onRevoke = async (id: number) => {
    await revokeApiKey(id);
    await client.invalidateQueries({ queryKey: ['api-keys'] });
  };

  return (
    <PageFrame title={t('title')} lead={t('lead')} wide>
      <p>
        <a href={`${API_PREFIX_PATH}/reference`}>{t('reference')}</a>
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="api-keys__form">
        <label className="field">
          <span className="field__label">{t('name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        </label>
        <label className="field">
          <span className="field__label">{t('scope')}</span>
          <select value={scope} onChange={(e) => setScope(e.target.value as (typeof API_KEY_SCOPES)[number])}>
            {API_KEY_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`scopes.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <input type="checkbox" checked={supplier} onChange={(e) => setSupplier(e.target.checked)} /> {t('supplierKey')}
        </label>
        {supplier ? (
          <label className="field">
            <span className="field__label">{t('webhook')}</span>
            <input type="url" value={webhook} onChange={(e) => setWebhook(e.target.value)} maxLength={500} />
          </label>
        ) : null}
        <button type="submit" className="button button--primary">
          {t('create')}
        </button>
        {error ? <p role="alert">{error}</p> : null}
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
                <td>{k.created_at.slice(0, 10)}</td>
                <td>
                  {k.revoked_at ? (
                    t('revoked')
                  ) : (
                    <button type="button" className="button button--secondary" onClick={() => void onRevoke(k.id)}>
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
