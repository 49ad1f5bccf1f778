import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame.tsx';
import { Card, Skeleton } from '../../components/ui/feedback.tsx';
import { RequireLogin } from '../../features/account/components/require-login.tsx';
import { ProfilePage } from '../../features/account/pages/profile-page.tsx';
import { useSession } from '../../features/account/session/session-provider.tsx';
import { SafeboxPanel } from '../../features/safebox/components/safebox-panel.tsx';
import { SafeboxToolNotice } from '../../features/safebox/components/safebox-tool-notice.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { ordersQuery } from '../../lib/queries/purchases.ts';

// my-FDS's view of a paid order's processing, loaded with the SafeBox block only when there is an order to show.
const OrderProcessingView = lazyComponent(() => import('../../features/my-fds/components/order-processing.tsx').then((m) => m.OrderProcessingView), null);

/**
 * Pages that combine the account and SafeBox features (features never import each other): the SafeBox block
 * of the profile, the SafeBox page, and the SafeBox line of the tool pages.
 */
function SessionSafeboxPanel() {
  const session = useSession();
  const client = useQueryClient();
  const profile = session.profile;
  if (!session.me || !profile) return <Skeleton lines={4} />;
  return (
    <>
      <SafeboxPanel
        login={session.me.login}
        defaults={profile}
        onChange={() => {
          void session.refresh();
          void client.invalidateQueries({ queryKey: ['profile-details'] });
        }}
      />
      <LatestOrderProcessing login={session.me.login} />
    </>
  );
}

/**
 * Issue #23: paid processing after a payment shows in the SafeBox block too, as on the confirmation page and in
 * my-FDS: which sheets the latest paid order's credits went to and "7 of 10 read", moving until all are processed.
 */
function LatestOrderProcessing({ login }: { login: string }) {
  const orders = useQuery({ ...ordersQuery(login), retry: false });
  const latest = (orders.data ?? []).filter((o) => o.status === 'paid' && o.paid_at).sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''))[0];
  return latest ? <OrderProcessingView login={login} orderId={latest.id} /> : null;
}

/** /account/profil with the SafeBox block (product-spec §2.6). */
export function ProfileWithSafeboxPage() {
  const { t } = useTranslation('safebox');
  return (
    <ProfilePage
      extra={
        <Card title={t('profile.title')} id="safebox-card" className="profile-grid__wide">
          <SessionSafeboxPanel />
        </Card>
      }
    />
  );
}

/** /account/safebox: the SafeBox form and status on a page of their own (linked from the tool pages). */
export function SafeboxPage() {
  const { t } = useTranslation('safebox');
  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')}>
      <RequireLogin>
        <SessionSafeboxPanel />
      </RequireLogin>
    </PageFrame>
  );
}

/** The SafeBox line under a tool page: an offer to join, or the active membership. */
export function SafeboxToolLine() {
  const session = useSession();
  const { to } = useLanguage();
  // Staff browse the site as staff (issue #26): no "join SafeBox" prompt.
  if (session.canAdminister) return null;
  return <SafeboxToolNotice member={!!session.me?.safebox || !!session.details?.safebox} joinPath={to(paths.account.safebox)} />;
}
