import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Banner, Card, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useDeleteCommand, usePendingCommand, useResumeCommand } from '../api.ts';
import { CartLines, CartTotals } from '../components/cart-lines.tsx';
import { PaymentForm } from '../components/payment-form.tsx';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/api-errors.ts';

/** products_old/resume_payment: the order waiting for payment, resumed with a new client secret, or deleted. */
export function ResumePaymentPage({ login }: { login: string }) {
  const { t } = useTranslation('shop');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const pending = usePendingCommand(login);
  const resume = useResumeCommand(login);
  const remove = useDeleteCommand(login);
  if (pending.isPending)
    return (
      <PageFrame title={t('resume.title')}>
        <Skeleton lines={4} />
      </PageFrame>
    );
  const order = pending.data;
  if (!order) {
    return (
      <PageFrame title={t('resume.title')}>
        <EmptyState
          title={t('resume.none')}
          action={
            <ButtonLink variant="primary" to={to(paths.account.subscriptions)}>
              {t('return.toSubscriptions')}
            </ButtonLink>
          }
        />
      </PageFrame>
    );
  }
  const secret = resume.data?.client_secret;
  return (
    <PageFrame title={t('resume.title')} lead={t('resume.lead', { id: order.id })} wide>
      {order.failure ? <Banner tone="warning">{t('return.failed')}</Banner> : null}
      <CartLines lines={order.offers} caption={t('return.caption')} />
      <CartTotals totals={order} />
      <Card title={t('payment.title')}>
        {secret ? (
          <PaymentForm clientSecret={secret} onDone={(paid) => void navigate(`${to(paths.legacyPaymentSuccess)}?order=${paid.id}`)} />
        ) : (
          <div className="form-actions">
            <Button variant="primary" busy={resume.isPending} onClick={() => resume.mutate()}>
              {t('resume.resume')}
            </Button>
          </div>
        )}
        {resume.isError ? <Banner tone="danger">{errorText(resume.error)}</Banner> : null}
        <div className="form-actions">
          <Button variant="danger" busy={remove.isPending} onClick={() => void remove.mutateAsync().then(() => navigate(to(paths.cart)))}>
            {t('payment.deleteOrder')}
          </Button>
        </div>
      </Card>
    </PageFrame>
  );
}
