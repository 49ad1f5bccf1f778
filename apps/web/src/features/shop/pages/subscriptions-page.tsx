import '../shop.css';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Badge, Card, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useInvoices, useShopSubscription } from '../api.ts';
import { day, money } from '../format.ts';
import { paths } from '../../../config/paths.ts';

/** Profile, "my subscriptions": offers held with credits left and end date, add credits, invoices to download. */
export function SubscriptionsPage({ login }: { login: string }) {
  const { t } = useTranslation('shop');
  const { language, to } = useLanguage();
  const subscription = useShopSubscription(login);
  const invoices = useInvoices(login);
  const sub = subscription.data;
  return (
    <PageFrame title={t('subscriptions.title')} wide>
      <Card
        title={t('subscriptions.credits')}
        actions={
          <ButtonLink variant="primary" to={to(paths.cart)}>
            {t('subscriptions.add')}
          </ButtonLink>
        }
      >
        {!sub ? (
          <Skeleton lines={3} />
        ) : (
          <>
            <p data-testid="credits-left">{t('subscriptions.left', { count: sub.tokens - sub.used_tokens, used: sub.used_tokens })}</p>
            {sub.offers.length === 0 ? (
              <EmptyState title={t('subscriptions.none')} action={<ButtonLink to={to(paths.products)}>{t('cart.browse')}</ButtonLink>} />
            ) : (
              <DataTable
                caption={t('subscriptions.caption')}
                rows={sub.offers}
                rowKey={(o) => `${o.offer_code}-${o.state}`}
                columns={[
                  {
                    key: 'tool',
                    header: t('lines.tool'),
                    cell: (o) => (
                      <>
                        <strong>{o.tool_label}</strong>
                        <br />
                        {o.offer_label}
                      </>
                    ),
                  },
                  {
                    key: 'state',
                    header: t('subscriptions.state'),
                    cell: (o) => <Badge tone={o.state === 'active' ? 'success' : 'neutral'}>{t(`subscriptions.states.${o.state}`)}</Badge>,
                  },
                  {
                    key: 'credits',
                    header: t('subscriptions.creditsLeft'),
                    numeric: true,
                    cell: (o) => (o.pending ? '—' : `${o.credits - o.used_credits} / ${o.credits}`),
                  },
                  { key: 'end', header: t('subscriptions.end'), cell: (o) => day(o.end_date, language) },
                  { key: 'price', header: t('subscriptions.paid'), numeric: true, cell: (o) => money(o.et_price, language) },
                ]}
              />
            )}
          </>
        )}
      </Card>
      <Card title={t('invoices.title')}>
        {invoices.isPending ? (
          <Skeleton lines={2} />
        ) : (invoices.data ?? []).length === 0 ? (
          <p>{t('invoices.none')}</p>
        ) : (
          <DataTable
            caption={t('invoices.caption')}
            rows={invoices.data!}
            rowKey={(i) => String(i.id)}
            columns={[
              {
                key: 'number',
                header: t('invoices.number'),
                cell: (i) => (
                  <a href={i.href} download>
                    {i.number}
                  </a>
                ),
              },
              { key: 'kind', header: t('invoices.kind'), cell: (i) => t(`invoices.kinds.${i.kind}`) },
              { key: 'date', header: t('invoices.date'), cell: (i) => day(i.issued_at, language) },
              { key: 'total', header: t('invoices.total'), numeric: true, cell: (i) => money(i.total_it, language) },
            ]}
          />
        )}
      </Card>
    </PageFrame>
  );
}
