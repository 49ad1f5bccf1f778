import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useShellState } from '../../../lib/shell-state.tsx';

/** Shown once a registration request succeeds: the mail to confirm and choose a password is on its way. */
export function RegisterConfirmationDialog() {
  const { t } = useTranslation('account');
  const { registered, closeAuth } = useShellState();
  const [dismissed, setDismissed] = useState(false);
  const close = () => {
    setDismissed(true);
    closeAuth();
  };
  return (
    <Dialog
      open={registered && !dismissed}
      onClose={close}
      title={t('register.doneTitle')}
      size="sm"
      footer={
        <button type="button" className="btn btn--primary" onClick={close}>
          {t('register.doneOk')}
        </button>
      }
    >
      <p>{t('register.doneText')}</p>
    </Dialog>
  );
}
