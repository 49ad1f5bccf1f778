import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useShellState, type AuthTab } from '../../../lib/shell-state.tsx';
import { lazyComponent } from '../../../components/lazy-page.tsx';

// The forms (and their validation library) load when the popup first opens, not with every page (issue #16).
const FreeConsultForm = lazyComponent(() => import('./free-consult-form.tsx').then((m) => m.FreeConsultForm));
const LoginForm = lazyComponent(() => import('./login-form.tsx').then((m) => m.LoginForm));
const RegisterForm = lazyComponent(() => import('./register-form.tsx').then((m) => m.RegisterForm));

/** Login / register / free-consult popup: three mutually exclusive tabs (product-spec §2.4, §4). */
export function AuthDialog() {
  const { t } = useTranslation('account');
  const { auth, openAuth, closeAuth } = useShellState();
  const tabs: { key: AuthTab; label: string }[] = [
    { key: 'login', label: t('tabs.login') },
    { key: 'register', label: t('tabs.register') },
    { key: 'free', label: t('tabs.free') },
  ];
  return (
    <Dialog open={auth.open} onClose={closeAuth} title={t('dialog.title')} size="lg">
      <Tabs tabs={tabs} active={auth.tab} onChange={(tab) => openAuth(tab, auth.login)} label={t('dialog.title')}>
        {auth.tab === 'login' ? <LoginForm initialLogin={auth.login} onDone={closeAuth} /> : null}
        {auth.tab === 'register' ? <RegisterForm onShowLogin={() => openAuth('login')} /> : null}
        {auth.tab === 'free' ? <FreeConsultForm onDone={closeAuth} /> : null}
      </Tabs>
    </Dialog>
  );
}
