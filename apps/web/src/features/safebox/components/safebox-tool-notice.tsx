import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../safebox.css';

/**
 * The SafeBox line of the tool pages (product-spec §4 Tools: free tools need SafeBox membership): an offer to
 * join for a non-member, the active state for a member. `joinPath` is the localized path of the SafeBox page.
 */
export function SafeboxToolNotice({ member, joinPath }: { member: boolean; joinPath: string }) {
  const { t } = useTranslation('safebox');
  return (
    <aside className={`safebox-notice ${member ? 'safebox-notice--member' : ''}`} aria-label={t('notice.label')}>
      {member ? (
        <p>
          {t('notice.member')} <Link to={joinPath}>{t('notice.see')}</Link>
        </p>
      ) : (
        <p>
          {t('notice.offer')} <Link to={joinPath}>{t('notice.join')}</Link>
        </p>
      )}
    </aside>
  );
}
