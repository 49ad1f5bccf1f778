import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PremiumCheckItem } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Badge, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { fetchFixtures, usePremiumChecks } from '../api.ts';
import { CallError, DeskPage } from '../components/desk-page.tsx';

/** Saves the approved checks as one JSON file of reader fixtures (packages/sds/test/fixtures format). */
async function downloadFixtures() {
  const fixtures = await fetchFixtures();
  const url = URL.createObjectURL(new Blob([JSON.stringify(fixtures, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'premium-check-fixtures.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** The Premium queue: sheets bought at Premium level, awaiting ones first, soonest due first. */
export function PremiumChecksPage() {
  const { t, i18n } = useTranslation('admin-desk');
  const [status, setStatus] = useState<'awaiting' | 'checked' | ''>('awaiting');
  const checks = usePremiumChecks(status);
  const [exportError, setExportError] = useState<unknown>(null);
  const columns: Column<PremiumCheckItem>[] = [
    {
      key: 'sheet',
      header: t('premium.sheet'),
      cell: (c) => (
        <>
          <Link to={backOfficePath(adminPaths.premiumCheck(c.document_code))}>{c.product_name}</Link>
          <br />
          <small>
            {c.supplier_name} · {c.language} · {c.document_code}
          </small>
        </>
      ),
    },
    {
      key: 'status',
      header: t('premium.status'),
      cell: (c) => <Badge tone={c.status === 'awaiting' ? 'accent' : 'success'}>{t(`premium.statuses.${c.status}`)}</Badge>,
    },
    { key: 'due', header: t('premium.due'), cell: (c) => formatDay(c.due_at, i18n.language) },
    { key: 'buyers', header: t('premium.buyers'), cell: (c) => c.buyers, numeric: true },
    { key: 'checked', header: t('premium.checkedBy'), cell: (c) => (c.checked_by ? `${c.checked_by} (${formatDay(c.checked_at, i18n.language)})` : '') },
  ];
  return (
    <DeskPage title={t('premium.title')}>
      <div className="bo-filters">
        <SelectField
          label={t('premium.status')}
          value={status}
          placeholder={t('requests.all')}
          options={(['awaiting', 'checked'] as const).map((s) => ({ value: s, label: t(`premium.statuses.${s}`) }))}
          onChange={(e) => setStatus(e.target.value as 'awaiting' | 'checked' | '')}
        />
        <Button onClick={() => void downloadFixtures().catch(setExportError)}>{t('premium.export')}</Button>
      </div>
      <CallError error={checks.error ?? exportError} />
      {checks.isPending ? <Skeleton lines={5} /> : null}
      {checks.data?.length === 0 ? <EmptyState title={t('premium.empty')} /> : null}
      {checks.data?.length ? <DataTable caption={t('premium.caption')} columns={columns} rows={checks.data} rowKey={(c) => c.document_code} /> : null}
    </DeskPage>
  );
}
