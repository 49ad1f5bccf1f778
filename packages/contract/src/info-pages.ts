import type { InterfaceLanguage } from './languages.ts';

// The information pages and their paths, in a file of their own without zod: the shell's footer and menus link to
// them on every page, and importing them from content.ts brought the zod schemas into the home page's JavaScript.

/** The information pages (product-spec §2.2 "pages whose paths are not shown"). */
export const INFO_PAGES = ['about-us', 'consulting', 'distribution', 'hosting', 'suppliers-management', 'turnkey-service', 'gdpr', 'legal-notice'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/**
 * Their stable path in each interface language (the spec shows none). A link takes the path of the page's language;
 * every language's path is routed in every language, so a shared link keeps working after a language switch.
 */
export const INFO_PAGE_PATHS: Record<InfoPage, Record<InterfaceLanguage, string>> = {
  'about-us': { fr: 'a-propos', en: 'about-us', de: 'ueber-uns', it: 'chi-siamo' },
  consulting: { fr: 'conseil', en: 'consulting', de: 'beratung', it: 'consulenza' },
  distribution: { fr: 'diffusion-fds', en: 'sds-distribution', de: 'sdb-verteilung', it: 'distribuzione-sds' },
  hosting: { fr: 'hebergement', en: 'hosting', de: 'hosting', it: 'hosting' },
  'suppliers-management': { fr: 'gestion-fournisseurs', en: 'suppliers-management', de: 'lieferantenverwaltung', it: 'gestione-fornitori' },
  'turnkey-service': { fr: 'service-cle-en-main', en: 'turnkey-service', de: 'komplettservice', it: 'servizio-chiavi-in-mano' },
  gdpr: { fr: 'rgpd', en: 'gdpr', de: 'dsgvo', it: 'gdpr' },
  'legal-notice': { fr: 'mentions-legales', en: 'legal-notice', de: 'impressum', it: 'note-legali' },
};
