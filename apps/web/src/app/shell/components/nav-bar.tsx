import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useScrollDirection } from '../hooks/use-scroll-direction.ts';
import { EXTERNAL_MENU, INFO_MENU, INTERNAL_MENU, TOOLS_MENU } from '../menu-items.ts';
import { paths } from '../../../config/paths.ts';
import { useShellState } from '../../../lib/shell-state.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { UserActions } from './user-actions.tsx';

/** The cart's outline (two wheels and the basket). */
const CART_ICON =
  'M7 18a2 2 0 1 0 2 2 2 2 0 0 0-2-2Zm10 0a2 2 0 1 0 2 2 2 2 0 0 0-2-2Z' +
  'M7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4Z';

/**
 * The navigation bar: logo row (hides when scrolling down, shows when scrolling up), desktop menu with the two
 * entries, French-only external menu, language dropdown, contact button, login or user actions; the mobile
 * side menu below 960 px.
 */
export function NavBar({ preview = false }: { preview?: boolean }) {
  const { t } = useTranslation('shell');
  const { language, to } = useLanguage();
  const direction = useScrollDirection();
  const { setContactOpen } = useShellState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const marketing = useSiteConfig().data?.marketing_url;

  return (
    <header className={`site-header ${direction === 'down' ? 'site-header--hidden' : ''}`}>
      <div className="site-header__inner">
        <button type="button" className="nav-burger" aria-expanded={mobileOpen} aria-controls="mobile-menu" onClick={() => setMobileOpen(true)}>
          <span aria-hidden="true" className="nav-burger__bars" />
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>
        <Link to={to()} className="logo">
          <span aria-hidden="true" className="logo__mark">
            FDS
          </span>
          <span className="logo__text">OpenFDS</span>
          <span className="visually-hidden">{t('nav.home')}</span>
          {preview ? <span className="badge badge--accent logo__tag">{t('nav.preview')}</span> : null}
        </Link>
        <nav className="main-menu" aria-label={t('nav.mainMenu')}>
          <ul>
            {INTERNAL_MENU.map((item) => (
              <li key={item.key}>
                <NavLink to={to(item.path)} end={item.path === ''} className="main-menu__link">
                  {t(`menu.${item.key}`)}
                </NavLink>
              </li>
            ))}
            {/* The tools and the information pages in the desktop menu too (issues #23, #25), as in the mobile one. */}
            <li className="main-menu__extra">
              <Dropdown buttonClassName="main-menu__link" label={t('menu.tools')} align="left" hover>
                {() =>
                  TOOLS_MENU.map((item) => (
                    <li key={item.key}>
                      <Link className="dropdown__item" to={to(item.path)}>
                        {t(`menu.${item.key}`)}
                      </Link>
                    </li>
                  ))
                }
              </Dropdown>
            </li>
            <li className="main-menu__extra">
              <Dropdown buttonClassName="main-menu__link" label={t('footer.services')} align="left" hover>
                {() =>
                  INFO_MENU.map((page) => (
                    <li key={page}>
                      <Link className="dropdown__item" to={to(paths.infoPage(page, language))}>
                        {t(`footer.pages.${page}`)}
                      </Link>
                    </li>
                  ))
                }
              </Dropdown>
            </li>
            {language === 'fr' && marketing ? (
              <li>
                <Dropdown buttonClassName="main-menu__link" label={t('menu.solutions')} align="left" hover>
                  {() =>
                    EXTERNAL_MENU.map((item) => (
                      <li key={item.path}>
                        <a className="dropdown__item" href={new URL(item.path, marketing).href} lang="fr">
                          {item.label}
                        </a>
                      </li>
                    ))
                  }
                </Dropdown>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageMenu />
          {/* The cart's entry point in the header (issue #23): visitors have a cart too. */}
          <Link to={to(paths.cart)} className="icon-link nav-cart" aria-label={t('nav.cart')} title={t('nav.cart')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path fill="currentColor" d={CART_ICON} />
            </svg>
          </Link>
          <button type="button" className="nav-button nav-button--contact" onClick={() => setContactOpen(true)}>
            {t('nav.contact')}
          </button>
          <UserActions />
        </div>
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  );
}
