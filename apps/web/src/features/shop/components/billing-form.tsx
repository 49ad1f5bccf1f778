import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BillingRequest, type Billing } from '@openfds/contract';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { countryOptions } from '../countries.ts';
import { Banner } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';

/** What the form holds: the request's fields, the two consents as plain checkboxes (unticked at first). */
type Values = Omit<z.input<typeof BillingRequest>, 'terms_of_sale' | 'personal_data'> & { terms_of_sale: boolean; personal_data: boolean };
// The contract's schema checks the form (the server's own rules): an unticked consent fails its literal(true), which
// is what the form must refuse; the resolver's types cannot express "boolean in, true out", hence the one cast.
const resolver = zodResolver(BillingRequest) as unknown as Resolver<Values, unknown, BillingRequest>;

/** The fields a server error may name (data f): its message then shows under that field. */
const FIELDS = ['company_name', 'first_name', 'last_name', 'address1', 'address2', 'address3', 'zipcode', 'city', 'country_code', 'siret', 'eu_vat_number'];
/** What the profile already knows (issue #23: a first billing form is filled from it). */
export interface BillingPrefill {
  company_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country_code?: string | null;
  siret?: string | null;
  eu_vat_number?: string | null;
}

/** Step 2: billing identity, personal and professional information, and the two consents (product-spec §5 Order). */
export function BillingForm({
  initial,
  prefill,
  busy,
  error,
  onSubmit,
  children,
}: {
  initial: Billing | null | undefined;
  prefill?: BillingPrefill | null;
  busy: boolean;
  /** The last failure of saving or paying: bound to its field when the server names one, else shown above the buttons. */
  error: unknown;
  onSubmit: (values: BillingRequest) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('shop');
  const { to, language } = useLanguage();
  // The stored billing identity, else the profile's (a first order), else empty with France.
  const from = initial ?? prefill ?? null;
  const form = useForm<Values, unknown, BillingRequest>({
    resolver,
    // Issue #23: every field in error is flagged at once on submit, and checked again at the next submit.
    reValidateMode: 'onSubmit',
    defaultValues: {
      company_name: from?.company_name ?? '',
      first_name: from?.first_name ?? '',
      last_name: from?.last_name ?? '',
      address1: from?.address1 ?? '',
      address2: from?.address2 ?? '',
      address3: from?.address3 ?? '',
      zipcode: from?.zipcode ?? '',
      city: from?.city ?? '',
      country_code: from?.country_code ?? 'FR',
      siret: from?.siret ?? '',
      eu_vat_number: from?.eu_vat_number ?? '',
      terms_of_sale: false,
      personal_data: false,
    },
  });
  const { errors } = form.formState;
  const countries = useMemo(() => countryOptions(language), [language]);
  // A server error about one of the fields goes under that field (and takes the focus); any other is shown above
  // the buttons.
  const aboutAField = error instanceof ApiError && !!error.field && FIELDS.includes(error.field);
  useEffect(() => {
    bindFieldError(error, form.setError, FIELDS);
  }, [error, form.setError]);
  const err = (name: keyof Values) => fieldErrorText(errors[name], language);
  const consentError = (name: 'terms_of_sale' | 'personal_data') => (errors[name] ? t('billing.consentRequired') : undefined);
  const errorCount = Object.keys(errors).filter((name) => name !== 'root').length;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="shop-billing">
      {errorCount > 0 ? (
        <Banner tone="danger" role="alert">
          {t('billing.errorCount', { count: errorCount })}
        </Banner>
      ) : null}
      <div className="form-grid">
        <TextField label={t('billing.company')} required {...form.register('company_name')} error={err('company_name')} autoComplete="organization" />
        <TextField label={t('billing.firstName')} {...form.register('first_name')} error={err('first_name')} autoComplete="given-name" />
        <TextField label={t('billing.lastName')} {...form.register('last_name')} error={err('last_name')} autoComplete="family-name" />
        <TextField label={t('billing.address')} required {...form.register('address1')} error={err('address1')} autoComplete="address-line1" />
        <TextField label={t('billing.address2')} {...form.register('address2')} error={err('address2')} autoComplete="address-line2" />
        <TextField label={t('billing.zipcode')} required {...form.register('zipcode')} error={err('zipcode')} autoComplete="postal-code" />
        <TextField label={t('billing.city')} required {...form.register('city')} error={err('city')} autoComplete="address-level2" />
        <SelectField
          label={t('billing.country')}
          required
          {...form.register('country_code')}
          error={err('country_code')}
          options={countries}
          autoComplete="country"
        />
        <TextField label={t('billing.siret')} {...form.register('siret')} error={err('siret')} inputMode="numeric" />
        <TextField label={t('billing.vat')} {...form.register('eu_vat_number')} error={err('eu_vat_number')} hint={t('billing.vatHint')} />
      </div>
      <CheckboxField
        label={
          <>
            {t('billing.termsOfSale')} (
            <a href={to(paths.cgv)} target="_blank" rel="noreferrer">
              {t('billing.cgv')}
            </a>
            )
          </>
        }
        {...form.register('terms_of_sale')}
        error={consentError('terms_of_sale')}
      />
      <CheckboxField label={t('billing.personalData')} {...form.register('personal_data')} error={consentError('personal_data')} />
      {error && !aboutAField ? <Banner tone="danger">{errorText(error)}</Banner> : null}
      <div className="form-actions">
        {children}
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
          {t('billing.submit')}
        </button>
      </div>
    </form>
  );
}
