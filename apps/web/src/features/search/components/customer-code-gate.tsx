import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerCodeForm } from '../../../components/customer-code-form.tsx';
import { useViewerIsStaff } from '../../../lib/staff-viewer.tsx';

type FormProps = ComponentProps<typeof CustomerCodeForm> & { onSkip: () => void };

/**
 * The customer-code stage of a supplier's search (home page flow and results page). Staff open every sheet,
 * restricted ones included (issue #26), so a code means nothing to them: instead of the prompt, a short note and
 * the way on (the same answer as "continue without customer code", which for staff still lists every sheet).
 */
export function CustomerCodeGate(props: FormProps) {
  const { t } = useTranslation('search');
  const staff = useViewerIsStaff();
  if (!staff) return <CustomerCodeForm {...props} />;
  return (
    <div className="stage__staff" data-testid="staff-code-note">
      <p>{t('customerCode.staffNote', { supplier: props.supplierName })}</p>
      <button type="button" className="btn btn--primary" disabled={props.disabled} onClick={props.onSkip}>
        {t('customerCode.staffContinue')}
      </button>
    </div>
  );
}
