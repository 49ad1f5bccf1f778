import { useState } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ContactUsRequest, HONEYPOT_FIELD, TechnicalSupportRequest, type FormReceipt } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CheckboxField, TextField } from '../../../components/ui/text-field.tsx';
import { track } from '../../../lib/analytics.ts';
import { bindFieldError, fieldErrorText } from '../../../lib/form-errors.ts';
import { sendContactUs, sendTechnicalSupport } from '../api.ts';
import { concernOptions, howHeardOptions, nbDocumentsOptions, titleOptions, tradeFairOptions, youAreOptions } from '../choices.ts';
import { Honeypot } from './honeypot.tsx';
import { SentNotice } from './sent-notice.tsx';
import { errorText } from '../../../lib/api-errors.ts';

/** `contact`: POST /contact_us (one name field); `support`: POST /contact_technical_support (first and last name). */
export type ContactKind = 'contact' | 'support';

type Values = Record<string, string | boolean | null>;

const FIELDS = [
  'title',
  'name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'you_are',
  'concern',
  'concern_other',
  'company_name',
  'role',
  'message',
  'nb_documents',
  'how_did_you_hear',
  'how_did_you_hear_other',
  'how_did_you_hear_show',
  'zipcode',
  'qsds_consent',
] as const;

/**
 * The contact and technical-support form (product-spec §3.6 "Contact-us", §5): validated in the browser with the
 * contract's schema (errors shown after the first submit), server field errors bound to their field, the
 * dependent free texts shown with their choice, and the honeypot. `defaults` preselects the request type and
 * pre-fills the message (questionType, a tool page's button).
 */
export function ContactForm({ kind, defaults }: { kind: ContactKind; defaults: { concern: string; message: string } }) {
  const { t, i18n } = useTranslation('forms');
  const language = i18n.language;
  const [receipt, setReceipt] = useState<FormReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = kind === 'support' ? TechnicalSupportRequest : ContactUsRequest;
  const form = useForm<Values>({
    resolver: zodResolver(schema as typeof ContactUsRequest) as unknown as Resolver<Values>,
    defaultValues: {
      title: '',
      ...(kind === 'support' ? { first_name: '', last_name: '' } : { name: '' }),
      email: '',
      phone: '',
      you_are: '',
      concern: defaults.concern,
      concern_other: '',
      company_name: '',
      role: '',
      message: defaults.message,
      nb_documents: '',
      how_did_you_hear: '',
      how_did_you_hear_other: '',
      how_did_you_hear_show: '',
      zipcode: '',
      qsds_consent: false,
      [HONEYPOT_FIELD]: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const err = (name: string) => fieldErrorText(errors[name] as { message?: string } | undefined, language);
  const concern = form.watch('concern');
  const heard = form.watch('how_did_you_hear');

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const sent = kind === 'support' ? await sendTechnicalSupport(values as TechnicalSupportRequest) : await sendContactUs(values as ContactUsRequest);
      track('CTA-Contact', { action: 'sent', name: kind === 'support' ? 'technical_support' : String(values.concern) });
      setReceipt(sent);
    } catch (error) {
      if (!bindFieldError(error, form.setError, FIELDS)) setFailure(errorText(error, t('failed')));
    }
  });

  if (receipt) return <SentNotice receipt={receipt} email={String(form.getValues('email'))} />;
  return (
    <form onSubmit={submit} noValidate aria-label={t(kind === 'support' ? 'contact.supportForm' : 'contact.contactForm')} className="forms-form">
      {failure ? (
        <Banner tone="danger" role="alert">
          {failure}
        </Banner>
      ) : null}
      <div className="form-grid">
        <SelectField label={t('field.title')} options={titleOptions} placeholder={t('choose')} {...form.register('title')} error={err('title')} />
        {kind === 'support' ? (
          <>
            <TextField label={t('field.first_name')} autoComplete="given-name" required {...form.register('first_name')} error={err('first_name')} />
            <TextField label={t('field.last_name')} autoComplete="family-name" required {...form.register('last_name')} error={err('last_name')} />
          </>
        ) : (
          <TextField label={t('field.name')} autoComplete="name" required {...form.register('name')} error={err('name')} />
        )}
        <TextField label={t('field.email')} type="email" autoComplete="email" required {...form.register('email')} error={err('email')} />
        <TextField label={t('field.phone')} type="tel" autoComplete="tel" {...form.register('phone')} error={err('phone')} />
        <TextField label={t('field.company_name')} autoComplete="organization" required {...form.register('company_name')} error={err('company_name')} />
        <TextField label={t('field.role')} autoComplete="organization-title" {...form.register('role')} error={err('role')} />
        <TextField label={t('field.zipcode')} autoComplete="postal-code" {...form.register('zipcode')} error={err('zipcode')} />
        <SelectField
          label={t('field.you_are')}
          options={youAreOptions(language)}
          placeholder={t('choose')}
          required
          {...form.register('you_are')}
          error={err('you_are')}
        />
        <SelectField
          label={t('field.concern')}
          options={concernOptions(language)}
          placeholder={t('choose')}
          required
          {...form.register('concern')}
          error={err('concern')}
        />
        {concern === 'other' ? <TextField label={t('field.concern_other')} required {...form.register('concern_other')} error={err('concern_other')} /> : null}
        <SelectField
          label={t('field.nb_documents')}
          options={nbDocumentsOptions(language)}
          placeholder={t('choose')}
          {...form.register('nb_documents')}
          error={err('nb_documents')}
        />
        <SelectField
          label={t('field.how_did_you_hear')}
          options={howHeardOptions(language)}
          placeholder={t('choose')}
          {...form.register('how_did_you_hear')}
          error={err('how_did_you_hear')}
        />
        {heard === 'trade_fair' ? (
          <SelectField
            label={t('field.how_did_you_hear_show')}
            options={tradeFairOptions(language)}
            placeholder={t('choose')}
            required
            {...form.register('how_did_you_hear_show')}
            error={err('how_did_you_hear_show')}
          />
        ) : null}
        {heard === 'other' ? (
          <TextField label={t('field.how_did_you_hear_other')} required {...form.register('how_did_you_hear_other')} error={err('how_did_you_hear_other')} />
        ) : null}
      </div>
      <MessageField registration={form.register('message')} error={err('message')} label={t('field.message')} hint={t('field.message_hint')} />
      <CheckboxField label={t('field.qsds_consent')} {...form.register('qsds_consent')} error={err('qsds_consent')} />
      <Honeypot registration={form.register(HONEYPOT_FIELD)} />
      <p className="forms-privacy">{t('privacy')}</p>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" aria-busy={isSubmitting || undefined} disabled={isSubmitting}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}

/** The message: a textarea of at most 1000 characters (product-spec §5), with its label, hint and error. */
export function MessageField({
  registration,
  error,
  label,
  hint,
  required = true,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  label: string;
  hint: string;
  required?: boolean;
}) {
  const id = `message-${registration.name}`;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span aria-hidden="true" className="field__required">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={6}
        maxLength={1000}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        {...registration}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
