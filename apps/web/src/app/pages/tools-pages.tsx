import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { RequireLogin } from '../../features/account/components/require-login.tsx';
import { useSession } from '../../features/account/session/session-provider.tsx';
import { lazyComponent } from '../../components/lazy-page.tsx';
import { paths } from '../../config/paths.ts';
import type { ToolCode } from '@openfds/contract';

const InventoryView = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.InventoryView));
const QuickAdrPage = lazyComponent<{ login?: string }>(() => import('../../features/tools/index.ts').then((m) => m.QuickAdrPage));
const SheetLabelsAction = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.SheetLabelsAction), null);

/** The "Labels" action of the sheet page, for a logged-in user (the label calls need an account); staff browse as staff. */
export function SessionSheetLabels({ documentCode }: { documentCode: string }) {
  const session = useSession();
  if (!session.loggedIn || session.canAdminister) return null;
  return <SheetLabelsAction documentCode={documentCode} />;
}
const QuickIcpePage = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.QuickIcpePage));
const LabelsPage = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.LabelsPage));
const ToolBalance = lazyComponent<{ login: string; tool: ToolCode }>(() => import('../../features/tools/index.ts').then((m) => m.ToolBalance), null);
const ToolOffers = lazyComponent(() => import('../../features/shop/components/tool-offers.tsx').then((m) => m.ToolOffers), null);

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

/**
 * A tool page with the shop (issue #28): the tool, then for a logged-in user what is left of it (free uses, credits),
 * then the tool's offers (the SafeBox free level and the lots), as the Vigi-Substances page shows its own.
 */
function WithShop({ tool, children }: { tool: ToolCode; children: React.ReactNode }) {
  const session = useSession();
  return (
    <>
      {children}
      {session.me ? <ToolBalance login={session.me.login} tool={tool} /> : null}
      <div className="page page--wide" id="tool-offers">
        <ToolOffers toolReference={tool} />
      </div>
    </>
  );
}

/** Quick-ADR for everyone; a logged-in user also picks lines from the sheets of their space. */
function SessionQuickAdrPage() {
  const session = useSession();
  return (
    <WithShop tool="quickAdr">
      <QuickAdrPage login={session.me?.login} />
    </WithShop>
  );
}

export const toolsAppRoutes: RouteObject[] = [
  { path: paths.myFdsInventory, element: <InventoryPage /> },
  { path: 'products/quick-adr', element: <SessionQuickAdrPage /> },
  {
    path: 'products/quick-icpe',
    element: (
      <WithShop tool="quickIcpe">
        <QuickIcpePage />
      </WithShop>
    ),
  },
  {
    path: 'products/fds-labels',
    element: (
      <WithShop tool="fdsLabels">
        <LabelsPage />
      </WithShop>
    ),
  },
];
