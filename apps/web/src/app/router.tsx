import { createBrowserRouter, type RouteObject } from 'react-router';
import { INTERFACE_LANGUAGES, type SearchResultRow } from '@openfds/contract';
import { HomePage } from '../features/search/pages/home-page.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { documentsRoutes } from '../features/documents/routes.tsx';
import { vigiRoutes } from '../features/vigi/routes.tsx';
import { extractionRoutes } from '../features/extraction/routes.tsx';
import { accountRoutes } from '../features/account/routes.tsx';
import { pagesRoutes, simpleLayoutRoutes } from '../features/pages/routes.tsx';
import { paths } from '../config/paths.ts';
import { shopRoutes } from '../features/shop/routes.tsx';
import { safeboxRoutes } from '../features/safebox/routes.tsx';
import { toolsRoutes } from '../features/tools/routes.tsx';
import { SessionSheetLabels, toolsAppRoutes } from './pages/tools-pages.tsx';
import { shopAppRoutes } from './shop-pages.tsx';
import { formsRoutes, formsSimpleLayoutRoutes } from '../features/forms/routes.tsx';
import { contentRoutes } from '../features/content/routes.tsx';
import { supplierProofRoutes } from '../features/supplier-proof/routes.tsx';
import { apiKeysRoutes } from '../features/api-keys/routes.tsx';
import { AppShell } from './app-shell.tsx';
import { MyFdsColumnHeader, SessionFavouriteToggle, SessionSheetFavourite, myFdsAccountRoutes, myFdsRoutes } from './pages/my-fds-pages.tsx';
import { LanguageScope } from './language-scope.tsx';
import { LayoutSwitch, type RouteHandle } from './layouts/layout-switch.tsx';
import { FdsProduitRedirect, FillLanguagePrefix, SwallowedRouteError, UnknownPath } from './prefix-redirects.tsx';
import { lazyComponent } from '../components/lazy-page.tsx';
import { supplierRoutes } from './pages/supplier-pages.tsx';
import type { ResultsPage as ResultsPageComponent } from '../features/search/pages/results-page.tsx';
import type { SheetSpaceFlag } from '../features/documents/pages/sheet-page.tsx';

const ProfileWithSafeboxPage = lazyComponent(() => import('./pages/safebox-composition.tsx').then((m) => m.ProfileWithSafeboxPage));
const SafeboxPage = lazyComponent(() => import('./pages/safebox-composition.tsx').then((m) => m.SafeboxPage));
const SafeboxToolLine = lazyComponent(() => import('./pages/safebox-composition.tsx').then((m) => m.SafeboxToolLine), null);
// The back office (issue #26): its frame and screens are their own chunks, never in the home page's.
const StaffSheetLink = lazyComponent(() => import('./pages/staff-sheet-link.tsx').then((m) => m.StaffSheetLink), null);
const BackOfficeApp = lazyComponent(() => import('./back-office/back-office-app.tsx').then((m) => m.BackOfficeApp));
const ResultsPage = lazyComponent<NonNullable<Parameters<typeof ResultsPageComponent>[0]>>(() =>
  import('../features/search/pages/results-page.tsx').then((m) => m.ResultsPage),
);

// The sheet page's sections load with it, not with the first page (issue #16: statement tables, reader formats).
const ExtractedData = lazyComponent(() => import('../features/extraction/components/extracted-data.tsx').then((m) => m.ExtractedData), null);
const VigilanceBlock = lazyComponent(() => import('../features/vigi/components/vigilance-block.tsx').then((m) => m.VigilanceBlock), null);

/**
 * The route table of product-spec §2.2 with the prefix rules of §2.1. Features own their pages and export them
 * as relative routes (features/<feature>/routes.tsx); this file mounts them under /fr, /en, /de and /it.
 * Feature routes come before the shell's frames: for the same path the first one wins, so a feature that fills
 * a page replaces its frame. A route chooses its layout with `handle: { layout: 'fds' | 'simple' }`.
 */
const sheetSections = {
  extractedData: (code: string) => <ExtractedData documentCode={code} />,
  vigilance: (code: string) => <VigilanceBlock documentCode={code} />,
  favourite: (code: string, space: SheetSpaceFlag) => (
    <>
      <SessionSheetFavourite documentCode={code} space={space} />
      <StaffSheetLink documentCode={code} />
      <SessionSheetLabels documentCode={code} />
    </>
  ),
};
/** The search results get the my-FDS control on each row (issue #12). */
const resultRowAction = {
  header: <MyFdsColumnHeader />,
  cell: (row: SearchResultRow) => <SessionFavouriteToggle documentCode={row.iddc} initial={row.myFDS} productName={row.product_name} />,
};
const featureRoutes: RouteObject[] = [
  ...searchRoutes.map((route) => ({ ...route, element: <ResultsPage rowAction={resultRowAction} /> })),
  ...documentsRoutes(sheetSections),
  // The shop's pages come before the vigi feature's: products/vigi-substances joins the tool page and its offers.
  ...shopRoutes,
  ...shopAppRoutes,
  ...vigiRoutes,
  ...extractionRoutes,
  ...myFdsRoutes,
  ...myFdsAccountRoutes,
  ...safeboxRoutes,
  ...formsRoutes,
  ...contentRoutes,
  ...toolsRoutes,
  ...toolsAppRoutes,
  ...supplierRoutes,
  ...supplierProofRoutes,
  ...apiKeysRoutes,
];

/** Tool pages that show the SafeBox line (product-spec §4 Tools: free tools need SafeBox membership). */
const SAFEBOX_TOOL_PATHS = new Set<string>([paths.vigiSubstances, 'products/fds-extract']);
function withSafeboxLine(list: RouteObject[]): RouteObject[] {
  return list.map((r) =>
    r.path && SAFEBOX_TOOL_PATHS.has(r.path)
      ? {
          ...r,
          element: (
            <>
              {r.element}
              <SafeboxToolLine />
            </>
          ),
        }
      : r,
  );
}

/** Account routes with the pages composed with SafeBox (app/pages/safebox-composition.tsx). */
const composedAccountRoutes: RouteObject[] = [
  { path: paths.account.safebox, element: <SafeboxPage /> },
  ...accountRoutes.map((r) => (r.path === paths.account.profile ? { ...r, element: <ProfileWithSafeboxPage /> } : r)),
];

const homeHandle: RouteHandle = { home: true };

function localizedRoutes(): RouteObject[] {
  return [
    {
      element: <LayoutSwitch />,
      children: [
        { index: true, element: <HomePage />, handle: homeHandle },
        { path: 'connect', element: <HomePage />, handle: homeHandle },
        ...withSafeboxLine(featureRoutes),
        ...composedAccountRoutes,
        ...withSafeboxLine(pagesRoutes),
        { path: 'fds-produit/*', element: <FdsProduitRedirect /> },
        ...[...simpleLayoutRoutes, ...formsSimpleLayoutRoutes].map((r) => ({ ...r, handle: { ...(r.handle ?? {}), layout: 'simple' } satisfies RouteHandle })),
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <SwallowedRouteError />,
    children: [
      ...INTERFACE_LANGUAGES.map((language) => ({ path: language, element: <LanguageScope language={language} />, children: localizedRoutes() })),
      // Account routes also work without the language prefix, in the current language.
      { element: <LayoutSwitch />, children: [...myFdsAccountRoutes, ...composedAccountRoutes] },
      // The back office, outside the language prefix (in the current interface language).
      { path: 'admin/*', element: <BackOfficeApp /> },
      { path: '*', element: <FillLanguagePrefix /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
