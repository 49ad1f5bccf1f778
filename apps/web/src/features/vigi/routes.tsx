import type { RouteObject } from 'react-router';
import { VigiSubstancesPage } from './pages/vigi-substances-page.tsx';

/**
 * Pages of the vigi feature, with paths relative to the language prefix (no leading slash): the app router
 * mounts them under /, /fr, /en, /de and /it.
 */
export const vigiRoutes: RouteObject[] = [{ path: 'products/vigi-substances', element: <VigiSubstancesPage /> }];
