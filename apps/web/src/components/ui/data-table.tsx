import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

/** A table with a caption and paging (page numbers start at 1). */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  page,
  pageCount,
  onPage,
}: {
  caption: ReactNode;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  page?: number;
  pageCount?: number;
  onPage?: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const captionId = useId();
  // The wrapper scrolls sideways on narrow screens: keyboard users reach it (WCAG scrollable-region-focusable).
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? 'table__num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'table__num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {page && pageCount && pageCount > 1 && onPage ? (
        <nav className="pager" aria-label={t('table.paging')}>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('table.previous')}
          </button>
          <span aria-live="polite">{t('table.pageOf', { page, count: pageCount })}</span>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {t('table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
