import { useTranslation } from 'react-i18next';
import type { FormReceipt } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';

/** What the sender sees once the request is stored: its reference and the acknowledgement mail to come. */
export function SentNotice({ receipt, email, onAnother }: { receipt: FormReceipt; email: string; onAnother?: () => void }) {
  const { t } = useTranslation('forms');
  return (
    <Banner tone="success" role="status">
      <strong>{t('sent.title')}</strong>
      <p>{receipt.reference ? t('sent.reference', { reference: receipt.reference, email }) : t('sent.text', { email })}</p>
      {onAnother ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={onAnother}>
          {t('sent.another')}
        </button>
      ) : null}
    </Banner>
  );
}
