import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageFrame } from '../../../components/page-frame.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { requestEmailChange } from '../api.ts';
import { RequireLogin } from '../components/require-login.tsx';
import { changeEmailForm } from '../form-schemas.ts';
import { useSession } from '../session/session-provider.tsx';

type Input = z.input<typeof changeEmailForm>;
type Output = z.output<typeof changeEmailForm>;

function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const session = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(changeEmailForm), defaultValues: { email: '', email_confirmation: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    try {
      await requestEmailChange(session.me!.login, email);
      setSent(email);
    } catch (error) {
      if (!bindFieldError(error, form.setError, ['email'])) setFailed(true);
    }
  });
  if (sent)
    return (
      <p className="form-message form-message--success" role="status">
        {t('changeEmail.sent', { email: sent })}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="narrow-form">
      <p>{t('changeEmail.current', { email: session.me?.email })}</p>
      {failed ? (
        <p className="form-message form-message--danger" role="alert">
          {t('changeEmail.failed')}
        </p>
      ) : null}
      <TextField
        label={t('field.new_email')}
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
        error={fieldErrorText(errors.email, language)}
      />
      <TextField
        label={t('field.email_confirm')}
        type="email"
        autoComplete="email"
        required
        {...form.register('email_confirmation')}
        error={fieldErrorText(errors.email_confirmation, language)}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
          {t('changeEmail.submit')}
        </button>
      </div>
    </form>
  );
}

/** /account/change-email: ask for a new address; a link is mailed to it. */
export function ChangeEmailPage() {
  const { t } = useTranslation('account');
  return (
    <PageFrame title={t('changeEmail.title')} lead={t('changeEmail.lead')}>
      <RequireLogin>
        <ChangeEmailForm />
      </RequireLogin>
    </PageFrame>
  );
}
