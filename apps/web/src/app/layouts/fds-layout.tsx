import { Outlet } from 'react-router';
import { PageSuspense } from '../../components/lazy-page.tsx';
import { AlertBanner } from '../shell/components/alert-banner.tsx';
import { TestModeBanner } from '../shell/components/test-mode-banner.tsx';
import { CookieConsent } from '../shell/components/cookie-consent.tsx';
import { NavBar } from '../shell/components/nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';

/** FDS layout (sheet pages): navigation and alert, no footer; the preview pages show a Preview tag in the logo. */
export function FdsLayout({ preview }: { preview: boolean }) {
  return (
    <div className="layout layout--fds">
      <SkipLink />
      <NavBar preview={preview} />
      <TestModeBanner />
      <AlertBanner />
      <main id="main" tabIndex={-1} className="layout__main">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <CookieConsent reopen={0} />
    </div>
  );
}
