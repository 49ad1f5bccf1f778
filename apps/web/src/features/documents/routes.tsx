import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

// Each page is its own chunk, loaded when first shown (issue #16).
const SheetPage = lazyComponent(() => import('./pages/sheet-page.tsx').then((m) => m.SheetPage));

/**
 * Pages of the documents feature, with paths relative to the language prefix (no leading slash): the app router
 * mounts them under /fr, /en, /de and /it. /fds-preview and /test (any sub-path) show the sheet with a Preview
 * tag; fds-produit/* is redirected to fds-preview/* by the router.
 */
export const documentsRoutes: RouteObject[] = [
  { path: 'fds/:code', element: <SheetPage /> },
  { path: 'fds-preview/*', element: <SheetPage preview /> },
  { path: 'test/*', element: <SheetPage preview /> },
];
