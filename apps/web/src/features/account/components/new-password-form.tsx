import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { newPasswordForm } from '../form-schemas.ts';
import { useApiErrorHandler } from '../../../lib/use-api-error-handler.ts';
import { ERRORS } from '@openfds/contract';

type Input = z.input<typeof newPasswordForm>;
type Output = z.output<typeof newPasswordForm>;

/**
 * Choose a password twice (registration confirmation, password reset). A spent, expired or unknown token
 * (code 601) shows the "for security, request again" message.
 */
export function NewPasswordForm({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (password: string) => Promise<void> }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const onApiError = useApiErrorHandler();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', password_confirmation: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.password);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.tokenInvalid.code) form.setError('root', { message: t('token.invalid') });
      else if (!bindFieldError(error, form.setError, ['password'])) onApiError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="narrow-form">
      {errors.root?.message ? (
        <p className="form-message form-message--danger" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <PasswordField
        label={t('field.new_password')}
        autoComplete="new-password"
        required
        hint={t('field.passwordRules')}
        {...form.register('password')}
        error={fieldErrorText(errors.password, language)}
      />
      <PasswordField
        label={t('field.password_confirm')}
        autoComplete="new-password"
        required
        {...form.register('password_confirmation')}
        error={fieldErrorText(errors.password_confirmation, language)}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
