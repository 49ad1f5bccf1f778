import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { useReceivedSheet } from '../api.ts';

/**
 * /received/:token: the page of the personal link mailed with a supplier's new revision (issue #27). Opening it and
 * downloading the file are recorded in the supplier's proof archive (by the server, on each call).
 */
export function ReceivedPage() {
  const { t } = useTranslation('supplier-proof');
  const { token = '' } = useParams();
  const sheet = useReceivedSheet(token);
  if (sheet.isPending) return <Skeleton />;
  if (!sheet.data) return <EmptyState title={t('received.unknown')} heading="h1" />;
  const s = sheet.data;
  return (
    <PageFrame title={t('received.title', { product: s.product_name })} lead={t('received.lead', { supplier: s.supplier_name })}>
      <dl className="received-sheet">
        <dt>{t('received.revision')}</dt>
        <dd>{s.revision_date ?? '-'}</dd>
        <dt>{t('received.code')}</dt>
        <dd>{s.document_code}</dd>
        <dt>{t('received.sha256')}</dt>
        <dd>
          <code>{s.sha256}</code>
        </dd>
      </dl>
      <p>
        <a className="button button--primary" href={s.file_url} download>
          {t('received.download')}
        </a>
      </p>
    </PageFrame>
  );
}
