import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InterfaceLanguage } from '@openfds/contract';
import { STORAGE_KEYS, writeStored } from '../lib/local-store.ts';
import { switchLanguage } from '../i18n/i18n.ts';

/** Pages under /fr, /en, /de, /it: the prefix sets the interface language and becomes the stored default. */
export function LanguageScope({ language }: { language: InterfaceLanguage }) {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    // The language's texts load first (their own chunk), then the page switches.
    if (i18n.language !== language) void switchLanguage(language);
    writeStored(STORAGE_KEYS.language, language);
  }, [i18n, language]);
  return <Outlet />;
}
