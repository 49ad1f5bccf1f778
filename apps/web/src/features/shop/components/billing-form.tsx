import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingRequest, validationMessage, type Billing, type InterfaceLanguage } from '@openfds/contract';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { countryOptions } from '../countries.ts';
import { Banner } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';

type Values = Omit<BillingRequest, 'terms_of_sale' | 'personal_data'> & { terms_of_sale: boolean; personal_data: boolean };

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

/** The form's fields in the order they are shown: the first one in error gets the focus. */
const FIELD_ORDER = ['company_name', 'first_name', 'last_name', 'address1', 'address2', 'zipcode', 'city', 'country_code', 'siret', 'eu_vat_number'];

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
  error: unknown;
  onSubmit: (values: BillingRequest) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('shop');
  const { to, language } = useLanguage();
  // The stored billing identity, else the profile's (a first order), else empty with France.
  const from = initial ?? prefill ?? null;
  const [values, setValues] = useState<Values>({
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
  });
  const [submitted, setSubmitted] = useState(false);
  // Issue #23: every field in error is flagged at once, by the contract's own schema (the server's rules).
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const countries = useMemo(() => countryOptions(language), [language]);
  const fieldError = error instanceof ApiError && error.field ? error : null;
  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = e.target;
    setValues((v) => ({ ...v, [key]: target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value }));
  };
  const errorFor = (key: string) => clientErrors[key] ?? (fieldError?.field === key ? fieldError.message : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const parsed = BillingRequest.safeParse({ ...values, terms_of_sale: values.terms_of_sale || undefined, personal_data: values.personal_data || undefined });
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in found) && field !== 'terms_of_sale' && field !== 'personal_data') {
        found[field] = validationMessage(issue.message, language as InterfaceLanguage);
      }
    }
    setClientErrors(found);
    const first = FIELD_ORDER.find((f) => f in found);
    if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    if (Object.keys(found).length > 0 || !values.terms_of_sale || !values.personal_data) return;
    onSubmit(parsed.data as BillingRequest);
  };
  const errorCount = Object.keys(clientErrors).length + (submitted ? Number(!values.terms_of_sale) + Number(!values.personal_data) : 0);
  const consentError = submitted && (!values.terms_of_sale || !values.personal_data) ? t('billing.consentRequired') : undefined;
  return (
    <form onSubmit={submit} noValidate className="shop-billing">
      {errorCount > 0 ? (
        <Banner tone="danger" role="alert">
          {t('billing.errorCount', { count: errorCount })}
        </Banner>
      ) : null}
      <div className="form-grid">
        <TextField
          label={t('billing.company')}
          required
          value={values.company_name}
          name="company_name"
          onChange={set('company_name')}
          error={errorFor('company_name')}
          autoComplete="organization"
        />
        <TextField
          label={t('billing.firstName')}
          value={values.first_name ?? ''}
          name="first_name"
          onChange={set('first_name')}
          error={errorFor('first_name')}
          autoComplete="given-name"
        />
        <TextField
          label={t('billing.lastName')}
          value={values.last_name ?? ''}
          name="last_name"
          onChange={set('last_name')}
          error={errorFor('last_name')}
          autoComplete="family-name"
        />
        <TextField
          label={t('billing.address')}
          required
          value={values.address1}
          name="address1"
          onChange={set('address1')}
          error={errorFor('address1')}
          autoComplete="address-line1"
        />
        <TextField label={t('billing.address2')} value={values.address2 ?? ''} name="address2" onChange={set('address2')} autoComplete="address-line2" />
        <TextField
          label={t('billing.zipcode')}
          required
          value={values.zipcode}
          name="zipcode"
          onChange={set('zipcode')}
          error={errorFor('zipcode')}
          autoComplete="postal-code"
        />
        <TextField
          label={t('billing.city')}
          required
          value={values.city}
          name="city"
          onChange={set('city')}
          error={errorFor('city')}
          autoComplete="address-level2"
        />
        <SelectField
          label={t('billing.country')}
          required
          name="country_code"
          value={values.country_code}
          onChange={set('country_code')}
          error={errorFor('country_code')}
          options={countries}
          autoComplete="country"
        />
        <TextField label={t('billing.siret')} value={values.siret ?? ''} name="siret" onChange={set('siret')} error={errorFor('siret')} inputMode="numeric" />
        <TextField
          label={t('billing.vat')}
          value={values.eu_vat_number ?? ''}
          name="eu_vat_number"
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
