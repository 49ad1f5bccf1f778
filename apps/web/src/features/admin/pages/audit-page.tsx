import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { AuditTable } from '../../../components/audit-table.tsx';
import { auditQuery, type AuditFilters } from '../../../lib/queries/audit.ts';

const PAGE = 50;
const FILTERS = ['action', 'staff_login', 'target_type', 'target_id', 'from', 'to'] as const;

/** The audit log (read and filter; nobody can edit it): who did what, when, to what, before and after. */
export function AuditPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined]));
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [form, setForm] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])));
  const rows = useQuery(auditQuery({ ...filters, offset }, PAGE));
  const labels = {
    caption: t('audit.title'),
    at: t('audit.at'),
    who: t('audit.filter.staff_login'),
    action: t('audit.filter.action'),
    target: t('audit.target'),
    before: t('audit.before'),
    after: t('audit.after'),
    reason: t('audit.reason'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim() !== '')));
  };
  const page = (next: number) => setParams({ ...Object.fromEntries(params), offset: String(next) });
  return (
    <AdminPage title={t('audit.title')}>
      <form className="bo-filters" onSubmit={submit} role="search">
        {FILTERS.map((name) => (
          <div key={name} className="field">
            <label className="field__label" htmlFor={`audit-${name}`}>
              {t(`audit.filter.${name}`)}
            </label>
            <input
              id={`audit-${name}`}
              className="field__input"
              type={name === 'from' || name === 'to' ? 'date' : 'text'}
              value={form[name] ?? ''}
              onChange={(e) => setForm({ ...form, [name]: e.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="btn btn--primary">
          {t('audit.apply')}
        </button>
      </form>
      {rows.isPending ? <Skeleton lines={5} /> : null}
      {rows.isError ? <Banner tone="danger">{rows.error.message}</Banner> : null}
      {rows.data && rows.data.length === 0 ? <EmptyState title={t('audit.none')} /> : null}
      {rows.data && rows.data.length > 0 ? <AuditTable rows={rows.data} labels={labels} language={i18n.language} /> : null}
      <div className="form-actions">
        {offset > 0 ? (
          <button type="button" className="btn btn--secondary" onClick={() => page(Math.max(0, offset - PAGE))}>
            {t('previous')}
          </button>
        ) : null}
        {rows.data && rows.data.length === PAGE ? (
          <button type="button" className="btn btn--secondary" onClick={() => page(offset + PAGE)}>
            {t('next')}
          </button>
        ) : null}
      </div>
    </AdminPage>
  );
}
