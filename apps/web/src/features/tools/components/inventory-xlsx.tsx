import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-errors.ts';
import { downloadInventoryXlsx, useInventoryImport } from '../inventory-api.ts';

/** Export of the inventory as xlsx, and import of a workbook in that layout (all lines or none). */
export function InventoryXlsx({ login }: { login: string }) {
  const { t } = useTranslation('tools');
  const importer = useInventoryImport(login);
  const [exportError, setExportError] = useState<unknown>(null);
  const [exporting, setExporting] = useState(false);
  const error = importer.error ?? exportError;
  return (
    <div className="tools-row" data-testid="inventory-xlsx">
      <button
        type="button"
        disabled={exporting}
        aria-busy={exporting || undefined}
        onClick={() => {
          setExporting(true);
          setExportError(null);
          downloadInventoryXlsx(login)
            .catch(setExportError)
            .finally(() => setExporting(false));
        }}
      >
        {t('tools.inventory.exportXlsx')}
      </button>
      <label>
        {t('tools.inventory.importXlsx')}
        <input
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={importer.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) importer.mutate(file);
          }}
        />
      </label>
      <p className="tools-note">{t('tools.inventory.importNote')}</p>
      {importer.isSuccess && (
        <p role="status" data-testid="inventory-imported">
          {t('tools.inventory.imported', { sites: importer.data.sites, areas: importer.data.areas, entries: importer.data.entries })}
        </p>
      )}
      {error ? (
        <p role="alert" className="tools-error">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
