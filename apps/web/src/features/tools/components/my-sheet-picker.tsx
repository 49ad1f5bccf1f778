import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSettledValue } from '../../../hooks/use-settled-value.ts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';

/** A sheet of the user's space, as the picker shows it. */
export interface PickedSheet {
  document_code: string;
  product_name: string;
  supplier_name: string;
  /** The list tells a product's revisions apart by it (three "Add DURAPRO ... (Carbos SAS)" buttons looked the same). */
  revision_date?: string | null;
}

/**
 * Picks a sheet of the user's my-FDS space by product name (issue #28: "an ADR load calculator that picks the user's
 * sheets"). The tool then reads the sheet's own section 14 (UN number, packing group) on the server.
 */
export function MySheetPicker({ login, onPick }: { login: string; onPick: (sheet: PickedSheet) => void }) {
  const { t, i18n } = useTranslation('tools');
  const id = useId();
  const dateOf = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC' });
  const [typed, setTyped] = useState('');
  const settled = useSettledValue(typed.trim(), 250);
  const sheets = useQuery({
    queryKey: ['tools', 'my-sheets', login, settled],
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: '20', sort_by: 'product_name', sort_direction: 'asc' });
      if (settled) query.set('product_name', settled);
      return (await api<PickedSheet>(`/users/${encodeURIComponent(login)}/mySDS/documents?${query.toString()}`, { signal })).items;
    },
  });
  return (
    <div className="tools-picker">
      <label htmlFor={id}>{t('tools.picker.label')}</label>
      <input id={id} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={t('tools.picker.placeholder')} />
      {sheets.isError ? <p role="alert">{t('tools.picker.error')}</p> : null}
      {sheets.data && sheets.data.length === 0 ? <p>{t('tools.picker.none')}</p> : null}
      {sheets.data && sheets.data.length > 0 ? (
        <ul className="tools-picker__list" aria-label={t('tools.picker.label')}>
          {sheets.data.map((sheet) => (
            <li key={sheet.document_code}>
              <button type="button" onClick={() => onPick(sheet)}>
                {sheet.revision_date
                  ? t('tools.picker.addRevised', { product: sheet.product_name, supplier: sheet.supplier_name, date: dateOf(sheet.revision_date) })
                  : t('tools.picker.add', { product: sheet.product_name, supplier: sheet.supplier_name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
