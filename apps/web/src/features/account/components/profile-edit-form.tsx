import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TITLES } from '@openfds/contract';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { countryOptions } from '../../../lib/countries.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { updateProfile, type Profile } from '../api.ts';
import { profileForm } from '../form-schemas.ts';

type Input = z.input<typeof profileForm>;
type Output = z.output<typeof profileForm>;
const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email_rescue',
  'company_name',
  'address1',
  'address2',
  'address3',
  'zipcode',
  'city',
  'state',
  'duns',
  'siret',
  'department',
  'position',
  'phone_office',
  'eu_vat_number',
] as const;

function defaults(profile: Profile): Input {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, (profile[f] as string | null) ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    ...values,
    title: (profile.title ?? '') as Input['title'],
    email: profile.email,
    country_code: profile.country_code ?? '',
    qsds_consent: profile.qsds_consent,
    partners_consent: profile.partners_consent,
  };
}

/** Profile edit (PUT /users/{login}); 'Your changes have been saved' / 'have not been saved'. */
export function ProfileEditForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(profileForm), defaultValues: defaults(profile) });
  const { errors, isSubmitting } = form.formState;
  const err = (name: keyof Input) => fieldErrorText(errors[name], language);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateProfile(profile.login, values);
      if (saved) client.setQueryData(['profile', profile.login], saved);
      await client.invalidateQueries({ queryKey: ['session'] });
      toast(t('profile.saved'), 'success');
      onDone();
    } catch (error) {
      bindFieldError(error, form.setError, [...TEXT_FIELDS, 'title', 'country_code']);
      toast(t('profile.notSaved'), 'danger');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <div className="form-grid">
        <SelectField
          label={t('field.title')}
          required
          placeholder={t('field.choose')}
          options={TITLES.map((v) => ({ value: v, label: t(`title.${v === 'M.' ? 'mister' : 'madam'}`) }))}
          {...form.register('title')}
          error={err('title')}
        />
        <TextField label={t('field.email')} value={profile.email} readOnly disabled hint={t('profile.emailHint')} />
        <TextField label={t('field.first_name')} autoComplete="given-name" required {...form.register('first_name')} error={err('first_name')} />
        <TextField label={t('field.last_name')} autoComplete="family-name" required {...form.register('last_name')} error={err('last_name')} />
        <TextField label={t('field.email_rescue')} type="email" {...form.register('email_rescue')} error={err('email_rescue')} />
        <TextField label={t('field.phone_office')} type="tel" autoComplete="tel" {...form.register('phone_office')} error={err('phone_office')} />
        <TextField label={t('field.company_name')} autoComplete="organization" required {...form.register('company_name')} error={err('company_name')} />
        <TextField label={t('field.department')} {...form.register('department')} error={err('department')} />
        <TextField label={t('field.position')} autoComplete="organization-title" {...form.register('position')} error={err('position')} />
        <SelectField
          label={t('field.country_code')}
          required
          placeholder={t('field.choose')}
          options={countryOptions(language)}
          {...form.register('country_code')}
          error={err('country_code')}
        />
        <TextField label={t('field.address1')} autoComplete="address-line1" {...form.register('address1')} error={err('address1')} />
        <TextField label={t('field.address2')} autoComplete="address-line2" {...form.register('address2')} error={err('address2')} />
        <TextField label={t('field.address3')} autoComplete="address-line3" {...form.register('address3')} error={err('address3')} />
        <TextField label={t('field.zipcode')} autoComplete="postal-code" {...form.register('zipcode')} error={err('zipcode')} />
        <TextField label={t('field.city')} autoComplete="address-level2" {...form.register('city')} error={err('city')} />
        <TextField label={t('field.state')} autoComplete="address-level1" {...form.register('state')} error={err('state')} />
        <TextField label={t('field.siret')} inputMode="numeric" {...form.register('siret')} error={err('siret')} />
        <TextField label={t('field.duns')} inputMode="numeric" {...form.register('duns')} error={err('duns')} />
        <TextField label={t('field.eu_vat_number')} {...form.register('eu_vat_number')} error={err('eu_vat_number')} />
      </div>
      <CheckboxField label={t('field.qsds_consent')} {...form.register('qsds_consent')} />
      <CheckboxField label={t('field.partners_consent')} {...form.register('partners_consent')} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined}>
          {t('profile.save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
