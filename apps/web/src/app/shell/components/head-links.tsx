import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { withLanguage } from '../../../lib/language-path.ts';

/**
 * Head of the document: lang attribute follows the language, alternate-language links for each language with
 * x-default mapped to French (product-spec §2.1), the site title. React 19 hoists <link> into the head.
 */
export function HeadLinks() {
  const { i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  useDocumentTitle(undefined);
  const origin = window.location.origin;
  return (
    <>
      {INTERFACE_LANGUAGES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={origin + withLanguage(pathname, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + withLanguage(pathname, 'fr')} />
    </>
  );
}
