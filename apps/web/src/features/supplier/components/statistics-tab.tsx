import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Banner, Card, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useStatistics } from '../api.ts';

/** Consultations and downloads per sheet and per month, their monthly totals, and the customers holding a code. */
export function StatisticsTab() {
  const { t } = useTranslation('supplier');
  const { language } = useLanguage();
  const [months, setMonths] = useState(12);
  const stats = useStatistics(months);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <section aria-labelledby="supplier-stats-title">
      <h2 id="supplier-stats-title">{t('stats.title')}</h2>
      <label className="supplier-toolbar">
        {t('stats.period')}{' '}
        <select className="field__input" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
          {[3, 6, 12, 24, 36].map((m) => (
            <option key={m} value={m}>
              {t('stats.months', { count: m })}
            </option>
          ))}
        </select>
      </label>
      {stats.isPending ? (
        <Skeleton lines={5} />
      ) : stats.error ? (
        <Banner tone="danger">{stats.error.message}</Banner>
      ) : (
        <>
          <Card className="supplier-figure">
            <p>
              <strong data-testid="customers-with-code">{stats.data.customers}</strong> {t('stats.customers', { count: stats.data.customers })}
            </p>
          </Card>
          {stats.data.rows.length === 0 ? (
            <EmptyState title={t('stats.empty')} />
          ) : (
            <>
              <DataTable
                caption={t('stats.byMonth')}
                rows={stats.data.months}
                rowKey={(m) => m.month}
                columns={[
                  { key: 'month', header: t('stats.month'), cell: (m) => monthName(m.month) },
                  { key: 'c', header: t('stats.consultations'), numeric: true, cell: (m) => m.consultations.toLocaleString(language) },
                  { key: 'd', header: t('stats.downloads'), numeric: true, cell: (m) => m.downloads.toLocaleString(language) },
                ]}
              />
              <DataTable
                caption={t('stats.bySheet')}
                rows={stats.data.rows}
                rowKey={(r) => `${r.iddc}-${r.month}`}
                columns={[
                  { key: 'month', header: t('stats.month'), cell: (r) => monthName(r.month) },
                  { key: 'name', header: t('field.product_name'), cell: (r) => `${r.product_name} (${r.language.toUpperCase()})` },
                  { key: 'c', header: t('stats.consultations'), numeric: true, cell: (r) => r.consultations.toLocaleString(language) },
                  { key: 'd', header: t('stats.downloads'), numeric: true, cell: (r) => r.downloads.toLocaleString(language) },
                ]}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
