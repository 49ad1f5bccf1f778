import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@openfds/contract';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useShellState } from '../../../lib/shell-state.tsx';
import { completeToken } from '../api.ts';
import { NewPasswordForm } from '../components/new-password-form.tsx';
import { useApiErrorHandler } from '../../../lib/use-api-error-handler.ts';

/**
 * /account/register/confirmation/{token}: the new user chooses a password, which activates the account.
 * /account/register/confirmation/{token}/activate (mailed to an account that chose its password when registering,
 * issue #16): one button activates it, keeping that password. The button is deliberate: a mail scanner that opens
 * links must not activate an account someone registered with another person's address. Should the server answer
 * that this account has no password yet, the password form shows after all.
 */
export function RegisterConfirmationPage() {
  const { t } = useTranslation('account');
  const { token = '', '*': rest = '' } = useParams();
  const { openAuth } = useShellState();
  const onApiError = useApiErrorHandler();
  const [login, setLogin] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(rest.replace(/\/+$/, '') !== 'activate');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const activate = async () => {
    setBusy(true);
    try {
      setLogin((await completeToken({ token })) ?? '');
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.tokenInvalid.code) setInvalid(true);
      else if (error instanceof ApiError && error.field === 'password') setNeedsPassword(true);
      else onApiError(error);
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (login !== null) {
    content = (
      <div className="form-message form-message--success" role="status">
        <p>{t('confirm.done')}</p>
        <button type="button" className="btn btn--primary" onClick={() => openAuth('login', login)}>
          {t('tabs.login')}
        </button>
      </div>
    );
  } else if (needsPassword) {
    content = <NewPasswordForm submitLabel={t('confirm.submit')} onSubmit={async (password) => setLogin((await completeToken({ token, password })) ?? '')} />;
  } else if (invalid) {
    content = (
      <p className="form-message form-message--danger" role="alert">
        {t('token.invalid')}
      </p>
    );
  } else {
    content = (
      <div className="form-actions">
        <button type="button" className="btn btn--primary" aria-busy={busy || undefined} onClick={() => void activate()}>
          {t('confirm.submit')}
        </button>
      </div>
    );
  }
  const lead = login !== null || invalid ? undefined : needsPassword ? t('confirm.lead') : t('confirm.activateLead');
  return (
    <PageFrame title={t('confirm.title')} lead={lead}>
      {content}
    </PageFrame>
  );
}
