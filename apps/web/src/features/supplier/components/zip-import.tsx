import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS, languageOrFrench, type ZipImportRowError } from '@openfds/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Banner } from '../../../components/ui/feedback.tsx';
import { useImportZip } from '../api.ts';

/** A bad row in the user's language: its issue's text, or for a publisher's refusal the catalogue's message. */
function useRowText() {
  const { t, i18n } = useTranslation('supplier');
  return (row: ZipImportRowError) => {
    if (row.issue === 'refused') {
      const refusal = Object.values(ERRORS).find((e) => e.code === row.params.code);
      return refusal ? refusal.messages[languageOrFrench(i18n.language)] : row.reason;
    }
    return t(`zip.issues.${row.issue}`, row.params);
  };
}

/** Many sheets at once: a zip with the importer's documents.csv and the PDFs it names (README "Catalogue"). */
export function ZipImport() {
  const { t } = useTranslation('supplier');
  const [file, setFile] = useState<File | null>(null);
  const importer = useImportZip();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) importer.mutate(file);
  };
  const result = importer.data;
  const rowText = useRowText();
  return (
    <details className="supplier-details">
      <summary>{t('zip.title')}</summary>
      <form onSubmit={submit} noValidate>
        <p className="supplier-muted">{t('zip.intro')}</p>
        <div className="field">
          <label className="field__label" htmlFor="supplier-zip">
            {t('zip.file')}
          </label>
          <input id="supplier-zip" className="field__input" type="file" accept=".zip,application/zip" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <Button type="submit" disabled={!file} busy={importer.isPending}>
          {t('zip.import')}
        </Button>
      </form>
      {importer.error ? <Banner tone="danger">{importer.error.message}</Banner> : null}
      {result ? (
        <Banner tone={result.errors.length ? 'warning' : 'success'} role="status">
          {t('zip.done', result.counts)}
          {result.errors.length > 0 ? (
            <ul>
              {result.errors.slice(0, 50).map((e) => (
                <li key={`${e.line}-${e.reason}`}>{t('zip.line', { line: e.line, reason: rowText(e) })}</li>
              ))}
            </ul>
          ) : null}
        </Banner>
      ) : null}
    </details>
  );
}
