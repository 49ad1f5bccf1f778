import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { useLanguage } from '../hooks/use-language.ts';

/** Language dropdown (fr, en, de, it): switching keeps the current page. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const { language, switchTo } = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="lang-menu" ref={root}>
      <button
        type="button"
        className="nav-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {language.toUpperCase()}
        <span className="visually-hidden"> – {t('language.choose', { language: t(`language.names.${language}`) })}</span>
        <span aria-hidden="true" className="caret">▾</span>
      </button>
      {open ? (
        <ul id={menuId} className="dropdown">
          {INTERFACE_LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                className="dropdown__item"
                aria-current={code === language ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  switchTo(code);
                }}
              >
                {t(`language.names.${code}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
