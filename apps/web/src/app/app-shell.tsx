import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { configureAnalytics } from '../lib/analytics.ts';
import { useSiteConfig } from '../lib/site-config.ts';
import { ToastProvider } from '../components/ui/toast.tsx';
import { AuthDialog } from '../features/account/components/auth-dialog.tsx';
import { RegisterConfirmationDialog } from '../features/account/components/register-confirmation-dialog.tsx';
import { SessionProvider } from '../features/account/session/session-provider.tsx';
import { ContactChooser } from './shell/components/contact-chooser.tsx';
import { HeadLinks } from './shell/components/head-links.tsx';
import { Splash } from './shell/components/splash.tsx';
import { TechnicalErrorPopup } from './shell/components/technical-error-popup.tsx';
import { WelcomePopup } from './shell/components/welcome-popup.tsx';
import { ShellStateProvider } from '../lib/shell-state.tsx';
import { RouteEffects } from './route-effects.tsx';
import { PendingPaymentPrompt } from './shop-pages.tsx';

function AnalyticsSetup() {
  const config = useSiteConfig().data;
  useEffect(() => configureAnalytics(config?.analytics ?? null), [config]);
  return null;
}

/**
 * Root of every page: providers that need the router, the trailing-slash rule, the popups of the main layout
 * (login, register confirmation, technical error, contact chooser, welcome, splash) and head links.
 */
export function AppShell() {
  const location = useLocation();
  if (!location.pathname.endsWith('/')) {
    return <Navigate to={`${location.pathname}/${location.search}${location.hash}`} replace />;
  }
  return (
    <ToastProvider>
      <ShellStateProvider>
        <SessionProvider>
          <HeadLinks />
          <AnalyticsSetup />
          <RouteEffects />
          <Outlet />
          <AuthDialog />
          <RegisterConfirmationDialog />
          <TechnicalErrorPopup />
          <ContactChooser />
          <WelcomePopup />
          <PendingPaymentPrompt />
          <Splash />
        </SessionProvider>
      </ShellStateProvider>
    </ToastProvider>
  );
}
