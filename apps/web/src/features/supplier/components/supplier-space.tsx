import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSupplierProfile } from '../api.ts';
import { CodesTab } from './codes-tab.tsx';
import { PublishTab } from './publish-tab.tsx';
import { SheetsTab } from './sheets-tab.tsx';
import { StatisticsTab } from './statistics-tab.tsx';
import { TeamTab } from './team-tab.tsx';
import '../supplier.css';

const TABS = ['sheets', 'publish', 'codes', 'statistics', 'team'] as const;
type Tab = (typeof TABS)[number];

/** The supplier's space: its sheets, publishing, customer codes, statistics and staff, one tab each (?tab=). */
export function SupplierSpace() {
  const { t } = useTranslation('supplier');
  const { to } = useLanguage();
  const profile = useSupplierProfile();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'sheets';
  if (profile.isPending) return <Skeleton lines={6} />;
  if (profile.error) {
    const notMember = profile.error instanceof ApiError && profile.error.status === 403;
    return <EmptyState title={notMember ? t('notMember.title') : profile.error.message}>{notMember ? t('notMember.text') : null}</EmptyState>;
  }
  const supplier = profile.data;
  return (
    <div className="supplier-space">
      <p className="supplier-space__who">
        {t('who', { name: supplier.name, code: supplier.code })} · {t(`level.${supplier.access_level}`)} · {t(`role.${supplier.role}`)}
      </p>
      {/* The deliveries (sends with proof) and the API keys have pages of their own, which nothing linked to. */}
      <nav className="supplier-space__pages" aria-label={t('pages.label')}>
        <Link to={to(paths.supplierDeliveries)}>{t('pages.deliveries')}</Link>
        <Link to={to(paths.account.apiKeys)}>{t('pages.apiKeys')}</Link>
      </nav>
      <Tabs
        label={t('tabs.label')}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
      >
        {tab === 'sheets' && <SheetsTab level={supplier.access_level} />}
        {tab === 'publish' && <PublishTab level={supplier.access_level} />}
        {tab === 'codes' && <CodesTab />}
        {tab === 'statistics' && <StatisticsTab />}
        {tab === 'team' && <TeamTab isAdmin={supplier.role === 'admin'} />}
      </Tabs>
    </div>
  );
}
