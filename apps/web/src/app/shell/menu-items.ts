/**
 * Menus of the navigation bar. Internal entries are app paths (localized at render time); the external menu
 * points to solution pages of the provider's marketing site and exists in French only (product-spec §2.2).
 */
export const INTERNAL_MENU = [
  // The staged search of the home page (supplier, customer code, language, product): the same flow as the home page,
  // not an empty result list (issue #16).
  { key: 'searchFds', path: '' },
  // The results page of a product search across every supplier (issue #23), reachable without the staged flow.
  { key: 'searchProducts', path: 'search' },
  { key: 'myFds', path: 'my-fds' },
] as const;

export const TOOLS_MENU = [
  { key: 'products', path: 'products' },
  { key: 'fdsExtract', path: 'products/fds-extract' },
  { key: 'vigiSubstances', path: 'products/vigi-substances' },
  { key: 'quickIcpe', path: 'products/quick-icpe' },
  { key: 'quickAdr', path: 'products/quick-adr' },
  { key: 'fdsRetriever', path: 'products/fds-retriever' },
  { key: 'fdsLabels', path: 'products/fds-labels' },
] as const;

/** Paths relative to the marketing site (MARKETING_URL); labels are French by design (French-only menu). */
export const EXTERNAL_MENU = [
  { label: 'Envoi certifié des FDS', path: 'solutions/envoi-certifie-fds/' },
  { label: 'Hébergement et archivage', path: 'solutions/hebergement-archivage/' },
  { label: 'Indexation EAN', path: 'solutions/indexation-ean/' },
  { label: 'API et application mobile', path: 'solutions/api-application/' },
  { label: 'Conseil et formation', path: 'solutions/conseil-formation/' },
  { label: 'Mini-conférences', path: 'solutions/mini-conferences/' },
] as const;

/** The information pages in the menus (issue #25): their paths come from paths.infoPage in the page's language. */
export const INFO_MENU = ['about-us', 'consulting', 'distribution', 'hosting', 'suppliers-management', 'turnkey-service'] as const;
