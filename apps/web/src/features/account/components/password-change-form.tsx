import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';
import { changePassword } from '../api.ts';
import { passwordChangeForm } from '../form-schemas.ts';
import { useApiErrorHandler } from '../../../lib/use-api-error-handler.ts';

type Input = z.input<typeof passwordChangeForm>;
type Output = z.output<typeof passwordChangeForm>;
const FIELDS = ['current_password', 'password', 'password_confirmation'];

/**
 * Change the password from the profile (PUT /users/{login}/password, issue #16): the current password, then the new
 * one twice. A wrong current password (720) shows on its field; the other devices are logged out by the server.
 */
export function PasswordChangeForm({ login, onDone }: { login: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const { language, to } = useLanguage();
  const toast = useToast();
  const onApiError = useApiErrorHandler();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(passwordChangeForm),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof Input) => fieldErrorText(errors[name], language);
  const submit = form.handleSubmit(async ({ current_password, password }) => {
    try {
      await changePassword(login, { current_password, password });
      toast(t('passwordChange.done'), 'success');
      onDone();
    } catch (error) {
      if (!bindFieldError(error, form.setError, FIELDS)) onApiError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="narrow-form" aria-label={t('passwordChange.title')}>
      <PasswordField
        label={t('passwordChange.current')}
        autoComplete="current-password"
        required
        autoFocus
        {...form.register('current_password')}
        error={err('current_password')}
      />
      <PasswordField
        label={ta('field.new_password')}
        autoComplete="new-password"
        required
        hint={ta('field.passwordRules')}
        {...form.register('password')}
        error={err('password')}
      />
      <PasswordField
        label={ta('field.password_confirm')}
        autoComplete="new-password"
        required
        {...form.register('password_confirmation')}
        error={err('password_confirmation')}
      />
      <p className="field__hint">
        <Link to={to(paths.account.forgotPassword)}>{t('passwordChange.forgot')}</Link>
      </p>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
          {t('passwordChange.submit')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t('passwordChange.cancel')}
        </button>
      </div>
    </form>
  );
}
