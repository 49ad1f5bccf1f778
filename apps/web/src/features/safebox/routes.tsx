import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { paths } from '../../config/paths.ts';

const CcConfirmationPage = lazyComponent(() => import('./pages/cc-confirmation-page.tsx').then((m) => m.CcConfirmationPage));

/** SafeBox's own pages (the form and status are composed into the profile by app/pages/safebox-composition.tsx). */
export const safeboxRoutes: RouteObject[] = [{ path: paths.safeboxCc(':token'), element: <CcConfirmationPage />, handle: { layout: 'simple' } }];
