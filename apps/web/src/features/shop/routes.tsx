import { lazyComponent } from '../../components/lazy-page.tsx';
import type { RouteObject } from 'react-router';

// Loaded on first use (issue #16: the home page carries no other page's code).
const FdsExtractPage = lazyComponent(() => import('./pages/fds-extract-page.tsx').then((m) => m.FdsExtractPage));

/**
 * Pages of the shop feature that need nothing from other features. The cart, payment return, resume and
 * subscriptions pages need the session's login: app/shop-pages.tsx mounts them.
 */
export const shopRoutes: RouteObject[] = [{ path: 'products/fds-extract', element: <FdsExtractPage /> }];
