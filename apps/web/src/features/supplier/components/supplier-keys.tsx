import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useRevokeSupplierKey, useSupplierKeys } from '../api.ts';

/** The supplier's API keys, every member's, for its admins: who made each, and a revocation (issue #27). */
export function SupplierKeys() {
  const { t, i18n } = useTranslation('supplier');
  // Days as the rest of the site writes them in the page's language (the API gives UTC instants).
  const day = (value: string) => formatDay(value, i18n.language);
  const keys = useSupplierKeys();
  const revoke = useRevokeSupplierKey();
  return (
    <section aria-labelledby="supplier-keys-title">
      <h3 id="supplier-keys-title">{t('keys.title')}</h3>
      <p className="supplier-muted">{t('keys.intro')}</p>
      {keys.isPending ? (
        <Skeleton lines={2} />
      ) : keys.error ? (
        <Banner tone="danger">{errorText(keys.error)}</Banner>
      ) : keys.data.length === 0 ? (
        <p>{t('keys.empty')}</p>
      ) : (
        <DataTable
          caption={t('keys.title')}
          rows={keys.data}
          rowKey={(k) => String(k.id)}
          columns={[
            { key: 'name', header: t('keys.name'), cell: (k) => `${k.name} (${k.key_prefix}…)` },
            { key: 'owner', header: t('keys.owner'), cell: (k) => k.owner_name ?? k.owner_login },
            { key: 'scope', header: t('keys.scope'), cell: (k) => t(`keys.scopes.${k.scope}`) },
            { key: 'created', header: t('keys.created'), cell: (k) => day(k.created_at) },
            {
              key: 'revoke',
              header: t('team.actions'),
              cell: (k) =>
                k.revoked_at ? (
                  t('keys.revoked', { date: day(k.revoked_at) })
                ) : (
                  <Button size="sm" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(k.id)}>
                    {t('keys.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {revoke.error ? <Banner tone="danger">{errorText(revoke.error)}</Banner> : null}
    </section>
  );
}
