import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { RequireLogin } from '../../features/account/components/require-login.tsx';
import { useSession } from '../../features/account/session/session-provider.tsx';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { paths } from '../../config/paths.ts';

const InventoryView = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.InventoryView));
const QuickAdrPage = lazyComponent<{ login?: string }>(() => import('../../features/tools/index.ts').then((m) => m.QuickAdrPage));
const SheetLabelsAction = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.SheetLabelsAction), null);

/** The "Labels" action of the sheet page, for a logged-in user (the label calls need an account); staff browse as staff. */
export function SessionSheetLabels({ documentCode }: { documentCode: string }) {
  const session = useSession();
  if (!session.loggedIn || session.canAdminister) return null;
  return <SheetLabelsAction documentCode={documentCode} />;
}

/** my-FDS inventory and the ICPE summary per establishment: the tools feature's view behind the account's login check. */
function InventoryPage() {
  const { t } = useTranslation('tools');
  const session = useSession();
  return (
    <PageFrame title={t('tools.inventory.title')} lead={t('tools.inventory.lead')} wide>
      <RequireLogin>{session.me ? <InventoryView login={session.me.login} /> : null}</RequireLogin>
    </PageFrame>
  );
}

/** Quick-ADR for everyone; a logged-in user also picks lines from the sheets of their space. */
function SessionQuickAdrPage() {
  const session = useSession();
  return <QuickAdrPage login={session.me?.login} />;
}

export const toolsAppRoutes: RouteObject[] = [
  { path: paths.myFdsInventory, element: <InventoryPage /> },
  { path: 'products/quick-adr', element: <SessionQuickAdrPage /> },
];
