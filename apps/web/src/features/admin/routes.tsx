import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';
import type { BackOfficeHandle } from '../../lib/back-office-nav.ts';

const DashboardPage = lazyComponent(() => import('./pages/dashboard-page.tsx').then((m) => m.DashboardPage));

const nav = (labelKey: string, permission: NonNullable<BackOfficeHandle['nav']>['permission']): BackOfficeHandle => ({
  nav: { labelKey, namespace: 'admin', permission },
});

/** The back office's own screens (issue #26 part 1), relative to /admin; composed by app/back-office/back-office-routes.tsx. */
export const adminRoutes: RouteObject[] = [{ index: true, element: <DashboardPage />, handle: nav('nav.dashboard', 'dashboard.read') }];
