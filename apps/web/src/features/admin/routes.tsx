import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { adminPaths } from '../../config/paths.ts';
import type { BackOfficeHandle, BackOfficeNav } from '../../lib/back-office-nav.ts';

const DashboardPage = lazyComponent(() => import('./pages/dashboard-page.tsx').then((m) => m.DashboardPage));
const AlertPage = lazyComponent(() => import('./pages/alert-page.tsx').then((m) => m.AlertPage));
const AuditPage = lazyComponent(() => import('./pages/audit-page.tsx').then((m) => m.AuditPage));
const UsersPage = lazyComponent(() => import('./pages/users-page.tsx').then((m) => m.UsersPage));
const UserPage = lazyComponent(() => import('./pages/user-page.tsx').then((m) => m.UserPage));

const nav = (labelKey: string, permission: BackOfficeNav['permission']): BackOfficeHandle => ({ nav: { labelKey, namespace: 'admin', permission } });

/** The back office's own screens (issue #26 part 1), relative to /admin; composed by app/back-office/back-office-routes.tsx. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage />, handle: nav('nav.dashboard', 'dashboard.read') },
  { path: adminPaths.users, element: <UsersPage />, handle: nav('nav.users', 'users.read') },
  { path: `${adminPaths.users}/:login`, element: <UserPage />, handle: { permission: 'users.read' } satisfies BackOfficeHandle },
  { path: adminPaths.alert, element: <AlertPage />, handle: nav('nav.alert', 'alert.write') },
  { path: adminPaths.audit, element: <AuditPage />, handle: nav('nav.audit', 'audit.read') },
];
