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
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match;
  (resources[language] ??= {})[namespace] = content;
}

export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

/** Start language: the URL prefix, else localStorage, else the browser language, else French (product-spec §9). */
function startLanguage(): string {
  if (typeof window === 'undefined') return 'fr';
  return splitLanguage(window.location.pathname).language ?? initialLanguage(readStored(STORAGE_KEYS.language), navigator.languages ?? [navigator.language]);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: startLanguage(),
  fallbackLng: false,
  supportedLngs: [...INTERFACE_LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
