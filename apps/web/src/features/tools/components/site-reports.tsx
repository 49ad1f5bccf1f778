import { useTranslation } from 'react-i18next';
import { siteReportUrl, useSiteReport } from '../inventory-api.ts';
import { ApiErrorText } from './api-error-text.tsx';

/**
 * The establishment's reports (PDF, xlsx: one Quick-ICPE use a day for both). Links, so that they stay what they are
 * (and open in a new tab without the page), but fetched by the page on a click: the balance shown then drops at once,
 * and a refusal (780, nothing left) is said here instead of being saved as a file.
 */
export function SiteReports({ login, siteId }: { login: string; siteId: number }) {
  const { t, i18n } = useTranslation('tools');
  const report = useSiteReport(login);
  const link = (format: 'pdf' | 'xlsx', text: string, testId: string) => (
    <a
      href={siteReportUrl(login, siteId, format, i18n.language)}
      download
      data-testid={testId}
      aria-disabled={report.isPending}
      onClick={(e) => {
        e.preventDefault();
        if (!report.isPending) report.mutate({ siteId, format, language: i18n.language });
      }}
    >
      {text}
    </a>
  );
  return (
    <>
      <p className="tools-reports">
        {link('pdf', t('tools.credits.reportPdf'), 'site-report-pdf')} {link('xlsx', t('tools.credits.reportXlsx'), 'site-report-xlsx')}
      </p>
      <ApiErrorText error={report.error} />
    </>
  );
}
