import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PROFILE_TYPES, USER_STATUSES } from '@openfds/contract';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { searchUsers } from '../api.ts';

/** Accounts: search by login, e-mail, names or company; filter by status and profile type; open one. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = { q: params.get('q') ?? '', status: params.get('status') ?? '', profile_type: params.get('profile_type') ?? '' };
  const [form, setForm] = useState(filters);
  const rows = useQuery({ queryKey: ['admin', 'users', filters], queryFn: () => searchUsers(filters) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')));
  };
  return (
    <AdminPage title={t('users.title')}>
      <form className="bo-filters" role="search" onSubmit={submit}>
        <TextField label={t('users.search')} value={form.q} onChange={(e) => setForm({ ...form, q: e.target.value })} type="search" />
        <SelectField
          label={t('users.status')}
          value={form.status}
          placeholder={t('users.any')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`users.statusName.${s}`) }))}
          onChange={(e) => setForm({ ...form, status: e.target.value })}
        />
        <SelectField
          label={t('users.profileType')}
          value={form.profile_type}
          placeholder={t('users.any')}
          options={PROFILE_TYPES.map((p) => ({ value: p, label: p }))}
          onChange={(e) => setForm({ ...form, profile_type: e.target.value })}
        />
        <button type="submit" className="btn btn--primary">
          {t('users.find')}
        </button>
      </form>
      {rows.isPending ? <Skeleton lines={5} /> : null}
      {rows.isError ? <Banner tone="danger">{rows.error.message}</Banner> : null}
      {rows.data?.length === 0 ? <EmptyState title={t('users.none')} /> : null}
      {rows.data && rows.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('users.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.login')}</th>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.company')}</th>
                <th scope="col">{t('users.status')}</th>
                <th scope="col">{t('users.profileType')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((user) => (
                <tr key={user.login}>
                  <td>
                    <Link to={backOfficePath(adminPaths.user(user.login))}>{user.login}</Link>
                  </td>
                  <td>{[user.first_name, user.last_name].filter(Boolean).join(' ')}</td>
                  <td>{user.company_name ?? ''}</td>
                  <td>{t(`users.statusName.${user.status}`)}</td>
                  <td>{user.profile_types.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
