import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { adminPaths } from '../../config/paths.ts';
import type { BackOfficeHandle, BackOfficeNav } from '../../lib/back-office-nav.ts';

const SheetsPage = lazyComponent(() => import('./pages/sheets-page.tsx').then((m) => m.SheetsPage));
const SheetPage = lazyComponent(() => import('./pages/sheet-page.tsx').then((m) => m.SheetPage));
const OrdersPage = lazyComponent(() => import('./pages/orders-page.tsx').then((m) => m.OrdersPage));
const SuppliersPage = lazyComponent(() => import('./pages/suppliers-page.tsx').then((m) => m.SuppliersPage));
const ListsPage = lazyComponent(() => import('./pages/lists-page.tsx').then((m) => m.ListsPage));
const OrderPage = lazyComponent(() => import('./pages/order-page.tsx').then((m) => m.OrderPage));

const nav = (labelKey: string, permission: BackOfficeNav['permission']): BackOfficeHandle => ({ nav: { labelKey, namespace: 'admin-catalogue', permission } });

/** The back office's catalogue screens (issue #26 part 3), relative to /admin; composed by app/back-office/back-office-routes.tsx. */
export const adminCatalogueRoutes: RouteObject[] = [
  { path: adminPaths.suppliers, element: <SuppliersPage />, handle: nav('nav.suppliers', 'suppliers.read') },
  { path: adminPaths.sheets, element: <SheetsPage />, handle: nav('nav.sheets', 'sheets.read') },
  { path: `${adminPaths.sheets}/:code`, element: <SheetPage />, handle: { permission: 'sheets.read' } satisfies BackOfficeHandle },
  { path: adminPaths.orders, element: <OrdersPage />, handle: nav('nav.orders', 'orders.read') },
  { path: `${adminPaths.orders}/:id`, element: <OrderPage />, handle: { permission: 'orders.read' } satisfies BackOfficeHandle },
  { path: adminPaths.lists, element: <ListsPage />, handle: nav('nav.lists', 'lists.import') },
];
