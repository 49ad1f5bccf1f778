import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/feedback.tsx';
import { ApiError } from '../../../lib/api.ts';
import { importSupplierCodes } from '../api.ts';

/**
 * Imports a supplier's customer codes from a CSV file (one `code[;customer]` a line), the API's import on screen
 * (issue #26): the file is read in the browser and sent as text; the answer says how many codes were added, how
 * many were there already, and which lines were refused and why. The server audits the import.
 */
export function CustomerCodesImport({ supplierCode }: { supplierCode: string }) {
  const { t } = useTranslation('admin-catalogue');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const run = useMutation({
    mutationFn: async (chosen: File) => importSupplierCodes(supplierCode, await chosen.text()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) run.mutate(file);
  };
  const fileError = run.error instanceof ApiError && run.error.field === 'csv' ? run.error.message : undefined;
  return (
    <form className="bo-actions" onSubmit={submit} aria-label={t('suppliers.import')}>
      <label className="field">
        <span className="field__label">{t('suppliers.importFile')}</span>
        <input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {fileError ? <span className="field__error">{fileError}</span> : null}
      </label>
      <button type="submit" className="btn" disabled={!file || run.isPending}>
        {t('suppliers.importRun')}
      </button>
      {run.isError && !fileError ? <Banner tone="danger">{run.error.message}</Banner> : null}
      {run.data ? (
        <div role="status" data-testid="codes-import-outcome">
          <p>{t('suppliers.imported', { added: run.data.added, present: run.data.already_present, rejected: run.data.rejected.length })}</p>
          {run.data.rejected.length > 0 ? (
            <ul>
              {run.data.rejected.slice(0, 50).map((r) => (
                <li key={r.line}>{t('suppliers.rejectedLine', { line: r.line, value: r.value, reason: t(`suppliers.reason.${r.reason}`) })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
