import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuditTable } from '../../../components/audit-table.tsx';
import { auditQuery } from '../../../lib/queries/audit.ts';

/** What staff did to one target (audit log rows), newest first: who, when, what, before and after. */
export function AuditRows({ targetType, targetId }: { targetType: string; targetId: string }) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const rows = useQuery(auditQuery({ target_type: targetType, target_id: targetId }));
  const labels = {
    caption: t('audit.title'),
    at: t('audit.at'),
    who: t('audit.who'),
    action: t('audit.action'),
    before: t('audit.before'),
    after: t('audit.after'),
    reason: t('audit.reason'),
  };
  return (
    <section aria-labelledby="catalogue-audit">
      <h2 id="catalogue-audit">{t('audit.title')}</h2>
      {rows.data?.length === 0 ? <p>{t('audit.none')}</p> : null}
      {rows.data && rows.data.length > 0 ? <AuditTable rows={rows.data} labels={labels} language={i18n.language} testId="catalogue-audit" /> : null}
    </section>
  );
}
