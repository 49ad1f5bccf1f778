import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { initialLanguage, splitLanguage } from '../lib/language-path.ts';
import { STORAGE_KEYS, readStored } from '../lib/local-store.ts';
import { SHELL_NAMESPACES } from './namespaces.ts';

/**
 * Locale files live in i18n/locales/{fr,en,de,it}/<namespace>.json, one namespace per feature
 * (common, account, search, documents, vigi...). Keys: feature.screen.text. A test fails when a key
 * exists in one language and not in another (i18n/locales.test.ts).
 *
 * Loading (issue #16): the shell's namespaces (namespaces.ts) come in one chunk per language (bundles/<language>.ts),
 * fetched before the first render. Any other namespace is a chunk of its own per language, fetched the first time a
 * component calls useTranslation('<namespace>'): react-i18next suspends that component until its texts are there
 * (the page's Suspense boundary shows the loading frame, never raw keys). Switching language loads, before the
 * switch, every namespace loaded so far (i18next keeps them in options.ns), so the current page has its texts.
 * A component that reads another namespace's key (t('x', { ns })) must list that namespace in useTranslation.
 */
const shellBundles = import.meta.glob<Record<string, Record<string, unknown>>>('./bundles/*.ts', { import: 'default' });
const pageNamespaces = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/*/{common,shell,search,account}.json'], {
  import: 'default',
});

const shellNamespaces: readonly string[] = SHELL_NAMESPACES;

function readNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (shellNamespaces.includes(namespace)) {
    const load = shellBundles[`./bundles/${language}.ts`];
    if (!load) return Promise.reject(new Error(`no texts for ${language}`));
    return load().then((files) => files[`../locales/${language}/${namespace}.json`] ?? {});
  }
  const load = pageNamespaces[`./locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no texts for ${language}/${namespace}`));
  return load();
}

/** i18next backend reading the build's chunks (a failed download is retried by i18next, then shows keys). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    readNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Switches the interface language once the texts of the shell and of the namespaces in use are loaded. */
export async function switchLanguage(language: string): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Start language: the URL prefix, else localStorage, else the browser language, else French (product-spec §9). */
function startLanguage(): string {
  if (typeof window === 'undefined') return 'fr';
  return splitLanguage(window.location.pathname).language ?? initialLanguage(readStored(STORAGE_KEYS.language), navigator.languages ?? [navigator.language]);
}

/** Resolves once the start language's shell texts are loaded (the first render waits for it, main.tsx). */
export const initialLanguageReady: Promise<void> = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: startLanguage(),
    fallbackLng: false,
    supportedLngs: [...INTERFACE_LANGUAGES],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  })
  .then(() => undefined);

export default i18n;
