import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { RequireLogin } from '../../features/account/components/require-login.tsx';
import { useSession } from '../../features/account/session/session-provider.tsx';
import { lazyComponent } from '../../components/lazy-page.tsx';
import type { SheetSpaceFlag } from '../../features/documents/pages/sheet-page.tsx';

// The my-FDS feature's code loads when one of its parts shows, not with the first page (issue #16).
const ChangelogView = lazyComponent(() => import('../../features/my-fds/index.ts').then((m) => m.ChangelogView));
const CustomerCodesManager = lazyComponent(() => import('../../features/my-fds/index.ts').then((m) => m.CustomerCodesManager));
const FavouriteToggle = lazyComponent(() => import('../../features/my-fds/index.ts').then((m) => m.FavouriteToggle), null);
const MyFdsSpace = lazyComponent(() => import('../../features/my-fds/index.ts').then((m) => m.MyFdsSpace));
// Labels for the selected sheets (issue #28): the tools feature's, loaded when a selection shows them.
const BulkLabels = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.BulkLabels), null);
const SheetLabelsAction = lazyComponent(() => import('../../features/tools/index.ts').then((m) => m.SheetLabelsAction), null);

/** The pages of the personal space: the my-fds feature's views behind the account's login check. */
function WithLogin({ children }: { children: (login: string) => ReactNode }) {
  const session = useSession();
  return <RequireLogin>{session.me ? children(session.me.login) : null}</RequireLogin>;
}

export function MyFdsPage() {
  const { t } = useTranslation('my-fds');
  return (
    <PageFrame title={t('page.title')} lead={t('page.lead')} wide>
      <WithLogin>
        {(login) => (
          <MyFdsSpace
            login={login}
            selectionActions={(codes, names) => (
              <>
                <BulkLabels login={login} codes={codes} names={names} />
                {/* One sheet selected: its label designer too (an uploaded sheet has no catalogue page). */}
                {codes.length === 1 ? <SheetLabelsAction key={codes[0]} documentCode={codes[0]!} /> : null}
              </>
            )}
          />
        )}
      </WithLogin>
    </PageFrame>
  );
}

export function MyChemicalBasePage() {
  const { t } = useTranslation('my-fds');
  return (
    <PageFrame title={t('changelog.title')} lead={t('changelog.lead')} wide>
      <WithLogin>{(login) => <ChangelogView login={login} />}</WithLogin>
    </PageFrame>
  );
}

export function ChangeClientsCodesPage() {
  const { t } = useTranslation('my-fds');
  return (
    <PageFrame title={t('codes.title')} lead={t('codes.lead')}>
      <WithLogin>{(login) => <CustomerCodesManager login={login} />}</WithLogin>
    </PageFrame>
  );
}

export const myFdsRoutes: RouteObject[] = [
  { path: 'my-fds', element: <MyFdsPage /> },
  { path: 'my-fds/changelog', element: <MyChemicalBasePage /> },
];

/** Account routes work without the language prefix too (product-spec §2.2): this one is mounted in both places. */
export const myFdsAccountRoutes: RouteObject[] = [{ path: 'account/change-clients-codes', element: <ChangeClientsCodesPage /> }];

/** The add/remove control with the session's login (result rows: each row carries its myFDS flag). */
export function SessionFavouriteToggle(props: { documentCode: string; initial: boolean; productName?: string }) {
  const session = useSession();
  // Staff browse the site as staff (issue #26): no "add to my SDS" prompt.
  if (session.canAdminister) return null;
  return <FavouriteToggle login={session.loggedIn ? (session.me?.login ?? null) : null} {...props} />;
}

/**
 * The sheet page's add/remove control: the sheet's own myFDS flag, no call of its own. A sheet read before the user
 * logged in (a visitor's reply has no flag) is read again once, now with the flag.
 */
export function SessionSheetFavourite({ documentCode, space }: { documentCode: string; space: SheetSpaceFlag }) {
  const session = useSession();
  const login = session.loggedIn ? (session.me?.login ?? null) : null;
  const unknown = !!login && !session.canAdminister && space.inSpace === undefined;
  // Once: a server that still gives no flag (a session ended meanwhile) must not make the page ask in a loop.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!unknown || refreshed.current) return;
    refreshed.current = true;
    space.refresh();
  }, [unknown, space]);
  if (session.canAdminister) return null;
  return <FavouriteToggle login={login} documentCode={documentCode} initial={space.inSpace} onChange={space.onChange} />;
}

/** Heading of the my-FDS column of the search results. */
export function MyFdsColumnHeader() {
  // Without suspending: while this column's texts loaded, the whole results page gave way to its loading frame the
  // moment the results arrived, and the customer-code field above the table lost the focus and what was being typed
  // (the flaky "right customer code" browser test: its typing landed in that moment under load).
  const { t, ready } = useTranslation('my-fds', { useSuspense: false });
  const session = useSession();
  return session.canAdminister || !ready ? null : <>{t('page.title')}</>;
}
