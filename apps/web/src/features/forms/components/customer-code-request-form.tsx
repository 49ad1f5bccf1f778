import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CustomerCodeRequest, HONEYPOT_FIELD, type FormReceipt } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { track } from '../../../lib/analytics.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { sendCustomerCodeRequest } from '../api.ts';
import { MessageField } from './contact-form.tsx';
import { Honeypot } from './honeypot.tsx';
import { SentNotice } from './sent-notice.tsx';
import { errorText } from '../../../lib/api-errors.ts';

type Values = Record<string, string | boolean | null>;
const FIELDS = [
  'supplier_code',
  'company_name',
  'address1',
  'address2',
  'address3',
  'zipcode',
  'city',
  'name',
  'email',
  'phone',
  'message',
  'qsds_consent',
] as const;

/**
 * The customer-code request (product-spec §3.6): the visitor asks a restricted supplier for a customer code; the
 * request goes to the supplier's contact address and the visitor gets an acknowledgement.
 */
export function CustomerCodeRequestForm({ supplierCode, supplierName }: { supplierCode: string; supplierName: string }) {
  const { t, i18n } = useTranslation('forms');
  const [receipt, setReceipt] = useState<FormReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(CustomerCodeRequest) as unknown as Resolver<Values>,
    defaultValues: {
      supplier_code: supplierCode,
      company_name: '',
      address1: '',
      address2: '',
      address3: '',
      zipcode: '',
      city: '',
      name: '',
      email: '',
      phone: '',
      message: '',
      qsds_consent: false,
      [HONEYPOT_FIELD]: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: string) => fieldErrorText(errors[name] as { message?: string } | undefined, i18n.language);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const sent = await sendCustomerCodeRequest(values as CustomerCodeRequest);
      track('CTA-Contact', { action: 'customer_code', name: supplierCode });
      setReceipt(sent);
    } catch (error) {
      if (!bindFieldError(error, form.setError, FIELDS)) setFailure(errorText(error, t('failed')));
    }
  });
  if (receipt) return <SentNotice receipt={receipt} email={String(form.getValues('email'))} />;
  return (
    <form onSubmit={submit} noValidate aria-label={t('customerCode.form', { supplier: supplierName })} className="forms-form">
      {failure ? (
        <Banner tone="danger" role="alert">
          {failure}
        </Banner>
      ) : null}
      {errors.supplier_code ? (
        <Banner tone="danger" role="alert">
          {err('supplier_code')}
        </Banner>
      ) : null}
      <div className="form-grid">
        <TextField label={t('field.name')} autoComplete="name" required {...form.register('name')} error={err('name')} />
        <TextField label={t('field.email')} type="email" autoComplete="email" required {...form.register('email')} error={err('email')} />
        <TextField label={t('field.phone')} type="tel" autoComplete="tel" {...form.register('phone')} error={err('phone')} />
        <TextField label={t('field.company_name')} autoComplete="organization" required {...form.register('company_name')} error={err('company_name')} />
        <TextField label={t('field.address1')} autoComplete="address-line1" required {...form.register('address1')} error={err('address1')} />
        <TextField label={t('field.address2')} autoComplete="address-line2" {...form.register('address2')} error={err('address2')} />
        <TextField label={t('field.address3')} autoComplete="address-line3" {...form.register('address3')} error={err('address3')} />
        <TextField label={t('field.zipcode')} autoComplete="postal-code" required {...form.register('zipcode')} error={err('zipcode')} />
        <TextField label={t('field.city')} autoComplete="address-level2" required {...form.register('city')} error={err('city')} />
      </div>
      <MessageField
        registration={form.register('message')}
        error={err('message')}
        label={t('field.message')}
        hint={t('customerCode.messageHint')}
        required={false}
      />
      <CheckboxField label={t('field.qsds_consent')} {...form.register('qsds_consent')} error={err('qsds_consent')} />
      <Honeypot registration={form.register(HONEYPOT_FIELD)} />
      <p className="forms-privacy">{t('privacy')}</p>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined} disabled={isSubmitting}>
          {t('customerCode.send')}
        </button>
      </div>
    </form>
  );
}
