import type { RouteObject } from 'react-router';
import { FdsExtractPage } from './pages/fds-extract-page.tsx';

/**
 * Pages of the shop feature that need nothing from other features. The cart, payment return, resume and
 * subscriptions pages need the session's login: app/shop-pages.tsx mounts them.
 */
export const shopRoutes: RouteObject[] = [{ path: 'products/fds-extract', element: <FdsExtractPage /> }];
