import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { fetchAdminUrl } from '../../../features/account/api.ts';
import { useSession } from '../../../features/account/session/session-provider.tsx';
import { SHELL_ERRORS } from '@openfds/contract';

/**
 * Opens the admin site in a new tab: the URL is the admin call for the user (GET /users/{login}/admin). Code 562
 * logs the user out with the message as a toast (api-spec §8).
 */
export function useOpenAdmin(): () => Promise<void> {
  const { t } = useTranslation('shell');
  const session = useSession();
  const toast = useToast();
  return useCallback(async () => {
    const login = session.me?.login;
    if (!login) return;
    // Open the tab while the click is still a user gesture, then point it to the URL the API gives.
    const tab = window.open('', '_blank');
    try {
      const url = await fetchAdminUrl(login);
      if (tab && url) {
        tab.opener = null;
        tab.location.href = url;
      } else tab?.close();
    } catch (error) {
      tab?.close();
      if (error instanceof ApiError && error.code === SHELL_ERRORS.notAdmin.code) {
        await session.logout();
        toast(error.message, 'danger');
      } else toast(t('nav.adminFailed'), 'danger');
    }
  }, [session, toast, t]);
}
