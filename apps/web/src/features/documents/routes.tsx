import type { RouteObject } from 'react-router';
import type { SheetSections } from './pages/sheet-page.tsx';
import { lazyComponent } from '../../components/lazy-page.tsx';

// Each page is its own chunk, loaded when first shown (issue #16).
const SheetPage = lazyComponent(() => import('./pages/sheet-page.tsx').then((m) => m.SheetPage));

/**
 * Pages of the documents feature, with paths relative to the language prefix (no leading slash): the app router
 * mounts them under /fr, /en, /de and /it, and gives the sheet page the sections other features fill.
 * /fds-preview and /test (any sub-path) show the sheet with a Preview tag; fds-produit/* is redirected to
 * fds-preview/* by the router.
 */
export function documentsRoutes(sections: SheetSections): RouteObject[] {
  return [
    { path: 'fds/:code', element: <SheetPage sections={sections} /> },
    { path: 'fds-preview/*', element: <SheetPage preview sections={sections} /> },
    { path: 'test/*', element: <SheetPage preview sections={sections} /> },
  ];
}
