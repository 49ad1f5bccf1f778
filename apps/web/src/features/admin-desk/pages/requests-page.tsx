import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DESK_REQUEST_STATUSES, FORM_KINDS, type DeskRequestSummary } from '@openfds/contract';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Badge, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { useRequests, type RequestFilters } from '../api.ts';
import { CallError, DeskPage } from '../components/desk-page.tsx';

export const STATUS_TONE = { new: 'accent', in_progress: 'primary', answered: 'success', closed: 'neutral' } as const;

/** The requests desk: contact, support and customer-code requests, newest first, by status, kind and assignee. */
export function RequestsPage() {
  const { t, i18n } = useTranslation('admin-desk');
  const [filters, setFilters] = useState<RequestFilters>({ status: 'new' });
  const requests = useRequests(filters);
  const columns: Column<DeskRequestSummary>[] = [
    { key: 'reference', header: t('requests.reference'), cell: (r) => <Link to={backOfficePath(adminPaths.request(r.id))}>{r.reference}</Link> },
    { key: 'kind', header: t('requests.kind'), cell: (r) => t(`kind.${r.kind}`) },
    {
      key: 'from',
      header: t('requests.from'),
      cell: (r) => (
        <>
          {r.name}
          <br />
          <small>{r.company_name || r.email}</small>
        </>
      ),
    },
    { key: 'subject', header: t('requests.subject'), cell: (r) => r.subject ?? '' },
    { key: 'status', header: t('requests.status'), cell: (r) => <Badge tone={STATUS_TONE[r.status]}>{t(`status.${r.status}`)}</Badge> },
    { key: 'assignee', header: t('requests.assignee'), cell: (r) => r.assignee ?? t('requests.nobody') },
    { key: 'received', header: t('requests.received'), cell: (r) => formatDay(r.created_at, i18n.language) },
  ];
  return (
    <DeskPage title={t('requests.title')}>
      <div className="bo-filters">
        <SelectField
          label={t('requests.status')}
          value={filters.status ?? ''}
          placeholder={t('requests.all')}
          options={DESK_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(e) => setFilters({ ...filters, status: e.target.value as RequestFilters['status'] })}
        />
        <SelectField
          label={t('requests.kind')}
          value={filters.kind ?? ''}
          placeholder={t('requests.all')}
          options={FORM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          onChange={(e) => setFilters({ ...filters, kind: e.target.value as RequestFilters['kind'] })}
        />
        <SelectField
          label={t('requests.assignee')}
          value={filters.assignee ?? ''}
          placeholder={t('requests.all')}
          options={[
            { value: 'me', label: t('requests.mine') },
            { value: 'none', label: t('requests.nobody') },
          ]}
          onChange={(e) => setFilters({ ...filters, assignee: e.target.value })}
        />
      </div>
      <CallError error={requests.error} />
      {requests.isPending ? <Skeleton lines={5} /> : null}
      {requests.data?.length === 0 ? <EmptyState title={t('requests.empty')} /> : null}
      {requests.data?.length ? <DataTable caption={t('requests.caption')} columns={columns} rows={requests.data} rowKey={(r) => String(r.id)} /> : null}
    </DeskPage>
  );
}
