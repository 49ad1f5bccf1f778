import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditOf } from '../api.ts';

/** What staff did to one target (audit log rows), newest first: who, when, what, before and after. */
export function AuditRows({ targetType, targetId }: { targetType: string; targetId: string }) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const rows = useQuery({ queryKey: ['admin-catalogue', 'audit', targetType, targetId], queryFn: () => auditOf(targetType, targetId) });
  return (
    <section aria-labelledby="catalogue-audit">
      <h2 id="catalogue-audit">{t('audit.title')}</h2>
      {rows.data?.length === 0 ? <p>{t('audit.none')}</p> : null}
      {rows.data && rows.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table" data-testid="catalogue-audit">
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((row) => (
                <tr key={row.id}>
                  <td>{new Date(row.at).toLocaleString(i18n.language)}</td>
                  <td>{row.staff_login}</td>
                  <td>{row.action}</td>
                  <td>
                    <code>{JSON.stringify(row.before)}</code> → <code>{JSON.stringify(row.after)}</code>
                    {row.reason ? ` (${row.reason})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
