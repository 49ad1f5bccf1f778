import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../features/account/session/session-provider.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useOpenAdmin } from '../hooks/use-open-admin.ts';
import { useShellState } from '../../../lib/shell-state.tsx';
import { paths } from '../../../config/paths.ts';

function initials(first: string | null | undefined, last: string | null | undefined): string {
  return `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

/**
 * Right side of the navigation bar: login button when logged out; when logged in, the administration button
 * (admins and assistants), the supplier space (members of a supplier, from the session's `supplier`), the profile and logout icons and the initials badge.
 */
export function UserActions() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { openAuth } = useShellState();
  const { to } = useLanguage();
  const openAdmin = useOpenAdmin();

  if (!session.loggedIn || !session.me) {
    return (
      <button type="button" className="btn btn--primary btn--sm" onClick={() => openAuth('login')}>
        {t('nav.login')}
      </button>
    );
  }

  const me = session.me;
  return (
    <div className="user-actions">
      {session.canAdminister ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void openAdmin()}>
          {t('nav.admin')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </button>
      ) : null}
      {me.supplier ? (
        <Link
          to={to(paths.supplier.home)}
          className="btn btn--secondary btn--sm"
          title={t('supplierMenu.title', { name: me.supplier.name })}
          data-testid="supplier-space-link"
        >
          {t('supplierMenu.link')}
        </Link>
      ) : null}
      <Link to={to(paths.account.profile)} className="icon-link" aria-label={t('nav.profile')} title={t('nav.profile')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path fill="currentColor" d="M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
        </svg>
      </Link>
      <Link to={to(paths.account.logout)} className="icon-link" aria-label={t('nav.logout')} title={t('nav.logout')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path fill="currentColor" d="M10 17v-3H3v-4h7V7l5 5-5 5Zm9-14H12v2h7v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Z" />
        </svg>
      </Link>
      <span className="initials" title={`${me.first_name} ${me.last_name}`}>
        <span aria-hidden="true">{initials(me.first_name, me.last_name)}</span>
        <span className="visually-hidden">{t('nav.loggedInAs', { name: `${me.first_name} ${me.last_name}` })}</span>
      </span>
    </div>
  );
}
