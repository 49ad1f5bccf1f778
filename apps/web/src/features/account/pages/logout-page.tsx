import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/feedback.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSession } from '../session/session-provider.tsx';

/** /account/logout and /logout: end the session (profile and subscription reset), then go home. */
export function LogoutPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const { to } = useLanguage();
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.logout().then(() => setDone(true));
  }, [session]);
  if (done) return <Navigate to={to()} replace state={{ loggedOut: true }} />;
  return (
    <div className="page">
      <h1 className="page__title">{t('logout.title')}</h1>
      <Skeleton lines={1} />
    </div>
  );
}
