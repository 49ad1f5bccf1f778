import type { BackOfficePermission } from '@openfds/contract';

/**
 * What a back-office route (issue #26) carries in its `handle`: the side navigation entry it adds, and the
 * permission of the contract's role table (packages/contract/src/back-office-roles.ts) it needs. Each back-office
 * feature exports `RouteObject[]` with this handle; app/back-office/back-office-routes.tsx composes them. The web only
 * hides what the server refuses anyway: every back-office call checks the same permission.
 */
export interface BackOfficeNav {
  /** Key of the entry's label in `namespace` (e.g. 'nav.dashboard' in 'admin'). */
  labelKey: string;
  /** The feature's i18n namespace ('admin', 'admin-desk', 'admin-catalogue'). */
  namespace: string;
  /** The permission the entry needs: the layout shows it only to the roles that have it. */
  permission: BackOfficePermission;
}

export interface BackOfficeHandle {
  /** A side navigation entry (a detail page such as one user's has none). */
  nav?: BackOfficeNav;
  /** The permission of a route without a navigation entry (a route with `nav` needs `nav.permission`). */
  permission?: BackOfficePermission;
}

/** The permission a back-office route needs, from its handle (undefined: any staff member). */
export function permissionOf(handle: unknown): BackOfficePermission | undefined {
  const h = (handle ?? {}) as BackOfficeHandle;
  return h.nav?.permission ?? h.permission;
}
