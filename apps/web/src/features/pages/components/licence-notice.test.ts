import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DATA_NOTICE } from '@openfds/contract';
import de from '../../../i18n/locales/de/pages.json';
import en from '../../../i18n/locales/en/pages.json';
import fr from '../../../i18n/locales/fr/pages.json';
import it_ from '../../../i18n/locales/it/pages.json';
import { LicenceNotice } from './licence-notice.tsx';

async function render(language: 'en' | 'fr' | 'de' | 'it'): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { pages: en }, fr: { pages: fr }, de: { pages: de }, it: { pages: it_ } },
    defaultNS: 'pages',
    interpolation: { escapeValue: false },
  });
  // The ADR Table A line asks the server which table is current (a query): no answer in a static render, no line.
  const client = new QueryClient();
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(I18nextProvider, { i18n }, createElement(LicenceNotice))));
}

describe('site-information licence block', () => {
  it('names the licence and lists every shipped data file with its source, version and licence, in each language', async () => {
    for (const language of ['en', 'fr', 'de', 'it'] as const) {
      const html = await render(language);
      expect(html).toContain('AGPL-3.0-or-later');
      expect(html).not.toContain('siteInformation.');
      for (const entry of DATA_NOTICE) {
        expect(html).toContain(entry.version);
        expect(html).toContain(entry.licence);
      }
    }
    const fr_ = await render('fr');
    expect(fr_).toContain('Liste candidate REACH des substances extrêmement préoccupantes');
    expect(fr_).toContain('Export of 22 Feb 2026 (253 entries)');
    expect(fr_).toContain('ATP 23, Regulation (EU) 2025/1222');
  });
});
