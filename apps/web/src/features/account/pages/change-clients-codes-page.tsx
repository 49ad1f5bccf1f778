import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EmptyState } from '../../../components/ui/feedback.tsx';
import { RequireLogin } from '../components/require-login.tsx';

/** /account/change-clients-codes: the customer codes of the account (filled by the customer-code issue). */
export function ChangeClientsCodesPage() {
  const { t } = useTranslation('account');
  return (
    <PageFrame title={t('clientsCodes.title')} lead={t('clientsCodes.lead')}>
      <RequireLogin>
        <EmptyState title={t('clientsCodes.empty')} />
      </RequireLogin>
    </PageFrame>
  );
}
