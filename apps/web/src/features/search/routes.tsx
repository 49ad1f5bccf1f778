import type { RouteObject } from 'react-router';
import { ResultsPage } from './pages/results-page.tsx';

/**
 * Pages of the search feature, with paths relative to the language prefix (no leading slash): the app router
 * mounts them under /fr, /en, /de and /it. The home page (staged search) is mounted by the router itself.
 * search/* carries the supplier and level segments (product-spec §2.2).
 */
export const searchRoutes: RouteObject[] = [
  { path: 'search', element: <ResultsPage /> },
  { path: 'search/*', element: <ResultsPage /> },
];
