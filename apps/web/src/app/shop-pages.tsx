import { lazyComponent } from '../components/lazy-page.tsx';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type RouteObject } from 'react-router';
import { PageFrame } from '../components/page-frame.tsx';
import { Dialog } from '../components/ui/dialog.tsx';
import { Button } from '../components/ui/button.tsx';
import { RequireLogin } from '../features/account/components/require-login.tsx';
import { useSession } from '../features/account/session/session-provider.tsx';
import { useShellState } from '../lib/shell-state.tsx';
import { useLanguage } from '../hooks/use-language.ts';
import { useDeleteCommand } from '../features/shop/api.ts';
import { paths } from '../config/paths.ts';

// Loaded on first use (issue #16: the home page carries no other page's code).
const ToolOffers = lazyComponent(() => import('../features/shop/components/tool-offers.tsx').then((m) => m.ToolOffers), null);
const CartPage = lazyComponent(() => import('../features/shop/pages/cart-page.tsx').then((m) => m.CartPage));
const PaymentReturnPage = lazyComponent(() => import('../features/shop/pages/payment-return-page.tsx').then((m) => m.PaymentReturnPage));
const ResumePaymentPage = lazyComponent(() => import('../features/shop/pages/resume-payment-page.tsx').then((m) => m.ResumePaymentPage));
const SubscriptionsPage = lazyComponent(() => import('../features/shop/pages/subscriptions-page.tsx').then((m) => m.SubscriptionsPage));
const VigiSubstancesPage = lazyComponent(() => import('../features/vigi/pages/vigi-substances-page.tsx').then((m) => m.VigiSubstancesPage));
const OrderProcessingView = lazyComponent(() => import('../features/my-fds/components/order-processing.tsx').then((m) => m.OrderProcessingView), null);

/**
 * Pages that join the shop with the session (account) and the substance watch (vigi): the cart (legacy
 * products_old route and its aliases), the payment return pages, resume, my subscriptions, and the
 * Vigi-Substances tool page with its offers.
 */

function CartRoute() {
  const session = useSession();
  const { openAuth } = useShellState();
  // The profile fills a first billing form (issue #23).
  return (
    <CartPage login={session.loggedIn ? session.me!.login : null} onLoginNeeded={() => openAuth('login')} prefill={session.loggedIn ? session.me : null} />
  );
}

function LoggedIn({ titleKey, children }: { titleKey: string; children: (login: string) => React.ReactNode }) {
  const { t } = useTranslation('shop');
  const session = useSession();
  if (!session.loggedIn) {
    return (
      <PageFrame title={t(titleKey)}>
        <RequireLogin>{null}</RequireLogin>
      </PageFrame>
    );
  }
  return <>{children(session.me!.login)}</>;
}

function VigiToolPage() {
  return (
    <>
      <VigiSubstancesPage />
      <div className="page page--wide">
        <ToolOffers toolReference="VIGI_SUBSTANCES" />
      </div>
    </>
  );
}

const paymentReturn = (
  <LoggedIn titleKey="return.checking">
    {(login) => <PaymentReturnPage login={login} processing={(orderId) => <OrderProcessingView login={login} orderId={orderId} />} />}
  </LoggedIn>
);

export const shopAppRoutes: RouteObject[] = [
  { path: 'products/vigi-substances', element: <VigiToolPage /> },
  { path: 'products_old', element: <CartRoute /> },
  { path: 'payment_success', element: <CartRoute /> },
  { path: 'resume_payment', element: <CartRoute /> },
  { path: 'products/payment_success', element: paymentReturn },
  { path: 'products_old/payment_success', element: paymentReturn },
  { path: 'products_old/resume_payment', element: <LoggedIn titleKey="resume.title">{(login) => <ResumePaymentPage login={login} />}</LoggedIn> },
  { path: 'account/subscriptions', element: <LoggedIn titleKey="subscriptions.title">{(login) => <SubscriptionsPage login={login} />}</LoggedIn> },
];

/**
 * At login, a pending order asks "resume?" (product-spec §4 "Pending payment"): yes goes to resume_payment, no
 * deletes the order, which clears the cart, the waiting offers and the pending flag. Asked once per session.
 * The question (shop texts, loaded on demand) renders only when it is asked: the shell never waits for them.
 */
export function PendingPaymentPrompt() {
  const session = useSession();
  const login = session.loggedIn ? session.me!.login : null;
  const pending = !!session.subscription && session.subscription.offers.some((o) => o.pending);
  const [dismissed, setDismissed] = useState<string | null>(() => sessionStorage.getItem('openfds.pendingAsked'));
  const open =
    !!login && pending && dismissed !== login && !window.location.pathname.includes('resume_payment') && !window.location.pathname.includes('products_old');
  useEffect(() => {
    if (!login) setDismissed(null);
  }, [login]);
  if (!open) return null;
  const close = () => {
    sessionStorage.setItem('openfds.pendingAsked', login);
    setDismissed(login);
  };
  return (
    <Suspense fallback={null}>
      <PendingPaymentDialog login={login} onClose={close} />
    </Suspense>
  );
}

function PendingPaymentDialog({ login, onClose }: { login: string; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const session = useSession();
  const navigate = useNavigate();
  const { to } = useLanguage();
  const remove = useDeleteCommand(login);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('pendingPrompt.title')}
      footer={
        <>
          <Button
            variant="ghost"
            busy={remove.isPending}
            onClick={() =>
              void remove.mutateAsync().then(() => {
                onClose();
                session.refreshSubscription();
              })
            }
          >
            {t('pendingPrompt.no')}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              void navigate(to(paths.resumePayment));
            }}
          >
            {t('pendingPrompt.yes')}
          </Button>
        </>
      }
    >
      <p>{t('pendingPrompt.text')}</p>
    </Dialog>
  );
}
