import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChangelogWithheld } from '@openfds/contract';
import { paths } from '../../../config/paths.ts';
import { localPath } from '../../../lib/language-path.ts';
import { EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { changelogExportPath, fetchExport, useChangelog } from '../api.ts';
import { saveBlob, WrongContentError } from '../../../lib/files.ts';
import '../my-fds.css';
import { errorText } from '../../../lib/api-errors.ts';
import { languageOrFrench } from '@openfds/contract';

/** "My chemical base": the change log of the space with its date filters and an Excel export. */
export function ChangelogView({ login }: { login: string }) {
  const { t, i18n } = useTranslation('my-fds');
  const toast = useToast();
  const [draft, setDraft] = useState({ dateStart: '', dateEnd: '' });
  const [range, setRange] = useState({ dateStart: '', dateEnd: '' });
  const [busy, setBusy] = useState(false);
  const log = useChangelog(login, range);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const exportLog = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchExport(changelogExportPath(login, range), 'xlsx'), 'my-fds-changelog.xlsx');
    } catch (error) {
      toast(error instanceof WrongContentError ? t('export.wrongContent') : errorText(error, t('export.failed')), 'danger');
    } finally {
      setBusy(false);
    }
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  // Issue #23: the changed field by its label, and a changed revision date as a date, in the page's language.
  const fieldName = (field: string) => t(`changelog.fields.${field}`, { defaultValue: field });
  const value = (field: string, v: string | null) => (v === null ? '—' : field === 'revision_date' && /^\d{4}-\d{2}-\d{2}/.test(v) ? date(v) : v);
  return (
    <div className="my-fds">
      <form className="my-fds__filters" onSubmit={apply} aria-label={t('changelog.filters')}>
        <label className="field">
          <span className="field__label">{t('changelog.dateStart')}</span>
          <input className="field__input" type="date" value={draft.dateStart} onChange={(e) => setDraft((d) => ({ ...d, dateStart: e.target.value }))} />
        </label>
        <label className="field">
          <span className="field__label">{t('changelog.dateEnd')}</span>
          <input className="field__input" type="date" value={draft.dateEnd} onChange={(e) => setDraft((d) => ({ ...d, dateEnd: e.target.value }))} />
        </label>
        <div className="form-actions">
          <button type="submit" className="btn btn--secondary">
            {t('filters.apply')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={exportLog} aria-busy={busy || undefined} disabled={busy}>
            {t('changelog.export')}
          </button>
        </div>
      </form>
      {log.isPending ? <Skeleton lines={4} /> : null}
      {log.isError ? (
        <p className="form-message form-message--danger" role="alert">
          {t('list.loadError')}
        </p>
      ) : null}
      {log.data && log.data.withheld.length > 0 ? <WithheldNote withheld={log.data.withheld} /> : null}
      {log.data && log.data.rows.length === 0 && log.data.withheld.length === 0 ? <EmptyState title={t('changelog.empty')} /> : null}
      {log.data && log.data.rows.length > 0 ? (
        <div className="table-wrap">
          <table className="table my-fds__table">
            <caption className="visually-hidden">{t('changelog.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.product')}</th>
                <th scope="col">{t('changelog.section')}</th>
                <th scope="col">{t('changelog.label')}</th>
                <th scope="col">{t('changelog.created')}</th>
                <th scope="col">{t('changelog.modified')}</th>
                <th scope="col">{t('changelog.field')}</th>
                <th scope="col">{t('changelog.oldValue')}</th>
                <th scope="col">{t('changelog.newValue')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.rows.map((r, i) => (
                <tr key={`${r.document_code}-${i}`} className="my-fds__row">
                  <td data-label={t('columns.product')}>
                    {r.product_name} <span className="my-fds__muted">({r.supplier_name})</span>
                  </td>
                  <td data-label={t('changelog.section')}>{r.section}</td>
                  <td data-label={t('changelog.label')}>{t(`changelog.fields.${r.modified_field}`, { defaultValue: r.label })}</td>
                  <td data-label={t('changelog.created')}>{date(r.creation_date)}</td>
                  <td data-label={t('changelog.modified')}>{date(r.modification_date)}</td>
                  <td data-label={t('changelog.field')}>{fieldName(r.modified_field)}</td>
                  <td data-label={t('changelog.oldValue')}>{value(r.modified_field, r.old_value)}</td>
                  <td data-label={t('changelog.newValue')}>{value(r.modified_field, r.new_value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/**
 * What the change log leaves out at the user's FDS-Extract level (issue #14): the sheets whose extracted-data
 * changes are not shown, and how to see them (FDS-Extract standard for everything, SafeBox for the basic part).
 */
export function WithheldNote({ withheld }: { withheld: ChangelogWithheld[] }) {
  const { t, i18n } = useTranslation('my-fds');
  const language = languageOrFrench(i18n.language);
  const none = withheld.filter((w) => w.level === 'none');
  const basic = withheld.filter((w) => w.level === 'basic');
  const names = (list: ChangelogWithheld[]) => list.map((w) => w.product_name).join(', ');
  return (
    <div className="my-fds__withheld" role="note" aria-label={t('changelog.withheld.title')}>
      <p>
        <strong>{t('changelog.withheld.title')}</strong>
      </p>
      {none.length > 0 ? <p>{t('changelog.withheld.none', { count: none.length, sheets: names(none) })}</p> : null}
      {basic.length > 0 ? <p>{t('changelog.withheld.basic', { count: basic.length, sheets: names(basic) })}</p> : null}
      <p>
        <Link to={localPath(language, paths.fdsExtract)}>{t('changelog.withheld.fdsExtract')}</Link>
        {none.length > 0 ? (
          <>
            {' · '}
            <Link to={localPath(language, paths.account.safebox)}>{t('changelog.withheld.safebox')}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
