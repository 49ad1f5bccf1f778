import { useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { importDeliveriesCsv, sendProofUrl, sheetProofUrl, useDeliveries, useSends } from '../api.ts';

/**
 * /supplier/deliveries: the supplier imports who received which product (CSV), and follows the sends of its new
 * revisions with their proof (issue #27). Only the caller's own supplier's rows come back from the server.
 */
export function DeliveriesPage() {
  const { t } = useTranslation('supplier-proof');
  const client = useQueryClient();
  const deliveries = useDeliveries();
  const sends = useSends();
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setErrors([]);
    setDone(null);
    try {
      const result = await importDeliveriesCsv(await file.text());
      setDone(t('deliveries.imported', { added: result.value<number>('added') ?? 0, received: result.value<number>('received') ?? 0 }));
      await client.invalidateQueries({ queryKey: ['supplier'] });
    } catch (error) {
      // One error per bad line, each bound to deliveries.<line>.<field>: shown as "line: message".
      const fieldOf = (e: { data: { name: string; value: unknown }[] }) => String(e.data.find((d) => d.name === 'f')?.value ?? '');
      setErrors(error instanceof ApiError ? error.errors.map((e) => `${fieldOf(e)} ${e.message}`.trim()) : [String(error)]);
    }
    event.target.value = '';
  };

  return (
    <PageFrame title={t('deliveries.title')} lead={t('deliveries.lead')} wide>
      <label className="field">
        <span className="field__label">{t('deliveries.csv')}</span>
        <input type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} />
      </label>
      {done ? <p role="status">{done}</p> : null}
      {errors.length > 0 ? (
        <ul role="alert" className="form-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <h2>{t('deliveries.listTitle')}</h2>
      {deliveries.isPending ? (
        <Skeleton />
      ) : !deliveries.data?.length ? (
        <EmptyState title={t('deliveries.empty')} />
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('deliveries.customer')}</th>
              <th>{t('deliveries.product')}</th>
              <th>{t('deliveries.date')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((d) => (
              <tr key={d.id}>
                <td>{d.customer_code ?? d.email}</td>
                <td>{d.product_code}</td>
                <td>{d.delivered_on}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('sends.title')}</h2>
      {sends.isPending ? (
        <Skeleton />
      ) : !sends.data?.length ? (
        <EmptyState title={t('sends.empty')} />
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('sends.sheet')}</th>
              <th>{t('sends.recipient')}</th>
              <th>{t('sends.events')}</th>
              <th>{t('sends.proof')}</th>
            </tr>
          </thead>
          <tbody>
            {sends.data.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.product_name} <a href={sheetProofUrl(s.document_code)}>{s.document_code}</a>
                </td>
                <td>{s.email}</td>
                <td>{s.events.map((e) => t(`sends.event.${e.event}`)).join(', ')}</td>
                <td>
                  <a href={sendProofUrl(s.id)}>{t('sends.report')}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageFrame>
  );
}
