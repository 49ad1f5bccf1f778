import type { RouteObject } from 'react-router';
import { ChangeClientsCodesPage } from './pages/change-clients-codes-page.tsx';
import { ChangeEmailConfirmPage } from './pages/change-email-confirm-page.tsx';
import { ChangeEmailPage } from './pages/change-email-page.tsx';
import { ChangePasswordPage } from './pages/change-password-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { LogoutPage } from './pages/logout-page.tsx';
import { ProfilePage } from './pages/profile-page.tsx';
import { RegisterConfirmationPage } from './pages/register-confirmation-page.tsx';

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
