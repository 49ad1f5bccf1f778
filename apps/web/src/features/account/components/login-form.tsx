import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { track } from '../../../lib/analytics.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { login } from '../api.ts';
import { loginForm } from '../form-schemas.ts';
import { SESSION_KEY, useSession } from '../session/session-provider.tsx';
import { useApiErrorHandler } from '../../../lib/use-api-error-handler.ts';
import { paths } from '../../../config/paths.ts';
import { ERRORS } from '@openfds/contract';

type Input = z.input<typeof loginForm>;
type Output = z.output<typeof loginForm>;

/** Login panel: login + password + terms; wrong credentials show login_fail from the server. */
export function LoginForm({ initialLogin, onDone }: { initialLogin?: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const { language, to } = useLanguage();
  const client = useQueryClient();
  const session = useSession();
  const onApiError = useApiErrorHandler();
  const disabled = session.isAdmin;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(loginForm),
    defaultValues: { login: initialLogin ?? '', password: '', terms: false as unknown as true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await login({ login: values.login, password: values.password });
      track('Login');
      client.setQueryData(SESSION_KEY, { me, guestPass: false });
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.loginFail.code) form.setError('root', { message: error.message });
      else if (!bindFieldError(error, form.setError, ['login', 'password'])) onApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {disabled ? <p className="form-message form-message--success">{t('login.adminLoggedIn')}</p> : null}
      {errors.root?.message ? (
        <p className="form-message form-message--danger" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <fieldset disabled={disabled}>
        <TextField
          label={t('field.login')}
          type="email"
          autoComplete="username"
          required
          {...form.register('login')}
          error={fieldErrorText(errors.login, language)}
        />
        <PasswordField
          label={t('field.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={fieldErrorText(errors.password, language)}
        />
        {/* Product-spec §6: the forgot-password and terms links are for non-admins; an admin's fields are disabled. */}
        {!session.isAdmin ? <TermsCheckbox {...form.register('terms')} error={fieldErrorText(errors.terms, language)} /> : null}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
            {t('login.submit')}
          </button>
          {!session.isAdmin ? (
            <Link to={to(paths.account.forgotPassword)} onClick={onDone}>
              {t('login.forgot')}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
