import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { withLanguage } from '../../../lib/language-path.ts';

/**
 * Head of the document: lang attribute follows the language, alternate-language links for each language with
 * x-default mapped to French (product-spec §2.1). React 19 hoists <link> and <title> into the head.
 */
export function HeadLinks() {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  const origin = window.location.origin;
  return (
    <>
      <title>{t('meta.title')}</title>
      {INTERFACE_LANGUAGES.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={origin + withLanguage(pathname, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + withLanguage(pathname, 'fr')} />
    </>
  );
}
