import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SHEET_ACCESSES, SHEET_STATES } from '@openfds/contract';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { findSheets } from '../api.ts';
import { ResultsTable, SearchState } from '../components/results.tsx';

/** Sheets: find any sheet (code, start of the product name, product code), secret and deleted ones included. */
export function SheetsPage() {
  const { t } = useTranslation('admin-catalogue');
  useDocumentTitle(t('sheets.title'));
  const [params, setParams] = useSearchParams();
  const filters = { q: params.get('q') ?? '', access: params.get('access') ?? '', state: params.get('state') ?? '' };
  const [form, setForm] = useState(filters);
  const rows = useQuery({ queryKey: ['admin-catalogue', 'sheets', filters], queryFn: () => findSheets(filters) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')));
  };
  return (
    <div className="bo-page">
      <h1 className="bo-page__title">{t('sheets.title')}</h1>
      <form className="bo-filters" role="search" onSubmit={submit}>
        <TextField label={t('sheets.search')} value={form.q} onChange={(e) => setForm({ ...form, q: e.target.value })} type="search" />
        <SelectField
          label={t('sheets.access')}
          value={form.access}
          placeholder={t('any')}
          options={SHEET_ACCESSES.map((a) => ({ value: a, label: t(`access.${a}`) }))}
          onChange={(e) => setForm({ ...form, access: e.target.value })}
        />
        <SelectField
          label={t('sheets.state')}
          value={form.state}
          placeholder={t('any')}
          options={SHEET_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          onChange={(e) => setForm({ ...form, state: e.target.value })}
        />
        <button type="submit" className="btn btn--primary">
          {t('find')}
        </button>
      </form>
      <SearchState query={rows} />
      {rows.data && rows.data.length > 0 ? (
        <ResultsTable
          caption={t('sheets.title')}
          columns={[t('sheets.product'), t('sheets.code'), t('sheets.supplier'), t('sheets.access'), t('sheets.state')]}
        >
          {rows.data.map((sheet) => (
            <tr key={sheet.iddc}>
              <td>
                <Link to={backOfficePath(adminPaths.sheet(sheet.iddc))}>{sheet.product_name}</Link>
              </td>
              <td>{sheet.iddc}</td>
              <td>{sheet.supplier_name}</td>
              <td>{t(`access.${sheet.access}`)}</td>
              <td>{sheet.deleted_at ? t('state.deleted') : t('state.live')}</td>
            </tr>
          ))}
        </ResultsTable>
      ) : null}
    </div>
  );
}
