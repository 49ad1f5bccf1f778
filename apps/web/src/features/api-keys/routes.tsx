import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

const ApiKeysPage = lazyComponent(() => import('./pages/api-keys-page.tsx').then((m) => m.ApiKeysPage));

/** The caller's API keys (issue #27). */
export const apiKeysRoutes: RouteObject[] = [{ path: 'account/api-keys', element: <ApiKeysPage /> }];
