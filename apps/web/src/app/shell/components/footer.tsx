import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '@openfds/contract';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';

/** The information pages about the services, listed in the footer (issue #25). */
const SERVICE_PAGES = ['consulting', 'distribution', 'hosting', 'suppliers-management', 'turnkey-service'] as const;

/** Footer (product-spec §2.5): sales phone, contact e-mail, legal pages, privacy, terms, search, my-FDS. */
export function Footer({ onCookieSettings }: { onCookieSettings: () => void }) {
  const { t } = useTranslation('shell');
  const { to, language } = useLanguage();
  const config = useSiteConfig().data;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          {config ? (
            <ul>
              <li>
                {t('footer.salesPhone')} <a href={`tel:${config.support_phone.replace(/[^\d+]/g, '')}`}>{config.support_phone}</a>
              </li>
              <li>
                {t('footer.email')} <a href={`mailto:${config.support_email}`}>{config.support_email}</a>
              </li>
            </ul>
          ) : null}
        </section>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site" className="site-footer__heading">
            {t('footer.site')}
          </h2>
          <ul>
            <li>
              <Link to={to(paths.home)}>{t('menu.searchFds')}</Link>
            </li>
            <li>
              <Link to={to(paths.myFds)}>{t('menu.myFds')}</Link>
            </li>
            <li>
              <Link to={to(paths.products)}>{t('menu.products')}</Link>
            </li>
            <li>
              <Link to={to(paths.events)}>{t('menu.events')}</Link>
            </li>
            <li>
              <Link to={to(paths.infoPage('about-us', language))}>{t('footer.pages.about-us')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {t('footer.services')}
          </h2>
          <ul>
            {SERVICE_PAGES.map((page) => (
              <li key={page}>
                <Link to={to(paths.infoPage(page, language))}>{t(`footer.pages.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {t('footer.legal')}
          </h2>
          <ul>
            <li>
              <Link to={to(paths.infoPage('legal-notice', language))}>{t('footer.pages.legal-notice')}</Link>
            </li>
            <li>
              <Link to={to(paths.infoPage('gdpr', language))}>{t('footer.pages.gdpr')}</Link>
            </li>
            <li>
              <Link to={to(paths.siteInformation)}>{t('footer.siteInformation')}</Link>
            </li>
            <li>
              <Link to={to(paths.privacy)}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={to(paths.cgu)}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={to(paths.cgv)}>{t('footer.salesTerms')}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={onCookieSettings}>
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
