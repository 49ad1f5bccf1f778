import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { saveGuest } from '../api.ts';
import { freeConsultForm } from '../form-schemas.ts';
import { SESSION_KEY, useSession } from '../session/session-provider.tsx';
import { useApiErrorHandler } from '../../../lib/use-api-error-handler.ts';

type Input = z.input<typeof freeConsultForm>;
type Output = z.output<typeof freeConsultForm>;

/** Free consult: the visitor gives name, company and e-mail (PUT /session) and gets a guest pass. */
export function FreeConsultForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const client = useQueryClient();
  const session = useSession();
  const onApiError = useApiErrorHandler();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(freeConsultForm),
    defaultValues: { first_name: '', last_name: '', company_name: '', email: '', qsds_consent: false, terms: false as unknown as true },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof Input) => fieldErrorText(errors[name], language);

  const onSubmit = form.handleSubmit(async ({ terms: _terms, ...values }) => {
    try {
      await saveGuest(values);
      client.setQueryData(SESSION_KEY, { me: session.me, guestPass: true });
      // An admin in free-consult mode keeps the popup open (product-spec §4).
      if (!session.isAdmin) onDone();
    } catch (error) {
      if (!bindFieldError(error, form.setError, ['first_name', 'last_name', 'company_name', 'email'])) onApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('free.intro')}</p>
      {session.guestPass ? (
        <p className="form-message form-message--success" role="status">
          {t('free.done')}
        </p>
      ) : null}
      <div className="form-grid">
        <TextField label={t('field.first_name')} autoComplete="given-name" required {...form.register('first_name')} error={err('first_name')} />
        <TextField label={t('field.last_name')} autoComplete="family-name" required {...form.register('last_name')} error={err('last_name')} />
        <TextField label={t('field.company_name')} autoComplete="organization" required {...form.register('company_name')} error={err('company_name')} />
        <TextField label={t('field.email')} type="email" autoComplete="email" required {...form.register('email')} error={err('email')} />
      </div>
      <CheckboxField label={t('field.qsds_consent')} {...form.register('qsds_consent')} />
      <TermsCheckbox {...form.register('terms')} error={err('terms')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
          {t('free.submit')}
        </button>
      </div>
    </form>
  );
}
