import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

const QuickIcpePage = lazyComponent(() => import('./pages/quick-icpe-page.tsx').then((m) => m.QuickIcpePage));
const QuickAdrPage = lazyComponent(() => import('./pages/quick-adr-page.tsx').then((m) => m.QuickAdrPage));
const LabelsPage = lazyComponent(() => import('./pages/labels-page.tsx').then((m) => m.LabelsPage));

/** The regulatory tools' pages (issue #28); they take over the "coming soon" frames of the pages feature. */
export const toolsRoutes: RouteObject[] = [
  { path: 'products/quick-icpe', element: <QuickIcpePage /> },
  { path: 'products/quick-adr', element: <QuickAdrPage /> },
  { path: 'products/fds-labels', element: <LabelsPage /> },
];
