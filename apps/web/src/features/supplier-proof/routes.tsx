import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

const ReceivedPage = lazyComponent(() => import('./pages/received-page.tsx').then((m) => m.ReceivedPage));
const DeliveriesPage = lazyComponent(() => import('./pages/deliveries-page.tsx').then((m) => m.DeliveriesPage));

/** Sends of new revisions with proof (issue #27): the recipient's personal link, the supplier's deliveries and sends. */
export const supplierProofRoutes: RouteObject[] = [
  { path: 'received/:token', element: <ReceivedPage /> },
  { path: 'supplier/deliveries', element: <DeliveriesPage /> },
];
