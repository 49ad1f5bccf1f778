import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

const QuickIcpePage = lazyComponent(() => import('./pages/quick-icpe-page.tsx').then((m) => m.QuickIcpePage));
const LabelsPage = lazyComponent(() => import('./pages/labels-page.tsx').then((m) => m.LabelsPage));

/**
 * The regulatory tools' pages (issue #28); they take over the "coming soon" frames of the pages feature. Quick-ADR is
 * composed by the app layer (app/pages/tools-pages.tsx): it picks from the logged-in user's sheets.
 */
export const toolsRoutes: RouteObject[] = [
  { path: 'products/quick-icpe', element: <QuickIcpePage /> },
  { path: 'products/fds-labels', element: <LabelsPage /> },
];
