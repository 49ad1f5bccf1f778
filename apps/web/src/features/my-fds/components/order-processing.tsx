import { useTranslation } from 'react-i18next';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { useOrderProcessing } from '../api.ts';
import { ReadingStatus } from './reading-status.tsx';
import '../my-fds.css';

/**
 * A paid order's processing (issue #23, product-spec §4 "Order flow"): whether the payment opened SafeBox, which
 * sheets the credits went to, and "7 of 10 read", moving on its own until every sheet is processed. Shown on the
 * payment confirmation page and in my-FDS (composed by the app layer).
 */
export function OrderProcessingView({ login, orderId }: { login: string; orderId: number }) {
  const { t } = useTranslation('my-fds');
  const processing = useOrderProcessing(login, orderId);
  if (processing.isPending) return <Skeleton lines={2} />;
  const data = processing.data;
  if (!data) return null;
  return (
    <section className="my-fds__processing" aria-labelledby={`order-processing-${orderId}`} data-processing-done={data.done}>
      <h2 id={`order-processing-${orderId}`}>{t('processing.title')}</h2>
      {data.safebox_opened ? <Banner tone="info">{t('processing.safeboxOpened')}</Banner> : null}
      {data.sheet_count === 0 ? (
        <p>{t('processing.none')}</p>
      ) : (
        <>
          <p role="status" aria-live="polite">
            {t('processing.progress', { read: data.read, count: data.sheet_count })}
            {data.not_read > 0 ? ` · ${t('processing.notRead', { count: data.not_read })}` : null}
          </p>
          <progress max={data.sheet_count} value={data.sheet_count - data.waiting} aria-label={t('processing.title')} />
          <p>{data.done ? t('processing.done') : t('processing.waiting')}</p>
          {/* A scrolling list: focusable, so that a keyboard reaches all of it (axe: scrollable-region-focusable). */}
          <ul className="my-fds__processing-sheets" tabIndex={0} aria-label={t('processing.sheets')}>
            {data.sheets.map((s) => (
              <li key={s.document_code}>
                <span>{s.product_name}</span> <span className="my-fds__processing-supplier">{s.supplier_name}</span> · <ReadingStatus item={s} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
