import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useOrder } from '../api.ts';
import { CartLines, CartTotals } from '../components/cart-lines.tsx';
import { paths } from '../../../config/paths.ts';

/** A pending order is asked again for this long (a Stripe webhook may arrive a few seconds after the return). */
const POLL_LIMIT = 20;

/**
 * Payment return pages (products/payment_success, products_old/payment_success): the real state of the order
 * (?order=id, Stripe's ?payment_intent=..., else the current one). Never a success that did not happen: the
 * credits are said active only for a paid order.
 */
export function PaymentReturnPage({ login, processing }: { login: string; processing?: (orderId: number) => React.ReactNode }) {
  const { t } = useTranslation('shop');
  const { to } = useLanguage();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order')) || null;
  const order = useOrder(login, orderId, (o, updates) => o?.status === 'pending' && updates < POLL_LIMIT);
  if (order.isPending)
    return (
      <PageFrame title={t('return.checking')}>
        <Skeleton lines={4} />
      </PageFrame>
    );
  const data = order.data;
  if (!data) {
    return (
      <PageFrame title={t('return.noOrderTitle')}>
        <EmptyState
          title={t('return.noOrder')}
          action={
            <ButtonLink variant="primary" to={to(paths.products)}>
              {t('cart.browse')}
            </ButtonLink>
          }
        />
      </PageFrame>
    );
  }
  const title = data.status === 'paid' ? t('return.paidTitle') : data.status === 'pending' ? t('return.pendingTitle') : t('return.cancelledTitle');
  return (
    <PageFrame title={title} wide>
      <div data-order-status={data.status}>
        {data.status === 'paid' ? (
          <Banner tone="success">{t('return.paid', { number: data.invoice_number ?? '' })}</Banner>
        ) : data.status === 'pending' ? (
          <Banner tone="warning">{data.failure ? t('return.failed') : t('return.pending')}</Banner>
        ) : (
          <Banner tone="info">{t('return.cancelled')}</Banner>
        )}
        <p>{t('return.order', { id: data.id })}</p>
        <CartLines lines={data.offers} caption={t('return.caption')} />
        <CartTotals totals={data} />
        {/* Issue #23: which sheets the credits went to and how many are read (the app layer gives the my-FDS view). */}
        {data.status === 'paid' && processing ? processing(data.id) : null}
        <div className="form-actions">
          {data.status === 'paid' ? (
            <ButtonLink variant="primary" to={to(paths.account.subscriptions)}>
              {t('return.toSubscriptions')}
            </ButtonLink>
          ) : null}
          {data.status === 'pending' ? (
            <ButtonLink variant="primary" to={to(paths.resumePayment)}>
              {t('return.resume')}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </PageFrame>
  );
}
