import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SHEET_ACCESSES, type AdminSheetDetail, type SheetAccessLevel } from '@openfds/contract';
import { Banner, Skeleton } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useStaffMay } from '../../../lib/staff-role.tsx';
import { ApiError } from '../../../lib/api.ts';
import { adminPaths, backOfficePath } from '../../../config/paths.ts';
import { deleteSheet, fetchSheet, reextractSheets, restoreSheet, setSheetAccess, sheetDataUrls, sheetFileUrl } from '../api.ts';
import { auditKeys } from '../../../lib/queries/audit.ts';
import { AuditRows } from '../components/audit-rows.tsx';
import '../admin-catalogue.css';

/** One sheet: its state, access, deletion and reading again (administrators), the reader's output beside the PDF. */
export function SheetPage() {
  const { t } = useTranslation('admin-catalogue');
  const code = useParams().code ?? '';
  const queryClient = useQueryClient();
  const mayWrite = useStaffMay('sheets.write');
  const sheet = useQuery({ queryKey: ['admin-catalogue', 'sheet', code], queryFn: () => fetchSheet(code) });
  useDocumentTitle(sheet.data?.product_name ?? t('sheets.title'));
  const [access, setAccess] = useState<SheetAccessLevel | ''>('');
  // The sheet and the lists, and the audit rows the change added to (their own key, shared with the audit page).
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] }), queryClient.invalidateQueries({ queryKey: auditKeys.all })]);
  const change = useMutation({ mutationFn: (action: () => Promise<void>) => action(), onSuccess: refresh });
  if (sheet.isPending) return <Skeleton lines={8} />;
  if (sheet.isError) return <Banner tone="danger">{sheet.error.message}</Banner>;
  const s = sheet.data;
  const chosen = access || s.access;
  return (
    <div className="bo-page">
      <h1 className="bo-page__title">{s.product_name}</h1>
      <dl className="bo-facts">
        <dt>{t('sheets.code')}</dt>
        <dd>{s.iddc}</dd>
        <dt>{t('sheets.supplier')}</dt>
        <dd>{s.supplier_name}</dd>
        <dt>{t('sheets.access')}</dt>
        <dd data-testid="sheet-access">{t(`access.${s.access}`)}</dd>
        <dt>{t('sheets.state')}</dt>
        <dd>{s.deleted_at ? t('state.deleted') : t('state.live')}</dd>
        <dt>{t('sheets.reading')}</dt>
        <dd>{s.extraction_status ?? t('sheets.neverRead')}</dd>
      </dl>
      {change.isError ? (
        <Banner tone="danger">
          {change.error.message} <NewerRevisionLink error={change.error} onOpen={() => change.reset()} />
        </Banner>
      ) : null}
      {mayWrite ? (
        <div className="bo-actions">
          <SelectField
            label={t('sheets.access')}
            value={chosen}
            options={SHEET_ACCESSES.map((a) => ({ value: a, label: t(`access.${a}`) }))}
            onChange={(e) => setAccess(e.target.value as SheetAccessLevel)}
          />
          <button
            type="button"
            className="btn btn--primary"
            disabled={chosen === s.access || change.isPending}
            onClick={() => change.mutate(() => setSheetAccess(code, chosen))}
          >
            {t('sheets.saveAccess')}
          </button>
          {s.deleted_at ? (
            <button type="button" className="btn" onClick={() => change.mutate(() => restoreSheet(code))}>
              {t('sheets.restore')}
            </button>
          ) : (
            <button type="button" className="btn" onClick={() => change.mutate(() => deleteSheet(code))}>
              {t('sheets.delete')}
            </button>
          )}
          <button type="button" className="btn" onClick={() => change.mutate(() => reextractSheets([code]))}>
            {t('sheets.reextract')}
          </button>
        </div>
      ) : null}
      <div className="bo-split">
        <iframe className="bo-split__pdf" title={t('sheets.pdf')} src={sheetFileUrl(code)} />
        <section aria-label={t('sheets.output')} className="bo-split__data">
          <h2>{t('sheets.output')}</h2>
          <p>{s.reader_version ? t('sheets.readerVersion', { version: s.reader_version }) : t('sheets.neverRead')}</p>
          {s.extraction_error ? <Banner tone="warning">{s.extraction_error}</Banner> : null}
          <DataDownloads sheet={s} />
          <pre className="bo-json">{s.reading ? JSON.stringify(s.reading, null, 2) : ''}</pre>
        </section>
      </div>
      <AuditRows targetType="document" targetId={code} />
    </div>
  );
}

/**
 * The extracted data as the customer's downloads (issue #26): the public routes serve the live revision of a code, so
 * only a live, read sheet offers them; the control report needs the Annex II check of a recent reading.
 */
function DataDownloads({ sheet }: { sheet: AdminSheetDetail }) {
  const { t } = useTranslation('admin-catalogue');
  if (!sheet.is_latest || sheet.deleted_at || sheet.extraction_status !== 'extracted') return null;
  const urls = sheetDataUrls(sheet.iddc);
  const checked = typeof sheet.reading === 'object' && sheet.reading !== null && 'annexII' in sheet.reading && !!sheet.reading.annexII;
  return (
    <p className="bo-actions" data-testid="sheet-data-downloads">
      <a className="btn" href={urls.xlsx} download>
        {t('sheets.downloadXlsx')}
      </a>
      <a className="btn" href={urls.report} download>
        {t('sheets.downloadReport')}
      </a>
      {checked ? (
        <a className="btn" href={urls.control} download>
          {t('sheets.downloadControl')}
        </a>
      ) : null}
    </p>
  );
}

/** A restore refused because a newer revision is live (800) names that sheet: the way to open it. */
function NewerRevisionLink({ error, onOpen }: { error: Error; onOpen: () => void }) {
  const { t } = useTranslation('admin-catalogue');
  const newer = error instanceof ApiError ? error.data.find((d) => d.name === 'newer')?.value : undefined;
  if (typeof newer !== 'string') return null;
  return (
    <Link to={backOfficePath(adminPaths.sheet(newer))} onClick={onOpen}>
      {t('sheets.openNewer')}
    </Link>
  );
}
