import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { initialLanguage, splitLanguage } from '../lib/language-path.ts';
import { STORAGE_KEYS, readStored } from '../lib/local-store.ts';

/**
 * Locale files live in i18n/locales/{fr,en,de,it}/<namespace>.json, one namespace per feature
 * (common, account, search, documents, vigi...). Keys: feature.screen.text. A test fails when a key
 * exists in one language and not in another (i18n/locales.test.ts).
 */
// One chunk per language (bundles/<language>.ts globs that language's files): a page downloads the texts of its
// own language only, and another language's when the visitor switches to it (issue #16).
const bundles = import.meta.glob<Record<string, Record<string, unknown>>>('./bundles/*.ts', { import: 'default' });
const loading = new Map<string, Promise<void>>();

/** Adds every namespace of a language to i18next (once; later calls wait for the same download). */
export function loadLanguage(language: string): Promise<void> {
  const load = bundles[`./bundles/${language}.ts`];
  if (!load) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then((files) => {
      for (const [file, content] of Object.entries(files)) {
        const namespace = /([\w-]+)\.json$/.exec(file)?.[1];
        if (namespace) i18n.addResourceBundle(language, namespace, content, true, true);
      }
    });
    // A failed download (network) may be tried again by the next call.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Switches the interface language once its texts are loaded. */
export async function switchLanguage(language: string): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Start language: the URL prefix, else localStorage, else the browser language, else French (product-spec §9). */
function startLanguage(): string {
  if (typeof window === 'undefined') return 'fr';
  return splitLanguage(window.location.pathname).language ?? initialLanguage(readStored(STORAGE_KEYS.language), navigator.languages ?? [navigator.language]);
}

export const initialLanguageReady: Promise<void> = (() => {
  const language = startLanguage();
  void i18n.use(initReactI18next).init({
    // Texts are added per language by loadLanguage; an empty resources object tells i18next not to fetch any.
    resources: {},
    lng: language,
    fallbackLng: false,
    supportedLngs: [...INTERFACE_LANGUAGES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return loadLanguage(language);
})();

export default i18n;
