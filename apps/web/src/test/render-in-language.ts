import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import de from '../i18n/locales/de/my-fds.json';
import en from '../i18n/locales/en/my-fds.json';
import fr from '../i18n/locales/fr/my-fds.json';
import it from '../i18n/locales/it/my-fds.json';

/**
 * Test helper (only tests import src/test/): an element rendered to HTML with the my-FDS texts in one language,
 * inside a router (for its links). These unit tests are plain TypeScript: the elements are made without JSX.
 */
export async function renderInLanguage(language: 'en' | 'fr' | 'de' | 'it', element: ReactElement): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { 'my-fds': en }, fr: { 'my-fds': fr }, de: { 'my-fds': de }, it: { 'my-fds': it } },
    defaultNS: 'my-fds',
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, element)));
}
