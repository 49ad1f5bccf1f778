import { useState } from 'react';
import { Outlet } from 'react-router';
import { PageSuspense } from '../../components/lazy-page.tsx';
import { AlertBanner } from '../shell/components/alert-banner.tsx';
import { TestModeBanner } from '../shell/components/test-mode-banner.tsx';
import { BackToTop } from '../shell/components/back-to-top.tsx';
import { CookieConsent } from '../shell/components/cookie-consent.tsx';
import { Footer } from '../shell/components/footer.tsx';
import { NavBar } from '../shell/components/nav-bar.tsx';
import { ServicesBanner } from '../shell/components/services-banner.tsx';
import { SkipLink } from './skip-link.tsx';
import { lazyComponent } from '../../components/lazy-page.tsx';

// The home page's news and shows load after the search (their own chunk: the home page's JavaScript budget).
const HomeContent = lazyComponent(() => import('../../features/content/components/home-content.tsx').then((m) => m.HomeContent), null);

/** Default layout: navigation, alert banner, services banner (home only), footer, back-to-top button. */
export function DefaultLayout({ home }: { home: boolean }) {
  const [consentReopen, setConsentReopen] = useState(0);
  return (
    <div className="layout layout--default">
      <SkipLink />
      <NavBar />
      <TestModeBanner />
      <AlertBanner />
      <main id="main" tabIndex={-1} className="layout__main">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
        {home ? <HomeContent /> : null}
      </main>
      {home ? <ServicesBanner /> : null}
      <Footer onCookieSettings={() => setConsentReopen((n) => n + 1)} />
      <BackToTop />
      <CookieConsent reopen={consentReopen} />
    </div>
  );
}
