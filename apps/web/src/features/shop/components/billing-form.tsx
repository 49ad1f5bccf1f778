import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Billing, BillingRequest } from '@openfds/contract';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { Banner } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';

type Values = Omit<BillingRequest, 'terms_of_sale' | 'personal_data'> & { terms_of_sale: boolean; personal_data: boolean };

/** Step 2: billing identity, personal and professional information, and the two consents (product-spec §5 Order). */
export function BillingForm({
  initial,
  busy,
  error,
  onSubmit,
  children,
}: {
  initial: Billing | null | undefined;
  busy: boolean;
  error: unknown;
  onSubmit: (values: BillingRequest) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('shop');
  const { to } = useLanguage();
  const [values, setValues] = useState<Values>({
    company_name: initial?.company_name ?? '',
    first_name: initial?.first_name ?? '',
    last_name: initial?.last_name ?? '',
    address1: initial?.address1 ?? '',
    address2: initial?.address2 ?? '',
    address3: initial?.address3 ?? '',
    zipcode: initial?.zipcode ?? '',
    city: initial?.city ?? '',
    country_code: initial?.country_code ?? 'FR',
    siret: initial?.siret ?? '',
    eu_vat_number: initial?.eu_vat_number ?? '',
    terms_of_sale: false,
    personal_data: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const fieldError = error instanceof ApiError && error.field ? error : null;
  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));
  const errorFor = (key: string) => (fieldError?.field === key ? fieldError.message : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!values.terms_of_sale || !values.personal_data) return;
    onSubmit(values as BillingRequest);
  };
  const consentError = submitted && (!values.terms_of_sale || !values.personal_data) ? t('billing.consentRequired') : undefined;
  return (
    <form onSubmit={submit} noValidate className="shop-billing">
      <div className="form-grid">
        <TextField
          label={t('billing.company')}
          required
          value={values.company_name}
          onChange={set('company_name')}
          error={errorFor('company_name')}
          autoComplete="organization"
        />
        <TextField label={t('billing.firstName')} value={values.first_name ?? ''} onChange={set('first_name')} autoComplete="given-name" />
        <TextField label={t('billing.lastName')} value={values.last_name ?? ''} onChange={set('last_name')} autoComplete="family-name" />
        <TextField
          label={t('billing.address')}
          required
          value={values.address1}
          onChange={set('address1')}
          error={errorFor('address1')}
          autoComplete="address-line1"
        />
        <TextField label={t('billing.address2')} value={values.address2 ?? ''} onChange={set('address2')} autoComplete="address-line2" />
        <TextField
          label={t('billing.zipcode')}
          required
          value={values.zipcode}
          onChange={set('zipcode')}
          error={errorFor('zipcode')}
          autoComplete="postal-code"
        />
        <TextField label={t('billing.city')} required value={values.city} onChange={set('city')} error={errorFor('city')} autoComplete="address-level2" />
        <TextField
          label={t('billing.country')}
          required
          value={values.country_code}
          onChange={set('country_code')}
          error={errorFor('country_code')}
          maxLength={2}
          hint={t('billing.countryHint')}
          autoComplete="country"
        />
        <TextField label={t('billing.siret')} value={values.siret ?? ''} onChange={set('siret')} error={errorFor('siret')} inputMode="numeric" />
        <TextField
          label={t('billing.vat')}
          value={values.eu_vat_number ?? ''}
          onChange={set('eu_vat_number')}
          error={errorFor('eu_vat_number')}
          hint={t('billing.vatHint')}
        />
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
        checked={values.terms_of_sale}
        onChange={set('terms_of_sale')}
        error={submitted && !values.terms_of_sale ? consentError : undefined}
      />
      <CheckboxField
        label={t('billing.personalData')}
        checked={values.personal_data}
        onChange={set('personal_data')}
        error={submitted && !values.personal_data ? consentError : undefined}
      />
      {error && !fieldError ? <Banner tone="danger">{(error as Error).message}</Banner> : null}
      <div className="form-actions">
        {children}
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
          {t('billing.submit')}
        </button>
      </div>
    </form>
  );
}
