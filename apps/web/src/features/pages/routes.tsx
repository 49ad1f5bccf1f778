import { Navigate, useParams, type RouteObject } from 'react-router';
import { lazyComponent } from '../../components/lazy-page.tsx';

// Each page is its own chunk, loaded when first shown (issue #16).
const ComingSoonPage = lazyComponent(() => import('./pages/coming-soon-page.tsx').then((m) => m.ComingSoonPage));
const FramePage = lazyComponent(() => import('./pages/frame-page.tsx').then((m) => m.FramePage));
const ProductsPage = lazyComponent(() => import('./pages/products-page.tsx').then((m) => m.ProductsPage));
const StaticPage = lazyComponent(() => import('./pages/static-page.tsx').then((m) => m.StaticPage));
// The site-information page's licence block: its own chunk, with the data notice it lists.
const LicenceNotice = lazyComponent(() => import('./components/licence-notice.tsx').then((m) => m.LicenceNotice), null);

/** Legacy tool pages (products_old/<tool>) lead to the current tool page. */
function LegacyToolRedirect() {
  const { tool = '' } = useParams();
  return <Navigate to={tool === 'free-pack' ? '../../products/' : `../../products/${tool}/`} relative="path" replace />;
}

/**
 * Static pages, the tools list, announced tools and the frames of pages later issues fill (shop, tool pages,
 * contact, personal space). Relative paths: mounted under every language prefix. Feature routes of other
 * helpers are mounted before these, so a feature that adds the same path takes over the frame.
 */
export const pagesRoutes: RouteObject[] = [
  {
    path: 'site-information',
    element: (
      <StaticPage pageKey="siteInformation">
        <LicenceNotice />
      </StaticPage>
    ),
  },
  // Paths match case-insensitively, so cgu also answers /CGU (product-spec §2.2).
  { path: 'cgu', element: <StaticPage pageKey="cgu" /> },
  { path: 'cgv', element: <StaticPage pageKey="cgv" /> },
  // events is the content feature's (features/content/routes.tsx).
  { path: 'products', element: <ProductsPage /> },
  { path: 'products/quick-icpe', element: <ComingSoonPage tool="quickIcpe" /> },
  { path: 'products/quick-adr', element: <ComingSoonPage tool="quickAdr" /> },
  { path: 'products/fds-retriever', element: <ComingSoonPage tool="fdsRetriever" /> },
  { path: 'products/fds-labels', element: <ComingSoonPage tool="fdsLabels" /> },
  { path: 'products/vigi-substances', element: <FramePage pageKey="vigiSubstances" /> },
  { path: 'products/fds-extract', element: <FramePage pageKey="fdsExtract" /> },
  { path: 'products_old', element: <FramePage pageKey="cart" /> },
  { path: 'payment_success', element: <FramePage pageKey="cart" /> },
  { path: 'resume_payment', element: <FramePage pageKey="cart" /> },
  { path: 'products_old/resume_payment', element: <FramePage pageKey="resumePayment" /> },
  // The payment return pages are the shop's (app/shop-pages.tsx): they show the real order's state.
  { path: 'products_old/:tool', element: <LegacyToolRedirect /> },
  // contact-us and form/contact-us are the forms feature's (features/forms/routes.tsx).
  { path: 'my-fds', element: <FramePage pageKey="myFds" /> },
  // Frames of the search and sheet pages (issues #3 and #4 fill them): without them these spec routes fell through
  // to the unknown-path redirect and lost their URL. The layout switch gives /fds, /fds-preview and /test the FDS
  // layout (and the Preview tag).
  { path: 'search/*', element: <FramePage pageKey="search" /> },
  { path: 'fds/:documentCode', element: <FramePage pageKey="sheet" /> },
  { path: 'fds-preview/*', element: <FramePage pageKey="sheetPreview" /> },
  { path: 'test/*', element: <FramePage pageKey="sheetPreview" /> },
];

/** Pages in the simple layout (language switcher only): /form/contact-us is the forms feature's. */
export const simpleLayoutRoutes: RouteObject[] = [];
