import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUPPLIER_UPLOAD_MAX_FILES } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Banner, EmptyState, Skeleton } from '../../../components/ui/feedback.tsx';
import { useDrafts, useUploadDrafts } from '../api.ts';
import { DraftForm } from './draft-form.tsx';
import { ZipImport } from './zip-import.tsx';

/**
 * Publishing: upload one PDF or several (a new revision of a sheet when it came from "Replace"), each is read and
 * its fields are prefilled below for the user to confirm before publishing.
 */
export function PublishTab({ level }: { level: 'public' | 'private' | 'mixed' }) {
  const { t } = useTranslation('supplier');
  const [params] = useSearchParams();
  const replaces = params.get('replaces') ?? undefined;
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [missing, setMissing] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const upload = useUploadDrafts();
  const drafts = useDrafts();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    upload.mutate(
      { files, replaces },
      {
        onSuccess: () => {
          setFiles([]);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <section aria-labelledby="supplier-publish-title">
      <h2 id="supplier-publish-title">{t('publish.title')}</h2>
      <form className="supplier-upload" onSubmit={submit} noValidate>
        {replaces ? <p>{t('publish.replacing', { code: replaces })}</p> : <p className="supplier-muted">{t('publish.intro')}</p>}
        <div className={`field ${missing ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor="supplier-files">
            {t('publish.files', { max: SUPPLIER_UPLOAD_MAX_FILES })}
          </label>
          <input
            ref={input}
            id="supplier-files"
            className="field__input"
            type="file"
            accept="application/pdf,.pdf"
            multiple={!replaces}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, SUPPLIER_UPLOAD_MAX_FILES))}
          />
          {missing ? (
            <p className="field__error" role="alert">
              {t('publish.noFile')}
            </p>
          ) : null}
        </div>
        {upload.error ? <Banner tone="danger">{upload.error.message}</Banner> : null}
        <Button type="submit" variant="primary" busy={upload.isPending}>
          {t('publish.upload')}
        </Button>
      </form>
      {replaces ? null : <ZipImport />}
      {published ? (
        <Banner tone="success" role="status">
          {t('draft.published', { code: published })}
        </Banner>
      ) : null}
      <h2>{t('publish.drafts')}</h2>
      {drafts.isPending ? (
        <Skeleton lines={4} />
      ) : drafts.error ? (
        <Banner tone="danger">{drafts.error.message}</Banner>
      ) : drafts.data.length === 0 ? (
        <EmptyState title={t('publish.noDrafts')} />
      ) : (
        drafts.data.map((draft) => <DraftForm key={draft.id} draft={draft} level={level} onPublished={setPublished} />)
      )}
    </section>
  );
}
