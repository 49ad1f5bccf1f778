import type { RouteObject } from 'react-router';
import { adminRoutes } from '../../features/admin/routes.tsx';
import { adminDeskRoutes } from '../../features/admin-desk/routes.tsx';
import { adminCatalogueRoutes } from '../../features/admin-catalogue/routes.tsx';

/**
 * The back office's screens (issue #26), composed here: app/ may import features, features never import each other.
 * Each back-office feature exports `RouteObject[]` (paths relative to /admin) whose `handle` is a BackOfficeHandle
 * (lib/back-office-nav.ts: the side navigation entry and the permission of the contract's role table). The layout
 * lists the entries in this order, each to the roles that may use it. Add a feature's routes at the end.
 */
export const backOfficeRoutes: RouteObject[] = [...adminRoutes, ...adminDeskRoutes, ...adminCatalogueRoutes];
