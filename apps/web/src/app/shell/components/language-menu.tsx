import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';

/** Language dropdown (fr, en, de, it): switching keeps the current page. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const { language, switchTo } = useLanguage();
  return (
    <Dropdown
      buttonClassName="nav-button"
      label={
        <>
          {language.toUpperCase()}
          <span className="visually-hidden"> – {t('language.choose', { language: t(`language.names.${language}`) })}</span>
        </>
      }
    >
      {(close) =>
        INTERFACE_LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className="dropdown__item"
              aria-current={code === language ? 'true' : undefined}
              onClick={() => {
                close();
                switchTo(code);
              }}
            >
              {t(`language.names.${code}`)}
            </button>
          </li>
        ))
      }
    </Dropdown>
  );
}
