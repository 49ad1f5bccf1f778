import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/search/pages/home-page.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { documentsRoutes } from '../features/documents/routes.tsx';
import { vigiRoutes } from '../features/vigi/routes.tsx';
import { extractionRoutes } from '../features/extraction/routes.tsx';
import { accountRoutes } from '../features/account/routes.tsx';

/**
 * The route table of product-spec §2.2. Features own their pages and export them as relative routes
 * (features/<feature>/routes.tsx); this file mounts them with and without a language prefix.
 */
const featureRoutes: RouteObject[] = [
  ...searchRoutes,
  ...documentsRoutes,
  ...vigiRoutes,
  ...extractionRoutes,
  ...accountRoutes,
];

export const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  ...featureRoutes.map((r) => ({ ...r, path: `/${r.path ?? ''}` })),
  { path: '*', element: <HomePage /> },
]);
