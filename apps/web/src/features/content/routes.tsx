import type { RouteObject } from 'react-router';
import { INFO_PAGE_PATHS, INFO_PAGES } from '@openfds/contract';
import { lazyComponent } from '../../components/lazy-page.tsx';

const EventsPage = lazyComponent(() => import('./pages/events-page.tsx').then((m) => m.EventsPage));
const InfoPage = lazyComponent<{ slug: (typeof INFO_PAGES)[number] }>(() => import('./pages/info-page.tsx').then((m) => m.InfoPage));

/**
 * The events page and the information pages (issue #25). Each information page answers at its path in every
 * interface language (a link written in one language keeps working after a switch); links use the path of the
 * page's own language (paths.infoPage).
 */
const infoRoutes: RouteObject[] = INFO_PAGES.flatMap((slug) =>
  [...new Set(Object.values(INFO_PAGE_PATHS[slug]))].map((path) => ({ path, element: <InfoPage slug={slug} /> })),
);

export const contentRoutes: RouteObject[] = [{ path: 'events', element: <EventsPage /> }, ...infoRoutes];
