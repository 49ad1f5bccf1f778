import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VIGI_LIST_CODES } from '@openfds/contract';
import { Banner } from '../../../components/ui/feedback.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { importList, type ListPreview } from '../api.ts';
import '../admin-catalogue.css';

/** Regulatory lists: a new version's file previewed (what enters, leaves, changes), then applied. */
export function ListsPage() {
  const { t } = useTranslation('admin-catalogue');
  useDocumentTitle(t('lists.title'));
  const [list, setList] = useState<string>(VIGI_LIST_CODES[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ListPreview | null>(null);
  const [applied, setApplied] = useState(false);
  const previewIt = useMutation({ mutationFn: (f: File) => importList(list, f, null), onSuccess: (p) => (setPreview(p), setApplied(false)) });
  const apply = useMutation({ mutationFn: (p: ListPreview) => importList(list, file!, { checksum: p.checksum }), onSuccess: () => setApplied(true) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) previewIt.mutate(file);
  };
  return (
    <div className="bo-page">
      <h1 className="bo-page__title">{t('lists.title')}</h1>
      <form className="bo-actions" onSubmit={submit}>
        <SelectField
          label={t('lists.list')}
          value={list}
          options={VIGI_LIST_CODES.map((c) => ({ value: c, label: c }))}
          onChange={(e) => setList(e.target.value)}
        />
        <label>
          {t('lists.file')} <input type="file" required onChange={(e) => (setFile(e.target.files?.[0] ?? null), setPreview(null))} />
        </label>
        <button type="submit" className="btn">
          {t('lists.preview')}
        </button>
      </form>
      {previewIt.isError ? <Banner tone="danger">{previewIt.error.message}</Banner> : null}
      {apply.isError ? <Banner tone="danger">{apply.error.message}</Banner> : null}
      {applied ? <Banner tone="success">{t('lists.applied')}</Banner> : null}
      {preview ? (
        <section aria-label={t('lists.changes')}>
          <p>{preview.unchanged ? t('lists.unchanged') : t('lists.counts', { entered: preview.entered, left: preview.left, changed: preview.changed })}</p>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">{t('lists.changes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('lists.change')}</th>
                  <th scope="col">{t('lists.name')}</th>
                  <th scope="col">CAS</th>
                  <th scope="col">EC</th>
                </tr>
              </thead>
              <tbody>
                {preview.preview.map((c) => (
                  <tr key={`${c.change}-${c.entry_key}`}>
                    <td>{t(`lists.kind.${c.change}`)}</td>
                    <td>{c.name}</td>
                    <td>{c.cas}</td>
                    <td>{c.ec}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!preview.unchanged && !applied ? (
            <button type="button" className="btn btn--primary" disabled={apply.isPending} onClick={() => apply.mutate(preview)}>
              {t('lists.apply')}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
