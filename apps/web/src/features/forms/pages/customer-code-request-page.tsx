import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { CustomerCodeRequestForm } from '../components/customer-code-request-form.tsx';
import '../forms.css';

/**
 * customer-code-request/:supplierCode (?name= the supplier's name, for the title only: the server checks the code):
 * where the customer-code stage, a restricted sheet and "no product found" send a visitor without a code.
 */
export function CustomerCodeRequestPage() {
  const { t } = useTranslation('forms');
  const { supplierCode = '' } = useParams();
  const [params] = useSearchParams();
  const supplierName = params.get('name') || supplierCode;
  return (
    <PageFrame title={t('customerCode.title', { supplier: supplierName })} lead={t('customerCode.lead', { supplier: supplierName })}>
      <CustomerCodeRequestForm supplierCode={supplierCode} supplierName={supplierName} />
    </PageFrame>
  );
}
