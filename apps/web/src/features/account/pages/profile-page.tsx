import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/feedback.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import type { Profile } from '../api.ts';
import { PasswordChangeForm } from '../components/password-change-form.tsx';
import { ProfileEditForm } from '../components/profile-edit-form.tsx';
import { RequireLogin } from '../components/require-login.tsx';
import { useSession } from '../session/session-provider.tsx';
import { paths } from '../../../config/paths.ts';

function ProfileSummary({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const rows: [string, string | null][] = [
    [t('field.title'), profile.title ? t(`title.${profile.title === 'M.' ? 'mister' : 'madam'}`) : null],
    [t('field.name'), `${profile.first_name} ${profile.last_name}`],
    [t('field.email'), profile.email],
    [t('field.email_rescue'), profile.email_rescue],
    [t('field.company_name'), profile.company_name],
    [t('field.position'), profile.position],
    [t('field.phone_office'), profile.phone_office],
    [t('field.address'), [profile.address1, profile.zipcode, profile.city, profile.country_code].filter(Boolean).join(', ') || null],
    [t('field.siret'), profile.siret],
  ];
  return (
    <dl className="summary">
      {rows.map(([label, value]) => (
        <div key={label} className="summary__row">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileContent({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('account');
  const { to } = useLanguage();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  // The password card's texts are the page's own namespace (loaded with the page, not with the shell).
  const { t: tp } = useTranslation('profile');
  const { refreshSubscription } = session;
  // Entering the page fetches the subscription unless a load is in progress (product-spec §2.2).
  useEffect(() => refreshSubscription(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const profile = session.profile;
  if (!profile) return <Skeleton lines={6} />;
  const subscription = session.subscription;
  return (
    <div className="profile-grid">
      <Card
        title={t('profile.mine')}
        actions={
          editing ? null : (
            <>
              <button type="button" className="btn btn--primary" onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </button>
              <Link className="btn btn--ghost" to={to(paths.account.changeEmail)}>
                {t('profile.changeEmail')}
              </Link>
            </>
          )
        }
      >
        {editing ? <ProfileEditForm profile={profile} onDone={() => setEditing(false)} /> : <ProfileSummary profile={profile} />}
      </Card>
      <Card
        title={tp('passwordChange.title')}
        actions={
          changingPassword ? null : (
            <button type="button" className="btn btn--secondary" onClick={() => setChangingPassword(true)}>
              {tp('passwordChange.open')}
            </button>
          )
        }
      >
        {changingPassword ? <PasswordChangeForm login={profile.login} onDone={() => setChangingPassword(false)} /> : <p>{tp('passwordChange.lead')}</p>}
      </Card>
      <Card title={t('profile.subscriptions')}>
        <p>
          {t('profile.safebox')}{' '}
          {session.details?.safebox || profile.safebox ? <Badge tone="success">{t('profile.member')}</Badge> : <Badge>{t('profile.notMember')}</Badge>}
        </p>
        {subscription === undefined && session.subscriptionLoading ? (
          <Skeleton lines={2} />
        ) : (
          <p>{t('profile.credits', { count: Math.max(0, (subscription?.tokens ?? 0) - (subscription?.used_tokens ?? 0)) })}</p>
        )}
        {/* Staff see the site as staff (issue #26): no "add credits" prompt. */}
        {session.canAdminister ? null : (
          <>
            <Link className="btn btn--secondary" to={to(paths.products)}>
              {t('profile.addCredits')}
            </Link>{' '}
          </>
        )}
        <Link to={to(paths.account.subscriptions)}>{t('profile.subscriptions')}</Link>
      </Card>
      {session.me?.supplier ? (
        <Card title={t('supplierSpace.title')}>
          <p>{t('supplierSpace.lead', { name: session.me.supplier.name, role: t(`supplierSpace.${session.me.supplier.role}`) })}</p>
          <Link className="btn btn--secondary" to={to(paths.supplier.home)}>
            {t('supplierSpace.open')}
          </Link>
        </Card>
      ) : null}
      <Card title={t('profile.codes')}>
        <p>{t('clientsCodes.lead')}</p>
        <Link to={to(paths.account.changeClientsCodes)}>{t('profile.manageCodes')}</Link>
      </Card>
      {/* Every account may have personal API keys (issue #27: "API keys per supplier and per user"); a supplier
          member also reaches the page from the supplier space. */}
      <Card title={t('profile.apiKeys')}>
        <p>{t('profile.apiKeysLead')}</p>
        <Link to={to(paths.account.apiKeys)}>{t('profile.manageApiKeys')}</Link>
      </Card>
      {extra}
    </div>
  );
}

/**
 * /account/profil: my profile (summary, edit), subscriptions, customer codes. `extra` holds the blocks other
 * features add (app/ composes them: the SafeBox block).
 */
export function ProfilePage({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation('account');
  return (
    <PageFrame title={t('profile.title')} wide>
      <RequireLogin>
        <ProfileContent extra={extra} />
      </RequireLogin>
    </PageFrame>
  );
}
