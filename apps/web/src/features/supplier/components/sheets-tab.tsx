import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SupplierSheet } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSetAccess, useSupplierSheets, useWithdraw } from '../api.ts';
import { AccessSelect } from './access-select.tsx';

const PAGE = 25;

/** The supplier's current sheets: per-sheet access, a new revision (replace), withdrawal. */
export function SheetsTab({ level }: { level: 'public' | 'private' | 'mixed' }) {
  const { t } = useTranslation('supplier');
  const { to } = useLanguage();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const sheets = useSupplierSheets(search, page, PAGE);
  const setAccess = useSetAccess();
  const withdraw = useWithdraw();
  const error = setAccess.error ?? withdraw.error;

  const onWithdraw = (sheet: SupplierSheet) => {
    if (window.confirm(t('sheets.withdrawConfirm', { name: sheet.product_name }))) withdraw.mutate(sheet.iddc);
  };

  return (
    <section aria-labelledby="supplier-sheets-title">
      <h2 id="supplier-sheets-title">{t('sheets.title')}</h2>
      <form
        className="supplier-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setSearch(q.trim());
        }}
      >
        <input
          className="field__input"
          type="search"
          aria-label={t('sheets.search')}
          placeholder={t('sheets.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit">{t('sheets.searchButton')}</Button>
      </form>
      {error ? <Banner tone="danger">{error.message}</Banner> : null}
      {sheets.isPending ? (
        <Skeleton lines={5} />
      ) : sheets.error ? (
        <Banner tone="danger">{sheets.error.message}</Banner>
      ) : sheets.data.items.length === 0 ? (
        <EmptyState title={t('sheets.empty')} />
      ) : (
        <DataTable
          caption={t('sheets.caption', { count: sheets.data.total })}
          rows={sheets.data.items}
          rowKey={(s) => s.iddc}
          page={page}
          pageCount={Math.max(1, Math.ceil(sheets.data.total / PAGE))}
          onPage={setPage}
          columns={[
            {
              key: 'name',
              header: t('field.product_name'),
              cell: (s) => (
                <>
                  <strong>{s.product_name}</strong>
                  {s.product_code ? <span className="supplier-muted"> · {s.product_code}</span> : null}
                </>
              ),
            },
            { key: 'lang', header: t('field.language'), cell: (s) => s.language.toUpperCase() },
            {
              key: 'rev',
              header: t('field.revision'),
              cell: (s) => [s.revision_date, s.revision_version && `v${s.revision_version}`].filter(Boolean).join(' '),
            },
            { key: 'versions', header: t('sheets.versions'), numeric: true, cell: (s) => s.versions },
            {
              key: 'access',
              header: t('field.access'),
              cell: (s) => (
                <AccessSelect
                  level={level}
                  value={s.access}
                  label={t('sheets.accessOf', { name: s.product_name })}
                  disabled={setAccess.isPending}
                  onChange={(access) => setAccess.mutate({ iddc: s.iddc, access })}
                />
              ),
            },
            {
              key: 'actions',
              header: t('sheets.actions'),
              cell: (s) => (
                <span className="supplier-actions">
                  <Link to={to(`${paths.supplier.tab('publish')}&replaces=${s.iddc}`)}>{t('sheets.replace')}</Link>
                  <Button size="sm" variant="ghost" onClick={() => onWithdraw(s)} disabled={withdraw.isPending}>
                    {t('sheets.withdraw')}
                  </Button>
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
