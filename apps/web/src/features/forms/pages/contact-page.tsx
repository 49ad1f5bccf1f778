import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { concernFromQuery, toolFromQuery } from '../choices.ts';
import { ContactForm, type ContactKind } from '../components/contact-form.tsx';
import '../forms.css';

/** `questionType` values that open the technical-support form rather than the contact form. */
const SUPPORT_QUESTION_TYPES = new Set(['support', 'technical_support']);

/**
 * /contact-us (optional ?questionType=, and ?tool= from an "on request" tool page) and /form/contact-us in the
 * simple layout: the support's contact details, then the form. The visitor chooses between a question (POST
 * /contact_us) and a technical problem (POST /contact_technical_support); questionType preselects the request type.
 */
export function ContactPage() {
  const { t } = useTranslation('forms');
  const [params] = useSearchParams();
  const config = useSiteConfig().data;
  const questionType = params.get('questionType');
  const tool = toolFromQuery(params.get('tool'));
  const [kind, setKind] = useState<ContactKind>(questionType && SUPPORT_QUESTION_TYPES.has(questionType) ? 'support' : 'contact');
  const defaults = {
    concern: tool ? 'services' : concernFromQuery(questionType),
    message: tool ? t('contact.toolMessage', { tool: t(`tools.${tool}`) }) : '',
  };
  return (
    <PageFrame title={t('contact.title')} lead={t('contact.lead')}>
      {config ? (
        <p className="forms-direct">
          {t('contact.direct')} <a href={`tel:${config.support_phone.replace(/[^\d+]/g, '')}`}>{config.support_phone}</a> ·{' '}
          <a href={`mailto:${config.support_email}`}>{config.support_email}</a>
        </p>
      ) : null}
      <fieldset className="forms-kind">
        <legend>{t('contact.kind')}</legend>
        {(['contact', 'support'] as const).map((value) => (
          <label key={value} className="forms-kind__option">
            <input type="radio" name="contact-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`contact.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      <ContactForm key={kind} kind={kind} defaults={defaults} />
    </PageFrame>
  );
}
