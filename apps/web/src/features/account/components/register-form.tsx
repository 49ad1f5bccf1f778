import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CheckboxField, PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { countryOptions } from '../../../lib/countries.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { useShellState } from '../../../lib/shell-state.tsx';
import { useAlertFile } from '../../../lib/use-alert-file.ts';
import { requestRegistration } from '../api.ts';
import { registerForm } from '../form-schemas.ts';
import { useSession } from '../session/session-provider.tsx';
import { useApiErrorHandler } from '../../../lib/use-api-error-handler.ts';
import { paths } from '../../../config/paths.ts';
import { ERRORS, TITLES } from '@openfds/contract';

type Input = z.input<typeof registerForm>;
type Output = z.output<typeof registerForm>;
const FIELDS = [
  'title',
  'first_name',
  'last_name',
  'email',
  'password',
  'company_name',
  'country_code',
  'address1',
  'zipcode',
  'city',
  'duns',
  'siret',
  'qsds_consent',
  'partners_consent',
];

/**
 * Registration with a password (POST /users/creation_code, product-spec §3.1; issue #16): the account is created
 * pending with the password chosen here and a confirmation e-mail is sent, whose link only activates it; on success
 * the confirmation popup opens and the form locks. Title (M. / Mme) and country are required, the two marketing
 * opt-ins optional (product-spec §5), all stored with the account. An admin cannot register; the alert file's
 * `locked` flag disables the fields.
 */
export function RegisterForm({ onShowLogin }: { onShowLogin: () => void }) {
  const { t } = useTranslation('account');
  const { language, to } = useLanguage();
  const session = useSession();
  const { registered, setRegistered } = useShellState();
  const locked = useAlertFile().data?.locked === true;
  const onApiError = useApiErrorHandler();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      title: '' as Input['title'],
      first_name: '',
      last_name: '',
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
      company_name: '',
      country_code: '',
      address1: '',
      zipcode: '',
      city: '',
      duns: '',
      siret: '',
      want_safebox: false,
      qsds_consent: false,
      partners_consent: false,
      terms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof Input) => fieldErrorText(errors[name], language);

  if (session.isAdmin) return <p className="form-message form-message--danger">{t('register.adminCannot')}</p>;

  const onSubmit = form.handleSubmit(async (values) => {
    const { email_confirmation: _confirm, password_confirmation: _again, terms: _terms, ...rest } = values;
    try {
      // qsds_consent is always sent, false included (product-spec §5); SafeBox is joined later through its contract.
      await requestRegistration(rest);
      setRegistered(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.mailAlreadyUsed.code)
        form.setError('email', { message: t('register.mailAlreadyUsed') }, { shouldFocus: true });
      else if (!bindFieldError(error, form.setError, FIELDS)) onApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {locked ? <p className="form-message form-message--danger">{t('register.locked')}</p> : null}
      {registered ? <p className="form-message form-message--success">{t('register.doneShort')}</p> : null}
      {errors.email?.message === t('register.mailAlreadyUsed') ? (
        <p className="form-message form-message--danger" role="alert">
          {t('register.mailAlreadyUsed')}{' '}
          <button type="button" className="link-button" onClick={onShowLogin}>
            {t('register.goLogin')}
          </button>
          {' · '}
          <Link to={to(paths.account.forgotPassword)}>{t('login.forgot')}</Link>
        </p>
      ) : null}
      <fieldset disabled={locked || registered}>
        <legend className="visually-hidden">{t('register.legend')}</legend>
        <div className="form-grid">
          <SelectField
            label={t('field.title')}
            required
            placeholder={t('field.choose')}
            options={TITLES.map((v) => ({ value: v, label: t(`title.${v === 'M.' ? 'mister' : 'madam'}`) }))}
            {...form.register('title')}
            error={err('title')}
          />
          <TextField label={t('field.first_name')} autoComplete="given-name" required {...form.register('first_name')} error={err('first_name')} />
          <TextField label={t('field.last_name')} autoComplete="family-name" required {...form.register('last_name')} error={err('last_name')} />
          <TextField label={t('field.email')} type="email" autoComplete="email" required {...form.register('email')} error={err('email')} />
          <TextField
            label={t('field.email_confirm')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email_confirmation')}
            error={err('email_confirmation')}
          />
          <PasswordField
            label={t('field.password')}
            autoComplete="new-password"
            required
            hint={t('field.passwordRules')}
            {...form.register('password')}
            error={err('password')}
          />
          <PasswordField
            label={t('field.password_confirm')}
            autoComplete="new-password"
            required
            {...form.register('password_confirmation')}
            error={err('password_confirmation')}
          />
          <TextField label={t('field.company_name')} autoComplete="organization" required {...form.register('company_name')} error={err('company_name')} />
          <SelectField
            label={t('field.country_code')}
            required
            placeholder={t('field.choose')}
            options={countryOptions(language)}
            {...form.register('country_code')}
            error={err('country_code')}
          />
          <TextField label={t('field.address1')} autoComplete="address-line1" {...form.register('address1')} error={err('address1')} />
          <TextField label={t('field.zipcode')} autoComplete="postal-code" {...form.register('zipcode')} error={err('zipcode')} />
          <TextField label={t('field.city')} autoComplete="address-level2" {...form.register('city')} error={err('city')} />
          <TextField label={t('field.siret')} inputMode="numeric" {...form.register('siret')} error={err('siret')} />
          <TextField label={t('field.duns')} inputMode="numeric" {...form.register('duns')} error={err('duns')} />
        </div>
        <CheckboxField label={t('field.want_safebox')} {...form.register('want_safebox')} />
        <fieldset>
          <legend>{t('field.optIns')}</legend>
          <CheckboxField label={t('field.qsds_consent')} {...form.register('qsds_consent')} />
          <CheckboxField label={t('field.partners_consent')} {...form.register('partners_consent')} />
        </fieldset>
        <TermsCheckbox {...form.register('terms')} error={err('terms')} />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
            {t('register.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
