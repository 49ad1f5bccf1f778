import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { useShellState } from '../../../lib/shell-state.tsx';
import { useSession } from '../session/session-provider.tsx';

/** Pages for logged-in users only answer 'You must be logged in to access this page' with a login button. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const session = useSession();
  const { openAuth } = useShellState();
  if (!session.ready) return <Skeleton lines={4} />;
  if (!session.loggedIn) {
    return (
      <EmptyState
        title={t('mustLogin')}
        action={
          <button type="button" className="btn btn--primary" onClick={() => openAuth('login')}>
            {t('tabs.login')}
          </button>
        }
      />
    );
  }
  return <>{children}</>;
}
