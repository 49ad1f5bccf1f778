import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageFrame } from '../../../components/page-frame.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { requestPasswordChange } from '../api.ts';
import { forgotPasswordForm } from '../form-schemas.ts';
import { useSession } from '../session/session-provider.tsx';

type Input = z.input<typeof forgotPasswordForm>;
type Output = z.output<typeof forgotPasswordForm>;

/**
 * Forgot password: the server answers the same neutral success whether or not the account exists. Logged in,
 * the login is known and the message names the address; otherwise the message stays neutral.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const session = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(forgotPasswordForm), values: { login: session.me?.login ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ login }) => {
    setFailed(false);
    try {
      await requestPasswordChange(login);
      setSent(login);
    } catch (error) {
      if (!bindFieldError(error, form.setError, ['login'])) setFailed(true);
    }
  });
  return (
    <PageFrame title={t('forgot.title')} lead={t('forgot.lead')}>
      {sent !== null ? (
        <p className="form-message form-message--success" role="status">
          {session.loggedIn ? t('forgot.sentLoggedIn', { email: sent }) : t('forgot.sentNeutral')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="narrow-form">
          {failed ? (
            <p className="form-message form-message--danger" role="alert">
              {t('forgot.failed')}
            </p>
          ) : null}
          <TextField
            label={t('field.login')}
            type="email"
            autoComplete="username"
            required
            readOnly={session.loggedIn}
            {...form.register('login')}
            error={fieldErrorText(errors.login, language)}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
              {t('forgot.submit')}
            </button>
          </div>
        </form>
      )}
    </PageFrame>
  );
}
