import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useShellState } from '../../../lib/shell-state.tsx';
import { completeToken } from '../api.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/** /account/change-password/{login}/{token}: set a new password from the e-mailed link. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const { login = '', token = '' } = useParams();
  const { openAuth } = useShellState();
  const [done, setDone] = useState(false);
  return (
    <PageFrame title={t('changePassword.title')} lead={done ? undefined : t('changePassword.lead', { login })}>
      {done ? (
        <div className="form-message form-message--success" role="status">
          <p>{t('changePassword.done')}</p>
          <button type="button" className="btn btn--primary" onClick={() => openAuth('login', login)}>
            {t('tabs.login')}
          </button>
        </div>
      ) : (
        <NewPasswordForm
          submitLabel={t('changePassword.submit')}
          onSubmit={async (password) => {
            await completeToken({ token, password });
            setDone(true);
          }}
        />
      )}
    </PageFrame>
  );
}
