import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Card } from '../../../components/ui/feedback.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';

/**
 * /contact-us (optional ?questionType=) and /form/contact-us: support contact details now; the contact form
 * itself comes with the forms issue.
 */
export function ContactPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const config = useSiteConfig().data;
  const questionType = params.get('questionType');
  return (
    <PageFrame title={t('contact.title')} lead={t('contact.lead')}>
      {questionType ? <p>{t('contact.questionType', { type: questionType })}</p> : null}
      <Card title={t('contact.support')}>
        {config ? (
          <ul className="plain-list">
            <li>
              {t('contact.phone')} <a href={`tel:${config.support_phone.replace(/[^\d+]/g, '')}`}>{config.support_phone}</a>
            </li>
            <li>
              {t('contact.email')} <a href={`mailto:${config.support_email}`}>{config.support_email}</a>
            </li>
          </ul>
        ) : null}
        <p>{t('contact.formSoon')}</p>
      </Card>
    </PageFrame>
  );
}
