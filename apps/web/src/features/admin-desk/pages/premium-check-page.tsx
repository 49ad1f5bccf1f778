import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PremiumCheckDetail } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { premiumFileUrl, usePremiumCheck, usePremiumWrites } from '../api.ts';
import { CheckedReadingForm } from '../components/checked-reading-form.tsx';
import { CallError, DeskPage, unboundError } from '../components/desk-page.tsx';

/** One Premium check: the sheet's PDF beside the values read from it, corrected, saved, then approved. */
export function PremiumCheckPage() {
  const { t } = useTranslation('admin-desk');
  const code = useParams().code ?? '';
  const check = usePremiumCheck(code);
  return (
    <DeskPage title={check.data ? t('premium.checkTitle', { product: check.data.product_name }) : t('premium.title')}>
      <p>
        <Link to={backOfficePath(adminPaths.premiumChecks)}>{t('premium.back')}</Link>
      </p>
      <CallError error={check.error} />
      {check.data ? <Check check={check.data} /> : check.isPending ? <Skeleton lines={8} /> : null}
    </DeskPage>
  );
}

function Check({ check }: { check: PremiumCheckDetail }) {
  const { t, i18n } = useTranslation('admin-desk');
  const { save, approve } = usePremiumWrites(check.document_code);
  const start = check.checked ?? check.proposed;
  const evidence = ((check.reading as { evidence?: Record<string, { page: number }> } | null)?.evidence ?? {}) as Record<string, { page: number }>;
  return (
    <>
      <p>
        <Badge tone={check.status === 'awaiting' ? 'accent' : 'success'}>{t(`premium.statuses.${check.status}`)}</Badge> {check.supplier_name} ·{' '}
        {check.language} · {t('premium.dueOn', { date: formatDay(check.due_at, i18n.language) })} ·{' '}
        {t('premium.reader', { version: check.reader_version ?? '?' })}
      </p>
      {check.checked_by ? <p>{t('premium.savedBy', { login: check.checked_by, date: formatDay(check.checked_at, i18n.language) })}</p> : null}
      {check.approved_by ? <p>{t('premium.approvedBy', { login: check.approved_by, date: formatDay(check.approved_at, i18n.language) })}</p> : null}
      <div className="desk-columns desk-columns--check">
        <div className="desk-pdf">
          <iframe title={t('premium.pdf')} src={premiumFileUrl(check.document_code)} />
          <a href={premiumFileUrl(check.document_code)} target="_blank" rel="noreferrer">
            {t('premium.openPdf')}
          </a>
        </div>
        <div>
          {start ? (
            <CheckedReadingForm
              key={check.checked_at ?? 'proposed'}
              initial={start}
              evidence={evidence}
              busy={save.isPending}
              error={save.error}
              onSave={(label) => save.mutate(label)}
            />
          ) : (
            <Banner tone="warning">{t('premium.unread')}</Banner>
          )}
          <CallError error={unboundError(save.error)} />
          {check.checked && !check.approved_at ? (
            <div className="bo-section">
              <Button variant="primary" busy={approve.isPending} onClick={() => approve.mutate()}>
                {t('premium.approve')}
              </Button>
            </div>
          ) : null}
          <CallError error={approve.error} />
        </div>
      </div>
    </>
  );
}
