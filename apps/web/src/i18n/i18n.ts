import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES } from '@openfds/contract';

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

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: [...INTERFACE_LANGUAGES],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
