import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

// Each page is its own chunk, loaded when first shown (issue #16).
const ResultsPage = lazyComponent(() => import('./pages/results-page.tsx').then((m) => m.ResultsPage));

/**
 * Pages of the search feature, with paths relative to the language prefix (no leading slash): the app router
 * mounts them under /fr, /en, /de and /it. The home page (staged search) is mounted by the router itself.
 * search/* carries the supplier and level segments (product-spec §2.2).
 */
export const searchRoutes: RouteObject[] = [
  { path: 'search', element: <ResultsPage /> },
  { path: 'search/*', element: <ResultsPage /> },
];
