import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { track } from '../../../lib/analytics.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useShellState } from '../../../lib/shell-state.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * Contact-type chooser: sales opens the external sales page, support goes to /contact-us/; a professional may also
 * ask sales to call back (POST /contacts, issue #25).
 */
export function ContactChooser() {
  const { t } = useTranslation('shell');
  const { contactOpen, setContactOpen } = useShellState();
  const config = useSiteConfig().data;
  const { to } = useLanguage();
  const navigate = useNavigate();
  return (
    <Dialog open={contactOpen} onClose={() => setContactOpen(false)} title={t('contact.title')} size="sm">
      <p>{t('contact.intro')}</p>
      <div className="choice-list">
        <a
          className="choice"
          href={config?.sales_contact_url ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            track('CTA-Contact', { action: 'sales' });
            setContactOpen(false);
          }}
        >
          <strong>{t('contact.sales')}</strong>
          <span>{t('contact.salesText')}</span>
          <span className="visually-hidden">{t('newTab')}</span>
        </a>
        <button
          type="button"
          className="choice"
          onClick={() => {
            track('CTA-Contact', { action: 'support' });
            setContactOpen(false);
            void navigate(to(paths.contactUs));
          }}
        >
          <strong>{t('contact.support')}</strong>
          <span>{t('contact.supportText')}</span>
        </button>
        <button
          type="button"
          className="choice"
          onClick={() => {
            track('CTA-Contact', { action: 'call_back' });
            setContactOpen(false);
            void navigate(to(paths.callBack));
          }}
        >
          <strong>{t('contact.callBack')}</strong>
          <span>{t('contact.callBackText')}</span>
        </button>
      </div>
    </Dialog>
  );
}
