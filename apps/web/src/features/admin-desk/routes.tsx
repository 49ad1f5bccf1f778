import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { adminPaths } from '../../config/paths.ts';
import type { BackOfficeHandle, BackOfficeNav } from '../../lib/back-office-nav.ts';

const RequestsPage = lazyComponent(() => import('./pages/requests-page.tsx').then((m) => m.RequestsPage));
const RequestPage = lazyComponent(() => import('./pages/request-page.tsx').then((m) => m.RequestPage));
const SafeboxContractsPage = lazyComponent(() => import('./pages/safebox-contracts-page.tsx').then((m) => m.SafeboxContractsPage));
const PremiumChecksPage = lazyComponent(() => import('./pages/premium-checks-page.tsx').then((m) => m.PremiumChecksPage));
const PremiumCheckPage = lazyComponent(() => import('./pages/premium-check-page.tsx').then((m) => m.PremiumCheckPage));
const ContentPage = lazyComponent(() => import('./pages/content-page.tsx').then((m) => m.ContentPage));

const nav = (labelKey: string, permission: BackOfficeNav['permission']): BackOfficeHandle => ({ nav: { labelKey, namespace: 'admin-desk', permission } });

/** The desk's screens (issue #26 part 2), relative to /admin; composed by app/back-office/back-office-routes.tsx. */
export const adminDeskRoutes: RouteObject[] = [
  { path: adminPaths.requests, element: <RequestsPage />, handle: nav('nav.requests', 'requests.handle') },
  { path: `${adminPaths.requests}/:id`, element: <RequestPage />, handle: { permission: 'requests.handle' } satisfies BackOfficeHandle },
  { path: adminPaths.safeboxContracts, element: <SafeboxContractsPage />, handle: nav('nav.safebox', 'safebox.handle') },
  { path: adminPaths.premiumChecks, element: <PremiumChecksPage />, handle: nav('nav.premium', 'premiumChecks.handle') },
  { path: `${adminPaths.premiumChecks}/:code`, element: <PremiumCheckPage />, handle: { permission: 'premiumChecks.handle' } satisfies BackOfficeHandle },
  { path: adminPaths.content, element: <ContentPage />, handle: nav('nav.content', 'content.write') },
];
