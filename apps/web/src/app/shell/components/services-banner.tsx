import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language.ts';
import { paths } from '../../../config/paths.ts';

/** Turnkey-services banner, on the home page only (product-spec §2.3). */
export function ServicesBanner() {
  const { t } = useTranslation('shell');
  const { to, language } = useLanguage();
  return (
    <section className="services-banner" aria-labelledby="services-title">
      <div className="services-banner__inner">
        <h2 id="services-title">{t('services.title')}</h2>
        <ul className="services-banner__list">
          {(['sending', 'hosting', 'archiving', 'tools'] as const).map((key) => (
            <li key={key}>
              <strong>{t(`services.${key}.title`)}</strong>
              <span>{t(`services.${key}.text`)}</span>
            </li>
          ))}
        </ul>
        <div className="form-actions">
          <Link className="btn btn--secondary" to={to(paths.products)}>
            {t('services.cta')}
          </Link>
          <Link className="btn btn--secondary" to={to(paths.infoPage('turnkey-service', language))}>
            {t('footer.pages.turnkey-service')}
          </Link>
        </div>
      </div>
    </section>
  );
}
