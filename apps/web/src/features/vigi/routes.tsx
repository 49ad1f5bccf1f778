import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

// Each page is its own chunk, loaded when first shown (issue #16).
const VigiSubstancesPage = lazyComponent(() => import('./pages/vigi-substances-page.tsx').then((m) => m.VigiSubstancesPage));

/**
 * Pages of the vigi feature, with paths relative to the language prefix (no leading slash): the app router
 * mounts them under /, /fr, /en, /de and /it.
 */
export const vigiRoutes: RouteObject[] = [{ path: 'products/vigi-substances', element: <VigiSubstancesPage /> }];
