import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierRole } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useInvite, useMembers, useRemoveMember } from '../api.ts';
import { SupplierKeys } from './supplier-keys.tsx';

/** The supplier's staff accounts; its admins invite (a mail with a link) and remove them. */
export function TeamTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('supplier');
  const members = useMembers();
  const invite = useInvite();
  const remove = useRemoveMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SupplierRole>('member');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };
  const emailError = invite.error instanceof ApiError && invite.error.field === 'email' ? invite.error.message : undefined;

  return (
    <section aria-labelledby="supplier-team-title">
      <h2 id="supplier-team-title">{t('team.title')}</h2>
      {members.isPending ? (
        <Skeleton lines={3} />
      ) : members.error ? (
        <Banner tone="danger">{members.error.message}</Banner>
      ) : (
        <>
          <DataTable
            caption={t('team.caption')}
            rows={members.data.members}
            rowKey={(m) => m.login}
            columns={[
              { key: 'login', header: t('team.login'), cell: (m) => m.login },
              { key: 'name', header: t('team.name'), cell: (m) => m.name || '—' },
              { key: 'role', header: t('team.role'), cell: (m) => t(`role.${m.role}`) },
              ...(isAdmin
                ? [
                    {
                      key: 'remove',
                      header: t('team.actions'),
                      cell: (m: { login: string }) => (
                        <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(m.login)}>
                          {t('team.remove')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {remove.error ? <Banner tone="danger">{remove.error.message}</Banner> : null}
          {isAdmin && members.data.invitations.length > 0 ? (
            <>
              <h3>{t('team.pending')}</h3>
              <ul>
                {members.data.invitations.map((i) => (
                  <li key={`${i.email}-${i.sent_at}`}>
                    {i.email} · {t(`role.${i.role}`)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      {isAdmin ? (
        <form className="supplier-grid supplier-grid--inline" onSubmit={submit} noValidate aria-label={t('team.invite')}>
          <TextField label={t('team.email')} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
          <div className="field">
            <label className="field__label" htmlFor="supplier-invite-role">
              {t('team.role')}
            </label>
            <select id="supplier-invite-role" className="field__input" value={role} onChange={(e) => setRole(e.target.value as SupplierRole)}>
              <option value="member">{t('role.member')}</option>
              <option value="admin">{t('role.admin')}</option>
            </select>
          </div>
          <div className="supplier-actions supplier-actions--end">
            <Button type="submit" variant="primary" busy={invite.isPending}>
              {t('team.invite')}
            </Button>
          </div>
          {invite.isSuccess ? (
            <Banner tone="success" role="status">
              {t('team.sent')}
            </Banner>
          ) : null}
          {invite.error && !emailError ? <Banner tone="danger">{invite.error.message}</Banner> : null}
        </form>
      ) : (
        <p className="supplier-muted">{t('team.askAdmin')}</p>
      )}
      {isAdmin ? <SupplierKeys /> : null}
    </section>
  );
}
