import { INFO_PAGE_PATHS, type InfoPage, type InterfaceLanguage } from '@openfds/contract';
/**
 * Every path of the app that code links to, relative to the language prefix: `useLanguage().to(paths.x)` and
 * `localPath(language, paths.x)` add /fr, /en, /de or /it and the trailing slash. Links and navigate() take their
 * path from here (lint rule openfds/no-hand-typed-paths), so a renamed route cannot leave a dead link.
 * The routes themselves are declared by the features (features/<feature>/routes.tsx) and mounted by app/router.tsx.
 */

export const paths = {
  home: '',
  search: 'search',
  /** Results of the staged search: a supplier, the answer about customer codes (`oui`, `non`...), the query if any. */
  searchResults: (supplierCode: string, level: string, query?: string) => `search/${supplierCode}/${level}${query === undefined ? '' : `?${query}`}`,
  sheet: (documentCode: string) => `fds/${documentCode}`,
  myFds: 'my-fds',
  /** "My chemical base": the change log of the personal space. */
  myFdsChangelog: 'my-fds/changelog',
  myFdsInventory: 'my-fds/inventory',
  products: 'products',
  vigiSubstances: 'products/vigi-substances',
  fdsExtract: 'products/fds-extract',
  /** The cart (legacy cart step 1 route, product-spec §2.2). */
  cart: 'products_old',
  paymentSuccess: 'products/payment_success',
  legacyPaymentSuccess: 'products_old/payment_success',
  resumePayment: 'products_old/resume_payment',
  events: 'events',
  /** An information page (issue #25) at its path in the given interface language. */
  infoPage: (page: InfoPage, language: InterfaceLanguage) => INFO_PAGE_PATHS[page][language],
  contactUs: 'contact-us',
  /** The contact form with a request type preselected (product-spec §2.2 `questionType`) and, from a tool page, the tool named. */
  contactUsAbout: (questionType: string, tool?: string) => `contact-us?${new URLSearchParams({ questionType, ...(tool ? { tool } : {}) }).toString()}`,
  /** A professional asks sales to call back (POST /contacts). */
  callBack: 'call-back',
  /** The customer-code request to a restricted supplier (issue #25); the name only titles the page. */
  customerCodeRequest: (supplierCode: string, supplierName?: string) =>
    `customer-code-request/${encodeURIComponent(supplierCode)}${supplierName ? `?${new URLSearchParams({ name: supplierName }).toString()}` : ''}`,
  siteInformation: 'site-information',
  privacy: 'site-information#privacy',
  // The route is declared as `cgu` and paths match case-insensitively; the product spec names the page /CGU.
  cgu: 'CGU',
  cgv: 'cgv',
  /** The page of the link mailed to a SafeBox request's copy address (issue #22 item 8; the server mails it). */
  safeboxCc: (token: string) => `safebox/cc/${token}`,
  account: {
    profile: 'account/profil',
    logout: 'account/logout',
    forgotPassword: 'account/forgot-password',
    changeEmail: 'account/change-email',
    changeClientsCodes: 'account/change-clients-codes',
    /** The SafeBox form and status (issue #13); also a block of the profile. */
    safebox: 'account/safebox',
    subscriptions: 'account/subscriptions',
    /** The caller's API keys (issue #27). */
    apiKeys: 'account/api-keys',
  },
  /** The supplier's space (issue #27): its tabs are ?tab=sheets|publish|codes|statistics|team. */
  supplier: {
    home: 'supplier',
    tab: (tab: string) => `supplier?tab=${tab}`,
    /** The page of the link mailed with an invitation to join a supplier (the server mails it). */
    invitation: 'supplier/invitation/:token',
  },
  /** The page of a send's personal link (issue #27; the server mails it) and the supplier's deliveries and sends. */
  received: (token: string) => `received/${token}`,
  supplierDeliveries: 'supplier/deliveries',
} as const;

/** The site root, without language prefix: it leads to the home page of the current language (app/prefix-redirects.tsx). */
export const siteRoot = '/';

/**
 * The back office (issue #26): mounted at /admin, outside the language prefix (it shows in the current interface
 * language, switched from its own menu). Paths are relative to /admin; `backOfficePath` makes the link.
 */
export const adminPaths = {
  dashboard: '',
  alert: 'alert',
  audit: 'audit',
  users: 'users',
  user: (login: string) => `users/${encodeURIComponent(login)}`,
  /** One sheet in the back office (the catalogue screens); the public sheet page links to it for staff. */
  sheet: (documentCode: string) => `sheets/${encodeURIComponent(documentCode)}`,
  /** The desk (features/admin-desk): requests, SafeBox contracts, Premium checks, content. */
  requests: 'requests',
  request: (id: number) => `requests/${id}`,
  safeboxContracts: 'safebox-contracts',
  premiumChecks: 'premium-checks',
  premiumCheck: (documentCode: string) => `premium-checks/${encodeURIComponent(documentCode)}`,
  content: 'content',
  sheets: 'sheets',
  orders: 'orders',
  order: (id: number) => `orders/${id}`,
  suppliers: 'suppliers',
  lists: 'lists',
} as const;

/** The absolute link of a back-office path (adminPaths.x), with the trailing slash of every page. */
export function backOfficePath(path = ''): string {
  const [route = '', query] = path.split('?');
  return `/admin/${route ? `${route.replace(/\/$/, '')}/` : ''}${query === undefined ? '' : `?${query}`}`;
}
