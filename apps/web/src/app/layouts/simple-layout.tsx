import { Outlet } from 'react-router';
import { PageSuspense } from '../../components/lazy-page.tsx';
import { useTranslation } from 'react-i18next';
import { CookieConsent } from '../shell/components/cookie-consent.tsx';
import { LanguageMenu } from '../shell/components/language-menu.tsx';
import { SkipLink } from './skip-link.tsx';

/** Simple layout (embedded forms): the language switcher only. */
export function SimpleLayout() {
  const { t } = useTranslation('shell');
  return (
    <div className="layout layout--simple">
      <SkipLink />
      <header className="simple-header" aria-label={t('nav.languageBar')}>
        <LanguageMenu />
      </header>
      <main id="main" tabIndex={-1} className="layout__main">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <CookieConsent reopen={0} />
    </div>
  );
}
