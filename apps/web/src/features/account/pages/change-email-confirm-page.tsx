import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { confirmEmailChange } from '../api.ts';
import { RequireLogin } from '../components/require-login.tsx';
import { confirmEmailForm } from '../form-schemas.ts';
import { useSession } from '../session/session-provider.tsx';
import { ERRORS } from '@openfds/contract';

type Input = z.input<typeof confirmEmailForm>;
type Output = z.output<typeof confirmEmailForm>;

function ConfirmForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const session = useSession();
  const [done, setDone] = useState(false);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(confirmEmailForm), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await confirmEmailChange(session.me!.login, { token, password, email });
      setDone(true);
      await session.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.tokenInvalid.code) form.setError('root', { message: t('token.invalid') });
      else if (error instanceof ApiError && error.code === ERRORS.loginFail.code) form.setError('password', { message: error.message });
      else if (!bindFieldError(error, form.setError, ['password'])) form.setError('root', { message: t('changeEmail.failed') });
    }
  });
  if (done)
    return (
      <p className="form-message form-message--success" role="status">
        {t('changeEmail.done', { email })}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="narrow-form">
      {errors.root?.message ? (
        <p className="form-message form-message--danger" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <p>{t('changeEmail.confirmLead', { email })}</p>
      <PasswordField
        label={t('field.password')}
        autoComplete="current-password"
        required
        {...form.register('password')}
        error={fieldErrorText(errors.password, language)}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
          {t('changeEmail.confirmSubmit')}
        </button>
      </div>
    </form>
  );
}

/** /account/change-email/{email}/{token}: confirm the new address with the password. */
export function ChangeEmailConfirmPage() {
  const { t } = useTranslation('account');
  const { email = '', token = '' } = useParams();
  return (
    <PageFrame title={t('changeEmail.confirmTitle')}>
      <RequireLogin>
        <ConfirmForm email={email} token={token} />
      </RequireLogin>
    </PageFrame>
  );
}
