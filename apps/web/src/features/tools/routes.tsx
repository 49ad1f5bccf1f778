import type { RouteObject } from 'react-router';

/**
 * The regulatory tools' pages (issue #28) take over the "coming soon" frames of the pages feature. All three are
 * composed by the app layer (app/pages/tools-pages.tsx): Quick-ADR picks from the user's sheets, and each page shows
 * what is left of the tool and its offers from the shop (features never import one another).
 */
export const toolsRoutes: RouteObject[] = [];
