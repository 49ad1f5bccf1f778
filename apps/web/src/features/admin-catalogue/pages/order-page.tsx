import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useStaffMay } from '../../../lib/staff-role.tsx';
import { fetchOrder, invoicePdfUrl, refundOrder } from '../api.ts';
import { auditKeys } from '../../../lib/queries/audit.ts';
import { AuditRows } from '../components/audit-rows.tsx';
import '../admin-catalogue.css';

/** One order: its lines, invoice and credit note, refunds; refund a paid order or cancel a pending one (administrators). */
export function OrderPage() {
  const { t, i18n } = useTranslation('admin-catalogue');
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const mayRefund = useStaffMay('orders.refund');
  const order = useQuery({
    queryKey: ['admin-catalogue', 'order', id],
    queryFn: () => fetchOrder(id),
    // A credit note's PDF is made by a job just after the refund: look again until it is there.
    refetchInterval: (query) => (query.state.data?.invoices.some((i) => !i.ready) ? 2000 : false),
  });
  useDocumentTitle(t('orders.one', { id }));
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: (kind: 'refund' | 'cancel') => refundOrder(id, reason, kind),
    // The order, and the audit rows the refund added to (their own key, shared with the audit page).
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] }), queryClient.invalidateQueries({ queryKey: auditKeys.all })]),
  });
  if (order.isPending) return <Skeleton lines={8} />;
  if (order.isError) return <Banner tone="danger">{order.error.message}</Banner>;
  const o = order.data;
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const kind = o.status === 'paid' ? 'refund' : o.status === 'pending' ? 'cancel' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind) act.mutate(kind);
  };
  return (
    <div className="bo-page">
      <h1 className="bo-page__title">{t('orders.one', { id })}</h1>
      <dl className="bo-facts">
        <dt>{t('orders.customer')}</dt>
        <dd>{[o.login, o.company_name].filter(Boolean).join(' · ')}</dd>
        <dt>{t('orders.status')}</dt>
        <dd data-testid="order-status">{t(`orderStatus.${o.status}`)}</dd>
        <dt>{t('orders.total')}</dt>
        <dd>{money.format(o.total_it)}</dd>
        <dt>{t('orders.provider')}</dt>
        <dd>{o.provider}</dd>
      </dl>
      <ul>
        {o.lines.map((line, index) => (
          <li key={index}>
            {line.tool_label} {line.option} × {line.quantity} ({money.format(line.et_price)})
          </li>
        ))}
      </ul>
      <h2>{t('orders.invoices')}</h2>
      <ul>
        {o.invoices.map((invoice) => (
          <li key={invoice.id}>
            {invoice.ready ? (
              <a href={invoicePdfUrl(invoice.id)} download>
                {t(`orders.kind.${invoice.kind}`)} {invoice.number}
              </a>
            ) : (
              `${t(`orders.kind.${invoice.kind}`)} ${invoice.number} (${t('orders.preparing')})`
            )}
          </li>
        ))}
      </ul>
      {act.isError ? <Banner tone="danger">{act.error.message}</Banner> : null}
      {mayRefund && kind ? (
        <form className="bo-actions" onSubmit={submit}>
          <TextField label={t('orders.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required minLength={3} maxLength={500} />
          <button type="submit" className="btn btn--primary" disabled={act.isPending}>
            {t(kind === 'refund' ? 'orders.refund' : 'orders.cancel')}
          </button>
        </form>
      ) : null}
      <AuditRows targetType="order" targetId={String(id)} />
    </div>
  );
}
