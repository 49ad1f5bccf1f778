import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, isInterfaceLanguage, staffMay, staffRoleOf, type BackOfficePermission } from '@openfds/contract';
import { PageSuspense } from '../../components/lazy-page.tsx';
import { EmptyState, Skeleton } from '../../components/ui/feedback.tsx';
import { backOfficePath, siteRoot } from '../../config/paths.ts';
import { RequireLogin } from '../../features/account/components/require-login.tsx';
import { useSession } from '../../features/account/session/session-provider.tsx';
import { switchLanguage } from '../../i18n/i18n.ts';
import type { BackOfficeHandle, BackOfficeNav } from '../../lib/back-office-nav.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/local-store.ts';
import { StaffProfileProvider } from '../../lib/staff-role.tsx';
import { SkipLink } from '../layouts/skip-link.tsx';

interface NavEntry extends BackOfficeNav {
  path: string;
}

/** The side navigation's entries, in the order of back-office-routes.tsx. */
function navEntries(routes: RouteObject[]): NavEntry[] {
  return routes.flatMap((route) => {
    const nav = (route.handle as BackOfficeHandle | undefined)?.nav;
    return nav ? [{ ...nav, path: route.index ? '' : (route.path ?? '') }] : [];
  });
}

/** The staff member's profile types, or null before the session is known or for a visitor. */
function useStaffProfile(): readonly string[] | null {
  const session = useSession();
  return session.loggedIn && session.me ? session.me.profile_type : null;
}

/** A screen the session's role may not use: said plainly, never a blank page. */
export function RequirePermission({ permission, children }: { permission: BackOfficePermission; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const profile = useStaffProfile();
  if (profile && !staffMay(profile, permission)) return <EmptyState heading="h1" title={t('gate.roleForbidden')} />;
  return <>{children}</>;
}

export function BackOfficeNotFound() {
  const { t } = useTranslation('admin');
  return <EmptyState heading="h1" title={t('gate.notFound')} action={<Link to={backOfficePath()}>{t('nav.dashboard')}</Link>} />;
}

/** The interface language, switched in place (the back office has no language prefix); stored as the default. */
function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const current = isInterfaceLanguage(i18n.language) ? i18n.language : 'fr';
  return (
    <span className="bo__language">
      <label htmlFor={id} className="visually-hidden">
        {t('language.current', { language: t(`language.names.${current}`) })}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (!isInterfaceLanguage(next)) return;
          writeStored(STORAGE_KEYS.language, next);
          void switchLanguage(next);
        }}
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Who may enter: a logged-in staff member; a visitor is asked to log in, a customer is told the page is not theirs. */
function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  if (!session.ready) return <Skeleton lines={4} />;
  return (
    <RequireLogin>
      {session.me && staffRoleOf(session.me.profile_type) ? (
        children
      ) : (
        <EmptyState heading="h1" title={t('gate.forbidden')} action={<Link to={siteRoot}>{t('gate.toSite')}</Link>}>
          {t('gate.forbiddenText')}
        </EmptyState>
      )}
    </RequireLogin>
  );
}

/**
 * The back office's frame: a top bar (title, language, the way back to the public site), the side navigation on a
 * desktop (a menu button opens it at 360 px) with only the entries the session's role may use (the contract's
 * staffMay), and the screen. Labels come from each entry's own namespace.
 */
export function BackOfficeLayout({ routes }: { routes: RouteObject[] }) {
  const entries = useMemo(() => navEntries(routes), [routes]);
  const namespaces = useMemo(() => ['admin', ...new Set(entries.map((e) => e.namespace).filter((ns) => ns !== 'admin'))], [entries]);
  const { t } = useTranslation(namespaces);
  const session = useSession();
  const profile = useStaffProfile();
  const role = profile ? staffRoleOf(profile) : null;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const navId = useId();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const visible = profile && role ? entries.filter((entry) => staffMay(profile, entry.permission)) : [];

  return (
    <div className="bo">
      <SkipLink />
      <header className="bo__bar">
        {visible.length > 0 ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm bo__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {t('nav.menu', { ns: 'admin' })}
          </button>
        ) : null}
        <Link to={backOfficePath()} className="bo__title">
          {t('title', { ns: 'admin' })}
        </Link>
        <span className="bo__spacer" />
        {role && session.me ? (
          <span className="bo__who">
            {session.me.login} · {t(`role.${role}`, { ns: 'admin' })}
          </span>
        ) : null}
        <LanguageSelect />
        <Link to={siteRoot} className="bo__site">
          {t('nav.toSite', { ns: 'admin' })}
        </Link>
      </header>
      <div className="bo__body">
        {visible.length > 0 ? (
          <nav id={navId} className={`bo__nav${menuOpen ? ' bo__nav--open' : ''}`} aria-label={t('nav.label', { ns: 'admin' })}>
            <ul>
              {visible.map((entry) => (
                <li key={entry.path}>
                  <NavLink to={backOfficePath(entry.path)} end={entry.path === ''}>
                    {t(entry.labelKey, { ns: entry.namespace })}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="main" tabIndex={-1} className="bo__main">
          <StaffGate>
            <StaffProfileProvider profileTypes={profile ?? []}>
              <PageSuspense>
                <Outlet />
              </PageSuspense>
            </StaffProfileProvider>
          </StaffGate>
        </main>
      </div>
    </div>
  );
}
