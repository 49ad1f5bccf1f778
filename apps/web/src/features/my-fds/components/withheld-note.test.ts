import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../i18n/locales/en/my-fds.json';
import fr from '../../../i18n/locales/fr/my-fds.json';
import { WithheldNote } from './changelog-view.tsx';

async function render(language: 'en' | 'fr', withheld: Parameters<typeof WithheldNote>[0]['withheld']) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { en: { 'my-fds': en }, fr: { 'my-fds': fr } }, interpolation: { escapeValue: false } });
  // A .test.ts file (the web unit tests are plain TypeScript): the elements without JSX.
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(WithheldNote, { withheld }))));
}

const sheet = (product_name: string, level: 'basic' | 'none') => ({ document_code: product_name, product_name, supplier_name: 'Acme', level, changes: 2 });

describe('the change-log note on what FDS-Extract level leaves out (issue #14)', () => {
  it('names the closed sheets and links to FDS-Extract standard and SafeBox', async () => {
    const html = await render('en', [sheet('Bleach', 'none'), sheet('Acetone', 'none')]);
    expect(html).toContain('of 2 sheets are not shown: Bleach, Acetone');
    expect(html).toContain('href="/en/products/fds-extract/"');
    expect(html).toContain('href="/en/account/safebox/"');
  });

  it('tells a SafeBox member what FDS-Extract standard adds, in their language, without the SafeBox link', async () => {
    const html = await render('fr', [sheet('Javel', 'basic')]);
    expect(html).toContain('de 1 fiche viennent avec FDS-Extract standard : Javel');
    expect(html).toContain('href="/fr/products/fds-extract/"');
    expect(html).not.toContain('safebox');
  });
});
