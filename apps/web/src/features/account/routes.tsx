import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

// Each page is its own chunk, loaded when first shown (issue #16).
const ChangeClientsCodesPage = lazyComponent(() => import('./pages/change-clients-codes-page.tsx').then((m) => m.ChangeClientsCodesPage));
const ChangeEmailConfirmPage = lazyComponent(() => import('./pages/change-email-confirm-page.tsx').then((m) => m.ChangeEmailConfirmPage));
const ChangeEmailPage = lazyComponent(() => import('./pages/change-email-page.tsx').then((m) => m.ChangeEmailPage));
const ChangePasswordPage = lazyComponent(() => import('./pages/change-password-page.tsx').then((m) => m.ChangePasswordPage));
const ForgotPasswordPage = lazyComponent(() => import('./pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage));
const LogoutPage = lazyComponent(() => import('./pages/logout-page.tsx').then((m) => m.LogoutPage));
const ProfilePage = lazyComponent(() => import('./pages/profile-page.tsx').then((m) => m.ProfilePage));
const RegisterConfirmationPage = lazyComponent(() => import('./pages/register-confirmation-page.tsx').then((m) => m.RegisterConfirmationPage));

/**
 * Pages of the account feature, with paths relative to the language prefix (no leading slash): the app router
 * mounts them under /fr, /en, /de and /it, and also without prefix (product-spec §2.2: account routes also
 * work without the language prefix).
 */
export const accountRoutes: RouteObject[] = [
  { path: 'account/logout', element: <LogoutPage /> },
  { path: 'logout', element: <LogoutPage /> },
  { path: 'account/profil', element: <ProfilePage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'account/forgot-password', element: <ForgotPasswordPage /> },
  { path: 'account/change-password/:login/:token', element: <ChangePasswordPage /> },
  { path: 'account/change-email', element: <ChangeEmailPage /> },
  { path: 'account/change-email/:email/:token', element: <ChangeEmailConfirmPage /> },
  { path: 'account/change-clients-codes', element: <ChangeClientsCodesPage /> },
  { path: 'account/register/confirmation/:token/*', element: <RegisterConfirmationPage /> },
];
