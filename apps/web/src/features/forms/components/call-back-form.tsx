import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ContactRequest, HONEYPOT_FIELD, type FormReceipt } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { track } from '../../../lib/analytics.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { sendContact } from '../api.ts';
import { titleOptions } from '../choices.ts';
import { MessageField } from './contact-form.tsx';
import { Honeypot } from './honeypot.tsx';
import { SentNotice } from './sent-notice.tsx';
import { errorText } from '../../../lib/api-errors.ts';

type Values = Record<string, string | boolean | null>;
const FIELDS = [
  'title',
  'first_name',
  'last_name',
  'email_office',
  'company_name',
  'position',
  'phone_office',
  'address1',
  'address2',
  'address3',
  'zipcode',
  'city',
  'country_code',
  'message',
  'qsds_consent',
] as const;

/** POST /contacts (product-spec §3.3 Contact): a professional contact asking sales to call back. */
export function CallBackForm() {
  const { t, i18n } = useTranslation('forms');
  const [receipt, setReceipt] = useState<FormReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ContactRequest) as unknown as Resolver<Values>,
    defaultValues: {
      title: '',
      first_name: '',
      last_name: '',
      email_office: '',
      company_name: '',
      position: '',
      phone_office: '',
      address1: '',
      address2: '',
      address3: '',
      zipcode: '',
      city: '',
      country_code: '',
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
      const sent = await sendContact(values as ContactRequest);
      track('CTA-Contact', { action: 'call_back' });
      setReceipt(sent);
    } catch (error) {
      if (!bindFieldError(error, form.setError, FIELDS)) setFailure(errorText(error, t('failed')));
    }
  });
  if (receipt) return <SentNotice receipt={receipt} email={String(form.getValues('email_office'))} />;
  return (
    <form onSubmit={submit} noValidate aria-label={t('callBack.form')} className="forms-form">
      {failure ? (
        <Banner tone="danger" role="alert">
          {failure}
        </Banner>
      ) : null}
      <div className="form-grid">
        <SelectField label={t('field.title')} options={titleOptions} placeholder={t('choose')} {...form.register('title')} error={err('title')} />
        <TextField label={t('field.first_name')} autoComplete="given-name" required {...form.register('first_name')} error={err('first_name')} />
        <TextField label={t('field.last_name')} autoComplete="family-name" required {...form.register('last_name')} error={err('last_name')} />
        <TextField label={t('field.email')} type="email" autoComplete="email" required {...form.register('email_office')} error={err('email_office')} />
        <TextField label={t('field.phone')} type="tel" autoComplete="tel" required {...form.register('phone_office')} error={err('phone_office')} />
        <TextField label={t('field.company_name')} autoComplete="organization" required {...form.register('company_name')} error={err('company_name')} />
        <TextField label={t('field.role')} autoComplete="organization-title" {...form.register('position')} error={err('position')} />
        <TextField label={t('field.address1')} autoComplete="address-line1" {...form.register('address1')} error={err('address1')} />
        <TextField label={t('field.address2')} autoComplete="address-line2" {...form.register('address2')} error={err('address2')} />
        <TextField label={t('field.zipcode')} autoComplete="postal-code" {...form.register('zipcode')} error={err('zipcode')} />
        <TextField label={t('field.city')} autoComplete="address-level2" {...form.register('city')} error={err('city')} />
        <TextField label={t('callBack.country')} autoComplete="country" maxLength={2} {...form.register('country_code')} error={err('country_code')} />
      </div>
      <MessageField registration={form.register('message')} error={err('message')} label={t('field.message')} hint={t('field.message_hint')} required={false} />
      <CheckboxField label={t('field.qsds_consent')} {...form.register('qsds_consent')} error={err('qsds_consent')} />
      <Honeypot registration={form.register(HONEYPOT_FIELD)} />
      <p className="forms-privacy">{t('privacy')}</p>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined} disabled={isSubmitting}>
          {t('callBack.send')}
        </button>
      </div>
    </form>
  );
}
