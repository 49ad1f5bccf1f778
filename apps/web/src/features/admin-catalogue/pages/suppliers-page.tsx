import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminSupplier } from '@openfds/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useStaffMay } from '../../../lib/staff-role.tsx';
import { addSupplierCode, findSuppliers, revokeSupplierCode, supplierCodes } from '../api.ts';
import { CustomerCodesImport } from '../components/customer-codes-import.tsx';
import { SupplierSettingsForm } from '../components/supplier-settings-form.tsx';
import '../admin-catalogue.css';
import { Banner } from '../../../components/ui/feedback.tsx';
import { SearchState } from '../components/results.tsx';

/** Suppliers: find one, edit its settings (administrators), manage its customer codes (add, import CSV, revoke). */
export function SuppliersPage() {
  const { t } = useTranslation('admin-catalogue');
  useDocumentTitle(t('suppliers.title'));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const rows = useQuery({ queryKey: ['admin-catalogue', 'suppliers', search], queryFn: () => findSuppliers(search) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed);
  };
  return (
    <div className="bo-page">
      <h1 className="bo-page__title">{t('suppliers.title')}</h1>
      <form className="bo-filters" role="search" onSubmit={submit}>
        <TextField label={t('suppliers.search')} value={typed} onChange={(e) => setTyped(e.target.value)} type="search" />
        <button type="submit" className="btn btn--primary">
          {t('find')}
        </button>
      </form>
      <SearchState query={rows} />
      <ul className="bo-list">
        {rows.data?.map((supplier) => (
          <li key={supplier.code}>
            <button
              type="button"
              className="btn btn--link"
              aria-expanded={open === supplier.code}
              onClick={() => setOpen(open === supplier.code ? null : supplier.code)}
            >
              {supplier.name} ({supplier.code}) · {t(`level.${supplier.access_level}`)} · {t('suppliers.codes', { count: supplier.customer_code_count })}
            </button>
            {open === supplier.code ? <SupplierEditor supplier={supplier} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function SupplierEditor({ supplier }: { supplier: AdminSupplier }) {
  const { t } = useTranslation('admin-catalogue');
  const queryClient = useQueryClient();
  const mayWrite = useStaffMay('suppliers.write');
  const mayAddCode = useStaffMay('customerCodes.handle');
  const [code, setCode] = useState('');
  const [customer, setCustomer] = useState('');
  const codes = useQuery({ queryKey: ['admin-catalogue', 'codes', supplier.code], queryFn: () => supplierCodes(supplier.code) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] });
  const act = useMutation({ mutationFn: (action: () => Promise<unknown>) => action(), onSuccess: refresh });
  return (
    <div className="bo-card">
      {mayWrite ? <SupplierSettingsForm supplier={supplier} /> : <SupplierFacts supplier={supplier} />}
      {act.isError ? <Banner tone="danger">{act.error.message}</Banner> : null}
      <h2>{t('suppliers.codesTitle')}</h2>
      {mayAddCode ? (
        <form
          className="bo-actions"
          onSubmit={(event) => {
            event.preventDefault();
            act.mutate(() => addSupplierCode(supplier.code, code, customer));
          }}
        >
          <TextField label={t('suppliers.code')} value={code} onChange={(e) => setCode(e.target.value)} required maxLength={100} />
          <TextField label={t('suppliers.customer')} value={customer} onChange={(e) => setCustomer(e.target.value)} maxLength={200} />
          <button type="submit" className="btn">
            {t('suppliers.addCode')}
          </button>
        </form>
      ) : null}
      {mayWrite ? <CustomerCodesImport supplierCode={supplier.code} /> : null}
      <ul>
        {codes.data?.map((c) => (
          <li key={c.id}>
            {c.code} {c.customer ? `(${c.customer})` : ''} · {t('suppliers.holders', { count: c.holders })}{' '}
            {mayWrite ? (
              <button type="button" className="btn btn--link" onClick={() => act.mutate(() => revokeSupplierCode(supplier.code, c.id))}>
                {t('suppliers.revoke')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an assistant (read-only on suppliers) sees of a supplier's settings. */
function SupplierFacts({ supplier }: { supplier: AdminSupplier }) {
  const { t } = useTranslation('admin-catalogue');
  const contact = Object.values(supplier.contact).filter(Boolean).join(' · ');
  return (
    <dl className="bo-facts">
      <dt>{t('suppliers.level')}</dt>
      <dd>{t(`level.${supplier.access_level}`)}</dd>
      <dt>{t('suppliers.member')}</dt>
      <dd>{supplier.member ? '✓' : '—'}</dd>
      <dt>{t('suppliers.redirectUrl')}</dt>
      <dd>{supplier.redirect_url ?? '—'}</dd>
      <dt>{t('suppliers.contact')}</dt>
      <dd>{contact || '—'}</dd>
    </dl>
  );
}
