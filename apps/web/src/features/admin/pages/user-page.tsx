import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SETTABLE_PROFILE_TYPES, type AdminUserDetail } from '@openfds/contract';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api.ts';
import { useStaffMay } from '../../../lib/staff-role.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import * as adminApi from '../api.ts';

const errorOf = (error: unknown) => (error instanceof ApiError ? error : null);

function Roles({ user, onDone }: { user: AdminUserDetail; onDone: () => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [types, setTypes] = useState<string[]>(user.profile_types);
  const save = useMutation({ mutationFn: () => adminApi.setProfiles(user.login, types), onSuccess: onDone });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className="bo-filters">
        <legend>{t('user.roles')}</legend>
        {SETTABLE_PROFILE_TYPES.map((type) => (
          <div key={type} className="field field--checkbox">
            <input
              id={`role-${type}`}
              type="checkbox"
              checked={types.includes(type)}
              onChange={(e) => setTypes(e.target.checked ? [...types, type] : types.filter((x) => x !== type))}
            />
            <label htmlFor={`role-${type}`}>{type}</label>
          </div>
        ))}
      </fieldset>
      {errorOf(save.error) ? <Banner tone="danger">{errorOf(save.error)!.message}</Banner> : null}
      <button type="submit" className="btn btn--primary btn--sm" aria-busy={save.isPending}>
        {t('user.saveRoles')}
      </button>
    </form>
  );
}

function Credits({ user, onDone }: { user: AdminUserDetail; onDone: () => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState({ offer: user.offers[0]?.offer ?? '', delta: '', reason: '' });
  const save = useMutation({
    mutationFn: () => adminApi.adjustCredits(user.login, { offer: form.offer, delta: Number(form.delta), reason: form.reason }),
    onSuccess: async () => {
      setForm({ ...form, delta: '', reason: '' });
      await onDone();
    },
  });
  const error = errorOf(save.error);
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  if (user.offers.length === 0) return <p>{t('user.noOffers')}</p>;
  return (
    <form className="bo-filters" onSubmit={submit} noValidate>
      <SelectField
        label={t('user.offer')}
        value={form.offer}
        options={user.offers.map((o) => ({ value: o.offer, label: o.offer }))}
        onChange={(e) => setForm({ ...form, offer: e.target.value })}
        error={fieldError('offer')}
      />
      <TextField
        label={t('user.delta')}
        type="number"
        value={form.delta}
        onChange={(e) => setForm({ ...form, delta: e.target.value })}
        error={fieldError('delta')}
      />
      <TextField
        label={t('user.reason')}
        value={form.reason}
        required
        onChange={(e) => setForm({ ...form, reason: e.target.value })}
        error={fieldError('reason')}
      />
      {error && !error.field ? <Banner tone="danger">{error.message}</Banner> : null}
      <button type="submit" className="btn btn--primary btn--sm" aria-busy={save.isPending}>
        {t('user.adjust')}
      </button>
    </form>
  );
}

/** One account: profile, roles and profile types, lock, SafeBox state, credits, sessions. Every change is audited. */
export function UserPage() {
  const { t, i18n } = useTranslation('admin');
  const { login = '' } = useParams();
  const client = useQueryClient();
  const user = useQuery({ queryKey: ['admin', 'user', login], queryFn: () => adminApi.fetchUser(login) });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'user', login] });
  const mayRoles = useStaffMay('roles.write');
  const mayLock = useStaffMay('users.write');
  const mayCredits = useStaffMay('credits.adjust');
  const maySessions = useStaffMay('sessions.end');
  const lock = useMutation({ mutationFn: (locked: boolean) => adminApi.setLocked(login, locked), onSuccess: refresh });
  const end = useMutation({ mutationFn: (id?: number) => adminApi.endSessions(login, id), onSuccess: refresh });
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  if (!user.data) return <AdminPage title={login}>{user.isError ? <Banner tone="danger">{user.error.message}</Banner> : <Skeleton lines={6} />}</AdminPage>;
  const u = user.data;
  const actionError = errorOf(lock.error) ?? errorOf(end.error);
  return (
    <AdminPage title={u.login}>
      <p>
        <Link to={backOfficePath(adminPaths.users)}>{t('user.back')}</Link> ·{' '}
        <Link to={backOfficePath(`${adminPaths.audit}?target_type=user&target_id=${encodeURIComponent(u.login)}`)}>{t('user.history')}</Link>
      </p>
      {actionError ? <Banner tone="danger">{actionError.message}</Banner> : null}
      <section className="bo-section">
        <h2>{t('user.profile')}</h2>
        <dl>
          <dt>{t('users.name')}</dt>
          <dd>{[u.first_name, u.last_name].filter(Boolean).join(' ') || '–'}</dd>
          <dt>{t('users.company')}</dt>
          <dd>{u.company_name ?? '–'}</dd>
          <dt>{t('user.email')}</dt>
          <dd>{u.email}</dd>
          <dt>{t('users.status')}</dt>
          <dd>{t(`users.statusName.${u.status}`)}</dd>
          <dt>{t('user.created')}</dt>
          <dd>{when(u.created_at)}</dd>
        </dl>
        {mayLock ? (
          <button
            type="button"
            className={`btn btn--sm ${u.status === 'disabled' ? 'btn--secondary' : 'btn--danger'}`}
            onClick={() => lock.mutate(u.status !== 'disabled')}
          >
            {u.status === 'disabled' ? t('user.unlock') : t('user.lock')}
          </button>
        ) : null}
      </section>
      <section className="bo-section">
        <h2>{t('user.roles')}</h2>
        {mayRoles ? <Roles key={u.profile_types.join()} user={u} onDone={refresh} /> : <p>{u.profile_types.join(', ')}</p>}
      </section>
      <section className="bo-section">
        <h2>{t('user.safebox')}</h2>
        <p>
          {t(`user.safeboxState.${u.safebox_status.state}`)}
          {u.safebox_status.contract_identifier ? ` · ${u.safebox_status.contract_identifier}` : ''}
        </p>
      </section>
      <section className="bo-section">
        <h2>{t('user.credits')}</h2>
        {u.offers.length > 0 ? (
          <ul>
            {u.offers.map((o) => (
              <li key={o.offer}>{t('user.offerLine', { offer: o.offer, credits: o.credits, used: o.used, left: o.left, end: o.end_date })}</li>
            ))}
          </ul>
        ) : null}
        {mayCredits ? <Credits user={u} onDone={refresh} /> : null}
      </section>
      <section className="bo-section">
        <h2>{t('user.sessions')}</h2>
        {u.sessions.length === 0 ? <p>{t('user.noSessions')}</p> : null}
        <ul>
          {u.sessions.map((s) => (
            <li key={s.id}>
              {t('user.sessionLine', { created: when(s.created_at), seen: when(s.last_seen_at), ip: s.ip ?? '–' })}{' '}
              {maySessions ? (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => end.mutate(s.id)}>
                  {t('user.endSession')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {maySessions && u.sessions.length > 1 ? (
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => end.mutate(undefined)}>
            {t('user.endAll')}
          </button>
        ) : null}
      </section>
    </AdminPage>
  );
}
