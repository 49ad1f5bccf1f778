import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, onSessionExpired } from '../../../lib/api.ts';
import { API_PREFIX_PATH } from '../../../lib/api-types.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useShellState } from '../../../lib/shell-state.tsx';
import { StaffViewerProvider } from '../../../lib/staff-viewer.tsx';
import * as accountApi from '../api.ts';
import { purchaseKeys, subscriptionQuery } from '../../../lib/queries/purchases.ts';
import { SHELL_ERRORS } from '@openfds/contract';

interface Session {
  ready: boolean;
  me: accountApi.Me | null;
  /** Logged in unless the profile type includes guest (product-spec §4). */
  loggedIn: boolean;
  isAdmin: boolean;
  /** Admins and assistants see the administration button. */
  canAdminister: boolean;
  guestPass: boolean;
  profile: accountApi.Profile | undefined;
  details: accountApi.ProfileDetails | null | undefined;
  subscription: accountApi.Subscription | null | undefined;
  subscriptionLoading: boolean;
  refresh: () => Promise<void>;
  refreshSubscription: () => void;
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
export const SESSION_KEY = ['session'] as const;

/**
 * The session: GET /session on start; once logged in, the profile, then the extra profile details, then the
 * subscription, in that order (each query waits for the previous one). A failed profile load tells the user
 * they are no longer logged in and logs out. Code 556 on any call: one transparent reconnect (GET /session),
 * else the login popup.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const toast = useToast();
  const { openAuth } = useShellState();

  const session = useQuery({ queryKey: SESSION_KEY, queryFn: accountApi.fetchSession, retry: false, staleTime: Infinity });
  const me = session.data?.me ?? null;
  const loggedIn = !!me && !me.profile_type.includes('guest') && !me.guest;
  const login = loggedIn ? me.login : null;

  const profile = useQuery({ queryKey: ['profile', login], queryFn: () => accountApi.fetchProfile(login!), enabled: !!login, retry: false });
  const details = useQuery({
    queryKey: ['profile-details', login],
    queryFn: () => accountApi.fetchDetails(login!),
    enabled: !!login && profile.isSuccess,
    retry: false,
  });
  const subscription = useQuery({
    ...subscriptionQuery(login ?? ''),
    enabled: !!login && profile.isSuccess && (details.isSuccess || details.isError),
    retry: false,
  });

  const reset = useCallback(() => {
    client.setQueryData(SESSION_KEY, { me: null, guestPass: false });
    client.removeQueries({ queryKey: ['profile'] });
    client.removeQueries({ queryKey: ['profile-details'] });
    client.removeQueries({ queryKey: purchaseKeys.subscriptions });
    client.removeQueries({ queryKey: purchaseKeys.orders });
  }, [client]);

  // While the visitor logs out (the logout page, the menu), the calls still running end with 556: that is the
  // logout itself, not an expired session to announce (issue #16).
  const loggingOut = useRef(false);
  const logout = useCallback(async () => {
    loggingOut.current = true;
    try {
      await accountApi.logout();
    } catch {
      // the session is gone on the server side already, or the network failed: forget it here anyway
    } finally {
      reset();
      loggingOut.current = false;
    }
  }, [reset]);

  // 556 on any call: reconnect once through GET /session, else the login popup.
  useEffect(() => {
    onSessionExpired(async () => {
      // Logging out, or already logged out here (a late answer to a call sent before): nothing expired.
      const known = client.getQueryData<{ me: accountApi.Me | null }>(SESSION_KEY);
      if (loggingOut.current || (known && !known.me)) return false;
      try {
        const response = await fetch(`${API_PREFIX_PATH}/session`, { credentials: 'include', headers: { Accept: 'application/json' } });
        const body = (await response.json()) as { collection?: { items?: accountApi.Me[]; data?: { name: string; value: unknown }[] } };
        const reconnected = response.ok && (body.collection?.items?.length ?? 0) > 0;
        if (reconnected) {
          client.setQueryData(SESSION_KEY, {
            me: body.collection!.items![0],
            guestPass: body.collection?.data?.find((d) => d.name === 'guest_pass')?.value === true,
          });
          return true;
        }
      } catch {
        // fall through to the login popup
      }
      reset();
      toast(t('session.expired'), 'info');
      openAuth('login');
      return false;
    });
    return () => onSessionExpired(null);
  }, [client, reset, openAuth, toast, t]);

  // A failed profile load: "no longer logged in", then logout (product-spec §4).
  useEffect(() => {
    if (profile.isError && !(profile.error instanceof ApiError && profile.error.code === SHELL_ERRORS.sessionExpired.code)) {
      toast(t('session.noLongerLoggedIn'), 'danger');
      void logout();
    }
  }, [profile.isError, profile.error, logout, toast, t]);

  const value = useMemo<Session>(
    () => ({
      ready: !session.isPending,
      me,
      loggedIn,
      isAdmin: loggedIn && (me.admin || me.profile_type.includes('admin')),
      canAdminister: loggedIn && (me.admin || me.assistant || me.profile_type.includes('admin') || me.profile_type.includes('assistant')),
      guestPass: session.data?.guestPass ?? false,
      profile: profile.data,
      details: details.data,
      subscription: subscription.data,
      subscriptionLoading: subscription.isFetching,
      refresh: async () => {
        await client.invalidateQueries({ queryKey: SESSION_KEY });
        await client.invalidateQueries({ queryKey: ['profile'] });
      },
      refreshSubscription: () => {
        // The query of this login, once it runs (after profile and details), by its own key and function: the
        // observer's refetch() called from a page's first effect still held the options of the render before the
        // login was known (the provider's effects run after its children's) and asked for /users/null/subscription.
        if (login && !subscription.isFetching) void client.refetchQueries({ queryKey: subscriptionQuery(login).queryKey, exact: true, type: 'active' });
      },
      logout,
    }),
    [session.isPending, session.data, me, loggedIn, login, profile.data, details.data, subscription, client, logout],
  );
  return (
    <SessionContext.Provider value={value}>
      <StaffViewerProvider staff={value.canAdminister}>{children}</StaffViewerProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
