import { useTranslation } from 'react-i18next';
import { ERRORS } from '@openfds/contract';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Banner, Card, Skeleton } from '../../../components/ui/feedback.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useAcceptInvitation, useInvitation } from '../api.ts';

/**
 * The page of a mailed invitation: who invites, then "accept" for the logged-in person with the invited address; a
 * person without an account registers first (the login dialog's register tab), then comes back to the same link.
 */
export function SupplierInvitation({
  token,
  loggedIn,
  onLogin,
  onRegister,
}: {
  token: string;
  loggedIn: boolean;
  onLogin: () => void;
  onRegister: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { to } = useLanguage();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  if (invitation.isPending) return <Skeleton lines={3} />;
  if (invitation.error) {
    // A link cut short by a mail client fails the token's format check (595, "the format is not valid"): say what
    // happened to the link instead. An unknown or used link has its own catalogue text (764).
    const incomplete = invitation.error instanceof ApiError && invitation.error.code === ERRORS.validation.code;
    return <Banner tone="danger">{incomplete ? t('invitation.incomplete') : invitation.error.message}</Banner>;
  }
  const view = invitation.data;
  if (accept.isSuccess) {
    return (
      <Card>
        <p role="status">{t('invitation.joined', { name: accept.data.supplier_name })}</p>
        <ButtonLink variant="primary" to={to(paths.supplier.home)}>
          {t('invitation.open')}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card>
      <p>{t('invitation.text', { name: view.supplier_name, email: view.email, role: t(`role.${view.role}`) })}</p>
      {accept.error ? <Banner tone="danger">{accept.error.message}</Banner> : null}
      {loggedIn ? (
        <Button variant="primary" busy={accept.isPending} onClick={() => accept.mutate()}>
          {t('invitation.accept')}
        </Button>
      ) : (
        <div className="supplier-actions">
          <p>{view.account_exists ? t('invitation.login') : t('invitation.register')}</p>
          <Button variant="primary" onClick={view.account_exists ? onLogin : onRegister}>
            {view.account_exists ? t('invitation.loginButton') : t('invitation.registerButton')}
          </Button>
        </div>
      )}
    </Card>
  );
}
