import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useShellState } from '../../../lib/shell-state.tsx';
import { completeToken } from '../api.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** /account/register/confirmation/{token}: the new user chooses a password, which activates the account. */
export function RegisterConfirmationPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const { openAuth } = useShellState();
  const [login, setLogin] = useState<string | null>(null);
  return (
    <PageFrame title={t('confirm.title')} lead={login ? undefined : t('confirm.lead')}>
      {login ? (
        <div className="form-message form-message--success" role="status">
          <p>{t('confirm.done')}</p>
          <button type="button" className="btn btn--primary" onClick={() => openAuth('login', login)}>{t('tabs.login')}</button>
        </div>
      ) : (
        <NewPasswordForm submitLabel={t('confirm.submit')} onSubmit={async (password) => setLogin((await completeToken({ token, password })) ?? '')} />
      )}
    </PageFrame>
  );
}
