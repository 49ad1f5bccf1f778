import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type InterfaceLanguage } from '@openfds/contract';
import { localPath, withLanguage } from '../lib/language-path.ts';
import { STORAGE_KEYS, writeStored } from '../lib/local-store.ts';
import { languageOrFrench } from '@openfds/contract';

/** The interface language and helpers to build localized links and switch language on the same page. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language: InterfaceLanguage = languageOrFrench(i18n.language);
  const to = useCallback((path = '') => localPath(language, path), [language]);
  const switchTo = useCallback(
    (next: InterfaceLanguage) => {
      writeStored(STORAGE_KEYS.language, next);
      void navigate(withLanguage(location.pathname, next) + location.search + location.hash);
    },
    [location, navigate],
  );
  return { language, to, switchTo };
}
