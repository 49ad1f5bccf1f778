import { useRoutes, type RouteObject } from 'react-router';
import { permissionOf } from '../../lib/back-office-nav.ts';
import { backOfficeRoutes } from './back-office-routes.tsx';
import { BackOfficeLayout, BackOfficeNotFound, RequirePermission } from './back-office-layout.tsx';
import './back-office.css';

/** Each screen behind the permission its handle names (the server refuses the calls anyway; this shows why). */
function guarded(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const permission = permissionOf(route.handle);
    return {
      ...route,
      element: permission ? <RequirePermission permission={permission}>{route.element}</RequirePermission> : route.element,
      children: route.children ? guarded(route.children) : undefined,
    } as RouteObject;
  });
}

const tree: RouteObject[] = [
  { element: <BackOfficeLayout routes={backOfficeRoutes} />, children: [...guarded(backOfficeRoutes), { path: '*', element: <BackOfficeNotFound /> }] },
];

/**
 * The back office under /admin/* (lazy-loaded by app/router.tsx: none of it rides in the home page's chunk). Its
 * routes are descendant routes of the /admin/* match, in the current interface language (no language prefix).
 */
export function BackOfficeApp() {
  return useRoutes(tree);
}
