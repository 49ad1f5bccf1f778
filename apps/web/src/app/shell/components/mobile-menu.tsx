import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTERFACE_LANGUAGES } from '@openfds/contract';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { EXTERNAL_MENU, INFO_MENU, INTERNAL_MENU, TOOLS_MENU } from '../menu-items.ts';
import { useShellState } from '../../../lib/shell-state.tsx';
import { useSession } from '../../../features/account/session/session-provider.tsx';
import { useOpenAdmin } from '../hooks/use-open-admin.ts';
import { paths } from '../../../config/paths.ts';

type Panel = 'root' | 'tools' | 'solutions' | 'language' | 'services';

/**
 * Mobile side menu: sub-menus open as panels with a back action; opening locks the page scroll; Escape or the
 * backdrop closes it; it is a modal dialog so focus stays inside.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { language, to, switchTo } = useLanguage();
  const { setContactOpen } = useShellState();
  const marketing = useSiteConfig().data?.marketing_url;
  const session = useSession();
  const openAdmin = useOpenAdmin();
  const [panel, setPanel] = useState<Panel>('root');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open) {
      setPanel('root');
      if (!dialog.open) dialog.showModal();
      const previous = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previous;
        if (dialog.open) dialog.close();
      };
    }
    return undefined;
  }, [open]);

  const close = () => onClose();
  const back = (
    <button type="button" className="mobile-menu__back" onClick={() => setPanel('root')}>
      <span aria-hidden="true">‹ </span>
      {t('nav.back')}
    </button>
  );

  return (
    <dialog
      id="mobile-menu"
      ref={ref}
      className="mobile-menu"
      aria-label={t('nav.mainMenu')}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
    >
      {open ? (
        <div className="mobile-menu__panel">
          <div className="mobile-menu__top">
            {panel === 'root' ? <span className="mobile-menu__title">OpenFDS</span> : back}
            <button type="button" className="dialog__close" onClick={close} aria-label={t('nav.closeMenu')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label={t('nav.mainMenu')}>
            {panel === 'root' ? (
              <ul className="mobile-menu__list">
                {INTERNAL_MENU.map((item) => (
                  <li key={item.key}>
                    <Link to={to(item.path)} onClick={close}>
                      {t(`menu.${item.key}`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button type="button" onClick={() => setPanel('tools')} aria-haspopup="true">
                    {t('menu.tools')} <span aria-hidden="true">›</span>
                  </button>
                </li>
                {language === 'fr' && marketing ? (
                  <li>
                    <button type="button" onClick={() => setPanel('solutions')} aria-haspopup="true">
                      {t('menu.solutions')} <span aria-hidden="true">›</span>
                    </button>
                  </li>
                ) : null}
                <li className="mobile-menu__cart">
                  <Link to={to(paths.cart)} onClick={close}>
                    {t('nav.cart')}
                  </Link>
                </li>
                <li>
                  <Link to={to(paths.events)} onClick={close}>
                    {t('menu.events')}
                  </Link>
                </li>
                <li>
                  <button type="button" onClick={() => setPanel('services')} aria-haspopup="true">
                    {t('footer.services')} <span aria-hidden="true">›</span>
                  </button>
                </li>
                {session.loggedIn && session.me?.supplier ? (
                  <li>
                    <Link to={to(paths.supplier.home)} onClick={close}>
                      {t('supplierMenu.link')}
                    </Link>
                  </li>
                ) : null}
                {session.canAdminister ? (
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        void openAdmin();
                      }}
                    >
                      {t('nav.admin')}
                      <span className="visually-hidden"> {t('newTab')}</span>
                    </button>
                  </li>
                ) : null}
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      setContactOpen(true);
                    }}
                  >
                    {t('nav.contact')}
                  </button>
                </li>
                <li>
                  <button type="button" onClick={() => setPanel('language')} aria-haspopup="true">
                    {t('language.current', { language: t(`language.names.${language}`) })} <span aria-hidden="true">›</span>
                  </button>
                </li>
              </ul>
            ) : null}
            {panel === 'tools' ? (
              <ul className="mobile-menu__list">
                {TOOLS_MENU.map((item) => (
                  <li key={item.key}>
                    <Link to={to(item.path)} onClick={close}>
                      {t(`menu.${item.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {panel === 'services' ? (
              <ul className="mobile-menu__list">
                {INFO_MENU.map((page) => (
                  <li key={page}>
                    <Link to={to(paths.infoPage(page, language))} onClick={close}>
                      {t(`footer.pages.${page}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {panel === 'solutions' && marketing ? (
              <ul className="mobile-menu__list">
                {EXTERNAL_MENU.map((item) => (
                  <li key={item.path}>
                    <a href={new URL(item.path, marketing).href} lang="fr">
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {panel === 'language' ? (
              <ul className="mobile-menu__list">
                {INTERFACE_LANGUAGES.map((code) => (
                  <li key={code}>
                    <button
                      type="button"
                      lang={code}
                      aria-current={code === language ? 'true' : undefined}
                      onClick={() => {
                        close();
                        switchTo(code);
                      }}
                    >
                      {t(`language.names.${code}`)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
        </div>
      ) : null}
    </dialog>
  );
}
