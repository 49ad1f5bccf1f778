import { useTranslation } from 'react-i18next';
import { AdminPage } from '../components/admin-page.tsx';

/** The back office's home: the platform's figures and the jobs that failed. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  return <AdminPage title={t('dashboard.title')} />;
}
