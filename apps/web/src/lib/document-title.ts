import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The document title names the page (WCAG 2.4.2): "<page> – OpenFDS", or the site title in the interface
 * language where a page gives none. Leaving the page restores the site title.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { t, i18n } = useTranslation('shell');
  useEffect(() => {
    document.title = title ? `${title} – OpenFDS` : t('meta.title');
    return () => {
      document.title = t('meta.title');
    };
  }, [title, t, i18n.language]);
}
