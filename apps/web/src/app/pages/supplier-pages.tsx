import { useTranslation } from 'react-i18next';
import { useParams, type RouteObject } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { paths } from '../../config/paths.ts';
import { RequireLogin } from '../../features/account/components/require-login.tsx';
import { useSession } from '../../features/account/session/session-provider.tsx';
import { useShellState } from '../../lib/shell-state.tsx';

// The supplier feature's code loads when its page shows, not with the first page (issue #16).
const SupplierSpace = lazyComponent(() => import('../../features/supplier/index.ts').then((m) => m.SupplierSpace));
const SupplierInvitation = lazyComponent(() => import('../../features/supplier/index.ts').then((m) => m.SupplierInvitation));

/** The supplier's space (issue #27) behind the account's login check; the server decides who is a supplier's staff. */
export function SupplierPage() {
  const { t } = useTranslation('supplier');
  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')} wide>
      <RequireLogin>
        <SupplierSpace />
      </RequireLogin>
    </PageFrame>
  );
}

/** The page of a mailed invitation: login or registration come from the account's dialog. */
export function SupplierInvitationPage() {
  const { t } = useTranslation('supplier');
  const { token = '' } = useParams();
  const session = useSession();
  const { openAuth } = useShellState();
  return (
    <PageFrame title={t('invitation.title')}>
      <SupplierInvitation token={token} loggedIn={session.loggedIn} onLogin={() => openAuth('login')} onRegister={() => openAuth('register')} />
    </PageFrame>
  );
}

export const supplierRoutes: RouteObject[] = [
  { path: paths.supplier.home, element: <SupplierPage /> },
  { path: paths.supplier.invitation, element: <SupplierInvitationPage /> },
];
