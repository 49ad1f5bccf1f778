import type { RouteObject } from 'react-router';
import { SheetPage } from './pages/sheet-page.tsx';

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
