import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES } from '@openfds/contract';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { findOrders } from '../api.ts';
import { ResultsTable, SearchState } from '../components/results.tsx';

/** Orders and invoices: newest first, by number, customer or company, and status. */
export function OrdersPage() {
  const { t, i18n } = useTranslation('admin-catalogue');
  useDocumentTitle(t('orders.title'));
  const [params, setParams] = useSearchParams();
  const filters = { q: params.get('q') ?? '', status: params.get('status') ?? '' };
  const [form, setForm] = useState(filters);
  const rows = useQuery({ queryKey: ['admin-catalogue', 'orders', filters], queryFn: () => findOrders(filters) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')));
  };
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return (
    <div className="bo-page">
      <h1 className="bo-page__title">{t('orders.title')}</h1>
      <form className="bo-filters" role="search" onSubmit={submit}>
        <TextField label={t('orders.search')} value={form.q} onChange={(e) => setForm({ ...form, q: e.target.value })} type="search" />
        <SelectField
          label={t('orders.status')}
          value={form.status}
          placeholder={t('any')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))}
          onChange={(e) => setForm({ ...form, status: e.target.value })}
        />
        <button type="submit" className="btn btn--primary">
          {t('find')}
        </button>
      </form>
      <SearchState query={rows} />
      {rows.data && rows.data.length > 0 ? (
        <ResultsTable caption={t('orders.title')} columns={[t('orders.number'), t('orders.customer'), t('orders.total'), t('orders.status'), t('orders.date')]}>
          {rows.data.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={backOfficePath(adminPaths.order(order.id))}>{order.id}</Link>
              </td>
              <td>{[order.login, order.company_name].filter(Boolean).join(' · ')}</td>
              <td>{money.format(order.total_it)}</td>
              <td>{t(`orderStatus.${order.status}`)}</td>
              <td>{new Date(order.created_at).toLocaleDateString(i18n.language)}</td>
            </tr>
          ))}
        </ResultsTable>
      ) : null}
    </div>
  );
}
