import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';

/** What a back-office search shows before its results: loading, its failure, or "nothing found" (the lists share it). */
export function SearchState({ query }: { query: UseQueryResult<unknown[]> }) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <>
      {query.isPending ? <Skeleton lines={5} /> : null}
      {query.isError ? <Banner tone="danger">{query.error.message}</Banner> : null}
      {query.data?.length === 0 ? <EmptyState title={t('none')} /> : null}
    </>
  );
}

/** A back-office results table: scrolls in its own frame, a caption for screen readers, its column heads, the rows. */
export function ResultsTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
