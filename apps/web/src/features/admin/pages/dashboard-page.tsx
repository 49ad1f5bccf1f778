import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { fetchDashboard } from '../api.ts';

const FIGURES = [
  'users',
  'users_locked',
  'suppliers',
  'sheets',
  'sheets_read',
  'sheets_failing',
  'extraction_queue',
  'orders_this_month',
  'open_requests',
] as const;

/** The queue's age in words a person reads at a glance (minutes, hours, days). */
function age(seconds: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (seconds < 3600) return t('dashboard.age.minutes', { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('dashboard.age.hours', { count: Math.floor(seconds / 3600) });
  return t('dashboard.age.days', { count: Math.floor(seconds / 86_400) });
}

/** The back office's home: the platform's figures and the jobs that failed, with their error. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const board = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: fetchDashboard, refetchInterval: 60_000 });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <AdminPage title={t('dashboard.title')}>
      {board.isPending ? <Skeleton lines={4} /> : null}
      {board.isError ? <Banner tone="danger">{t('loadFailed')}</Banner> : null}
      {board.data ? (
        <>
          <ul className="bo-grid" aria-label={t('dashboard.figures')}>
            {FIGURES.map((key) => (
              <li key={key} className="bo-figure">
                <span className="bo-figure__value">{number.format(board.data[key])}</span>
                <span className="bo-figure__label">{t(`dashboard.figure.${key}`)}</span>
              </li>
            ))}
            <li className="bo-figure">
              <span className="bo-figure__value">
                {board.data.extraction_queue_age_seconds === null ? '–' : age(board.data.extraction_queue_age_seconds, t)}
              </span>
              <span className="bo-figure__label">{t('dashboard.figure.queue_age')}</span>
            </li>
          </ul>
          {board.data.estimated ? <p className="bo-figure__label">{t('dashboard.estimated')}</p> : null}
          <section className="bo-section" aria-labelledby="failed-jobs">
            <h2 id="failed-jobs">{t('dashboard.failedJobs')}</h2>
            {board.data.failed_jobs.length === 0 ? (
              <EmptyState title={t('dashboard.noFailedJobs')} />
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboard.job.name')}</th>
                      <th scope="col">{t('dashboard.job.failedAt')}</th>
                      <th scope="col">{t('dashboard.job.error')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {board.data.failed_jobs.map((job) => (
                      <tr key={job.id}>
                        <td>{job.name}</td>
                        <td>{job.failed_at ? new Date(job.failed_at).toLocaleString(i18n.language) : '–'}</td>
                        <td>
                          <pre className="bo-pre">{job.error}</pre>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </AdminPage>
  );
}
